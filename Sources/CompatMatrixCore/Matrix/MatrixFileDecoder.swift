/// What one matrix file declares.
package struct MatrixFileContents: Sendable {
  /// Platforms and their releases.
  package var platforms: [PlatformReleases] = []
  /// API records.
  package var apis: [APIRecord] = []
  /// Concerns.
  package var concerns: [Concern] = []
  /// Device models.
  package var devices: [DeviceModel] = []
  /// App Store adoption editions.
  package var adoption: [AdoptionEdition] = []
  /// Titles of cited sources.
  package var citations: [Citation] = []
  /// Surfaces strategies touch.
  package var surfaces: [NavigationSurface] = []
  /// What each navigation profile owns and reaches.
  package var profiles: [ProfileReach] = []
  /// The code around snippets, per harness kind.
  package var harnesses: [HarnessTemplate] = []
  /// The files the scaffold may write.
  package var scaffolds: [ScaffoldFile] = []

  /// Creates empty contents.
  package init() {}
}

/// Turns one matrix file into model values, reporting every structural problem: syntax,
/// unknown keys, wrong types, missing keys, malformed ids, versions, dates and sources.
///
/// Problems that need more than one file (references, duplicate ids, versions outside the
/// releases) are left to `MatrixValidator`.
package enum MatrixFileDecoder {
  /// Decodes a file's bytes; `file` is the name messages show.
  package static func decode(_ bytes: [UInt8], file: String) -> (
    contents: MatrixFileContents, diagnostics: [MatrixDiagnostic]
  ) {
    var report = DecodingReport(file: file)
    var contents = MatrixFileContents()
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      report.add(.syntax(error), at: error.location, path: .root)
      return (contents, report.diagnostics)
    }
    guard var object = ObjectReader(root, path: .root, report: &report) else {
      return (contents, report.diagnostics)
    }
    _ = object.string("$schema", required: false, report: &report)
    for (value, path) in object.array("platforms", required: false, report: &report) ?? [] {
      if let platform = decodePlatform(value, path: path, report: &report) {
        contents.platforms.append(platform)
      }
    }
    for (value, path) in object.array("apis", required: false, report: &report) ?? [] {
      if let api = decodeAPI(value, path: path, report: &report) { contents.apis.append(api) }
    }
    for (value, path) in object.array("concerns", required: false, report: &report) ?? [] {
      if let concern = decodeConcern(value, path: path, report: &report) {
        contents.concerns.append(concern)
      }
    }
    for (value, path) in object.array("devices", required: false, report: &report) ?? [] {
      if let device = decodeDevice(value, path: path, report: &report) {
        contents.devices.append(device)
      }
    }
    for (value, path) in object.array("adoption", required: false, report: &report) ?? [] {
      if let edition = decodeAdoption(value, path: path, report: &report) {
        contents.adoption.append(edition)
      }
    }
    for (value, path) in object.array("citations", required: false, report: &report) ?? [] {
      if let citation = decodeCitation(value, path: path, report: &report) {
        contents.citations.append(citation)
      }
    }
    for (value, path) in object.array("surfaces", required: false, report: &report) ?? [] {
      if let surface = decodeSurface(value, path: path, report: &report) {
        contents.surfaces.append(surface)
      }
    }
    for (value, path) in object.array("profiles", required: false, report: &report) ?? [] {
      if let profile = decodeProfileReach(value, path: path, report: &report) {
        contents.profiles.append(profile)
      }
    }
    for (value, path) in object.array("harnesses", required: false, report: &report) ?? [] {
      if let harness = decodeHarnessTemplate(value, path: path, report: &report) {
        contents.harnesses.append(harness)
      }
    }
    for (value, path) in object.array("scaffolds", required: false, report: &report) ?? [] {
      if let file = decodeScaffoldFile(value, path: path, report: &report) {
        contents.scaffolds.append(file)
      }
    }
    object.finish(report: &report)
    return (contents, report.diagnostics)
  }

  // MARK: Shared pieces

  package static func platform(
    _ text: String, at location: SourceLocation, path: JSONPath,
    report: inout DecodingReport
  ) -> Platform? {
    if let platform = Platform(rawValue: text) { return platform }
    let suggestion = Suggestion.closest(to: text, among: Platform.allCases.map(\.rawValue))
    report.add(.unknownPlatform(text, suggestion: suggestion), at: location, path: path)
    return nil
  }

  package static func sources(
    _ reader: inout ObjectReader, key: String = "sources", required: Bool = true,
    report: inout DecodingReport
  ) -> [String]? {
    guard let elements = reader.array(key, required: required, nonEmpty: true, report: &report)
    else { return nil }
    var result: [String] = []
    for (value, path) in elements {
      guard let text = ObjectReader.string(value, path: path, report: &report) else { continue }
      guard SourceCitation.isValid(text) else {
        report.add(.invalidSource(text), at: value.location, path: path)
        continue
      }
      result.append(text)
    }
    return result
  }

  package static func evidence(_ reader: inout ObjectReader, report: inout DecodingReport)
    -> Evidence?
  {
    let sources = sources(&reader, report: &report)
    let confidence = reader.choice("confidence", as: Confidence.self, report: &report)
    let disagreement = reader.string("disagreement", required: false, report: &report)
    guard let sources, let confidence else { return nil }
    return Evidence(sources: sources, confidence: confidence, disagreement: disagreement)
  }

  // MARK: Platforms

  static func decodePlatform(_ value: JSONValue, path: JSONPath, report: inout DecodingReport)
    -> PlatformReleases?
  {
    guard var reader = ObjectReader(value, path: path, report: &report) else { return nil }
    defer { reader.finish(report: &report) }
    var platform: Platform?
    if let member = reader.member("id", required: true, report: &report),
      let text = ObjectReader.string(member.value, path: path.key("id"), report: &report)
    {
      platform = Self.platform(
        text, at: member.value.location, path: path.key("id"), report: &report)
    }
    var releases: [Release] = []
    for (element, elementPath) in reader.array("releases", nonEmpty: true, report: &report) ?? [] {
      guard var release = ObjectReader(element, path: elementPath, report: &report) else {
        continue
      }
      let version = release.version("version", report: &report)
      let date = release.date("date", report: &report)
      let note = release.string("note", required: false, report: &report)
      let evidence = evidence(&release, report: &report)
      release.finish(report: &report)
      if let version, let date, let evidence {
        var entry = Release(
          version: version, date: date, note: note, evidence: evidence,
          declaredAt: report.reference(element.location, elementPath))
        entry.fieldLocations = FieldLocations(release.fieldLocations)
        releases.append(entry)
      }
    }
    guard let platform else { return nil }
    return PlatformReleases(
      platform: platform, releases: releases, declaredAt: report.reference(value.location, path))
  }

  // MARK: APIs

  static func decodeAPI(_ value: JSONValue, path: JSONPath, report: inout DecodingReport)
    -> APIRecord?
  {
    guard var reader = ObjectReader(value, path: path, report: &report) else { return nil }
    defer { reader.finish(report: &report) }
    let id = reader.slug("id", report: &report)
    let symbol = reader.string("symbol", report: &report)
    let framework = reader.string("framework", report: &report)
    let kind = reader.choice("kind", as: APIKind.self, report: &report)
    let summary = reader.string("summary", report: &report)
    var availability: [Platform: APIAvailability] = [:]
    var availabilityLocations: [String: SourceLocation] = [:]
    if var platforms = reader.object("platforms", report: &report) {
      let members = platforms.allMembers()
      if members.isEmpty {
        report.add(.empty, at: platforms.location, path: platforms.path)
      }
      for member in members {
        let memberPath = platforms.path.key(member.key)
        guard
          let platform = platform(
            member.key, at: member.keyLocation, path: memberPath, report: &report),
          let (entry, locations) = decodeAvailability(
            member.value, path: memberPath, report: &report)
        else { continue }
        availability[platform] = entry
        for (field, location) in locations {
          availabilityLocations["platforms.\(member.key).\(field)"] = location
        }
      }
    }
    let replacement = reader.array("replacement", required: false, report: &report)?
      .compactMap { element -> String? in
        guard let text = ObjectReader.string(element.value, path: element.path, report: &report)
        else { return nil }
        guard Slug.isValid(text) else {
          report.add(.notASlug(text), at: element.value.location, path: element.path)
          return nil
        }
        return text
      }
    let note = reader.string("note", required: false, report: &report)
    let probe = reader.string("probe", required: false, report: &report)
    let lint = lintPatterns(&reader, report: &report)
    let conflicts = decodeConflicts(&reader, locations: &availabilityLocations, report: &report)
    let evidence = evidence(&reader, report: &report)
    guard let id, let symbol, let framework, let kind, let summary, let evidence else {
      return nil
    }
    var record = APIRecord(
      id: id, symbol: symbol, framework: framework, kind: kind, summary: summary,
      availability: availability, replacement: replacement ?? [], note: note, probe: probe,
      lint: lint, conflicts: conflicts, evidence: evidence,
      declaredAt: report.reference(value.location, path))
    record.fieldLocations = FieldLocations(
      reader.fieldLocations.merging(availabilityLocations) { $1 })
    return record
  }

  /// An API record's `conflicts`: the other API, the concern that decides, why, evidence;
  /// the locations of `conflicts[i].api` and `conflicts[i].concern` go in `locations`.
  static func decodeConflicts(
    _ reader: inout ObjectReader, locations: inout [String: SourceLocation],
    report: inout DecodingReport
  ) -> [APIConflict] {
    var conflicts: [APIConflict] = []
    let elements = reader.array("conflicts", required: false, report: &report) ?? []
    for (offset, (element, path)) in elements.enumerated() {
      guard var object = ObjectReader(element, path: path, report: &report) else { continue }
      for field in ["api", "concern"] {
        locations["conflicts[\(offset)].\(field)"] = object.fieldLocations[field]
      }
      let api = object.slug("api", report: &report)
      let concern = object.slug("concern", report: &report)
      let reason = object.string("reason", report: &report)
      let evidence = evidence(&object, report: &report)
      object.finish(report: &report)
      if let api, let concern, let reason, let evidence {
        conflicts.append(
          APIConflict(api: api, concern: concern, reason: reason, evidence: evidence))
      }
    }
    return conflicts
  }

  static func decodeAvailability(
    _ value: JSONValue, path: JSONPath, report: inout DecodingReport
  ) -> (APIAvailability, [String: SourceLocation])? {
    guard var reader = ObjectReader(value, path: path, report: &report) else { return nil }
    defer { reader.finish(report: &report) }
    let introduced = reader.version("introduced", report: &report)
    var deprecation: Deprecation?
    if let member = reader.member("deprecated", required: false, report: &report) {
      if case .string("soft") = member.value.kind {
        deprecation = .soft
      } else if let version = ObjectReader.version(
        member.value, path: path.key("deprecated"), report: &report)
      {
        deprecation = .hard(version)
      }
    }
    let obsoleted = reader.version("obsoleted", required: false, report: &report)
    var history = SDKHistory()
    if var sdk = reader.object("sdk", required: false, report: &report) {
      history.declared = sdk.version("declared", required: false, report: &report)
      history.deprecated = sdk.version("deprecated", required: false, report: &report)
      if history.isEmpty { report.add(.empty, at: sdk.location, path: sdk.path) }
      if history.deprecated != nil, deprecation == nil {
        report.add(.sdkDeprecationWithoutDeprecation, at: sdk.location, path: sdk.path)
      }
      sdk.finish(report: &report)
    }
    guard let introduced else { return nil }
    if let declared = history.declared, declared < introduced {
      report.add(
        .lifecycleOutOfOrder(field: "sdk.declared", version: declared, introduced: introduced),
        at: reader.location, path: path.key("sdk").key("declared"))
    }
    if case .hard(let version) = deprecation, version < introduced {
      report.add(
        .lifecycleOutOfOrder(field: "deprecated", version: version, introduced: introduced),
        at: reader.location, path: path.key("deprecated"))
    }
    if let obsoleted, obsoleted <= introduced {
      report.add(
        .lifecycleOutOfOrder(field: "obsoleted", version: obsoleted, introduced: introduced),
        at: reader.location, path: path.key("obsoleted"))
    }
    return (
      APIAvailability(
        introduced: introduced, deprecated: deprecation, obsoleted: obsoleted, sdk: history),
      reader.fieldLocations
    )
  }
}

extension MatrixFileDecoder {
  static func decodeCitation(_ value: JSONValue, path: JSONPath, report: inout DecodingReport)
    -> Citation?
  {
    guard var reader = ObjectReader(value, path: path, report: &report) else { return nil }
    defer { reader.finish(report: &report) }
    var id: String?
    if let member = reader.member("id", required: true, report: &report),
      let text = ObjectReader.string(member.value, path: path.key("id"), report: &report)
    {
      if SourceCitation.isValid(text) {
        id = text
      } else {
        report.add(.invalidSource(text), at: member.value.location, path: path.key("id"))
      }
    }
    let title = reader.string("title", report: &report)
    let kind = reader.choice("kind", as: CitationKind.self, required: false, report: &report)
    let publisher = reader.string("publisher", required: false, report: &report)
    var url: String?
    if let member = reader.member("url", required: false, report: &report),
      let text = ObjectReader.string(member.value, path: path.key("url"), report: &report)
    {
      if SourceCitation.isURL(text), SourceCitation.isValid(text) {
        url = text
      } else {
        report.add(.invalidSource(text), at: member.value.location, path: path.key("url"))
      }
    }
    let note = reader.string("note", required: false, report: &report)
    guard let id, let title else { return nil }
    var citation = Citation(
      id: id, title: title, kind: kind, publisher: publisher, url: url, note: note,
      declaredAt: report.reference(value.location, path))
    citation.fieldLocations = FieldLocations(reader.fieldLocations)
    return citation
  }
}

/// Checks the form of a source citation: an http(s) URL, or a file name such as a seed
/// article's `003_499adc954b170e70.txt`.
package enum SourceCitation {
  /// Whether `text` is a URL or a bare file name.
  static func isValid(_ text: String) -> Bool {
    if text.contains(where: \.isWhitespace) { return false }
    for scheme in ["https://", "http://"] where text.hasPrefix(scheme) {
      return text.count > scheme.count
    }
    return !text.contains("/") && !text.contains(":") && text.contains(".")
  }

  /// Whether `text` is a URL rather than a file name.
  package static func isURL(_ text: String) -> Bool {
    text.hasPrefix("https://") || text.hasPrefix("http://")
  }
}

extension ObjectReader {
  /// A `YYYY-MM-DD` date, reported when it is not a real one.
  mutating func date(_ key: String, report: inout DecodingReport) -> String? {
    guard let member = member(key, required: true, report: &report),
      let text = Self.string(member.value, path: path.key(key), report: &report)
    else { return nil }
    guard CalendarDate.isValid(text) else {
      report.add(.invalidDate(text), at: member.value.location, path: path.key(key))
      return nil
    }
    return text
  }
}

/// Checks `YYYY-MM-DD` dates without Foundation's calendars, so results do not depend on the
/// locale or time zone.
enum CalendarDate {
  /// Whether `text` is a real date written `YYYY-MM-DD`.
  static func isValid(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      (1...12).contains(month), day >= 1
    else { return false }
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return day <= lengths[month - 1]
  }
}
