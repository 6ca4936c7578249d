/// Decoding of the device models and the App Store adoption editions.
extension MatrixFileDecoder {
  /// A device model: `id`, `name`, `family`, `lastRelease`, optional `note`, and evidence.
  static func decodeDevice(_ value: JSONValue, path: JSONPath, report: inout DecodingReport)
    -> DeviceModel?
  {
    guard var reader = ObjectReader(value, path: path, report: &report) else { return nil }
    defer { reader.finish(report: &report) }
    let id = reader.slug("id", report: &report)
    let name = reader.string("name", report: &report)
    let family = reader.choice("family", as: DeviceFamily.self, report: &report)
    let lastRelease = reader.version("lastRelease", report: &report)
    let note = reader.string("note", required: false, report: &report)
    let evidence = evidence(&reader, report: &report)
    guard let id, let name, let family, let lastRelease, let evidence else { return nil }
    var device = DeviceModel(
      id: id, name: name, family: family, lastRelease: lastRelease, note: note,
      evidence: evidence, declaredAt: report.reference(value.location, path))
    device.fieldLocations = FieldLocations(reader.fieldLocations)
    return device
  }

  /// An adoption edition: `platform`, `measuredOn`, `latest`, `previous`, `populations` (an
  /// object keyed by population, each with `latest` and optional `previous` and `earlier`
  /// shares), optional `note`, and evidence.
  static func decodeAdoption(_ value: JSONValue, path: JSONPath, report: inout DecodingReport)
    -> AdoptionEdition?
  {
    guard var reader = ObjectReader(value, path: path, report: &report) else { return nil }
    defer { reader.finish(report: &report) }
    var platform: Platform?
    if let member = reader.member("platform", required: true, report: &report),
      let text = ObjectReader.string(member.value, path: path.key("platform"), report: &report)
    {
      platform = Self.platform(
        text, at: member.value.location, path: path.key("platform"), report: &report)
    }
    let measuredOn = reader.date("measuredOn", report: &report)
    let latest = reader.version("latest", report: &report)
    let previous = reader.version("previous", report: &report)
    var shares: [AdoptionPopulation: AdoptionShares] = [:]
    if var populations = reader.object("populations", report: &report) {
      let members = populations.allMembers()
      if members.isEmpty { report.add(.empty, at: populations.location, path: populations.path) }
      for member in members {
        let memberPath = populations.path.key(member.key)
        guard let population = AdoptionPopulation(rawValue: member.key) else {
          let allowed = AdoptionPopulation.allCases.map(\.rawValue)
          report.add(
            .notOneOf(
              member.key, allowed: allowed,
              suggestion: Suggestion.closest(to: member.key, among: allowed)),
            at: member.keyLocation, path: memberPath)
          continue
        }
        guard var figures = ObjectReader(member.value, path: memberPath, report: &report) else {
          continue
        }
        let latestShare = figures.number("latest", in: 0...100, report: &report)
        let previousShare = figures.number(
          "previous", in: 0...100, required: false, report: &report)
        let earlierShare = figures.number("earlier", in: 0...100, required: false, report: &report)
        figures.finish(report: &report)
        if let latestShare {
          shares[population] = AdoptionShares(
            latest: latestShare, previous: previousShare, earlier: earlierShare)
        }
      }
    }
    let note = reader.string("note", required: false, report: &report)
    let evidence = evidence(&reader, report: &report)
    guard let platform, let measuredOn, let latest, let previous, let evidence, !shares.isEmpty
    else { return nil }
    var edition = AdoptionEdition(
      platform: platform, measuredOn: measuredOn, latest: latest, previous: previous,
      shares: shares, note: note, evidence: evidence,
      declaredAt: report.reference(value.location, path))
    edition.fieldLocations = FieldLocations(reader.fieldLocations)
    return edition
  }
}
