/// The declarations of `matrices/profiles.json`: surfaces strategies touch, and what each
/// navigation profile owns and reaches.
extension MatrixFileDecoder {
  static func decodeSurface(_ value: JSONValue, path: JSONPath, report: inout DecodingReport)
    -> NavigationSurface?
  {
    guard var reader = ObjectReader(value, path: path, report: &report) else { return nil }
    defer { reader.finish(report: &report) }
    let id = reader.slug("id", report: &report)
    let title = reader.string("title", report: &report)
    let apis = slugs(&reader, key: "apis", required: false, report: &report) ?? []
    guard let id, let title else { return nil }
    var surface = NavigationSurface(
      id: id, title: title, apis: apis, declaredAt: report.reference(value.location, path))
    surface.fieldLocations = FieldLocations(reader.fieldLocations)
    return surface
  }

  static func decodeProfileReach(
    _ value: JSONValue, path: JSONPath, report: inout DecodingReport
  ) -> ProfileReach? {
    guard var reader = ObjectReader(value, path: path, report: &report) else { return nil }
    defer { reader.finish(report: &report) }
    let profile = reader.choice("id", as: NavigationProfile.self, report: &report)
    let owns = slugs(&reader, key: "owns", required: false, report: &report) ?? []
    var reach: [FrameworkReach] = []
    for (element, elementPath) in reader.array("reach", required: false, report: &report) ?? [] {
      guard var object = ObjectReader(element, path: elementPath, report: &report) else {
        continue
      }
      let framework = object.choice("framework", as: DeclaredFramework.self, report: &report)
      let frameworkOwns = slugs(&object, key: "owns", report: &report)
      var adapters: [SurfaceAdapter] = []
      for (item, itemPath) in object.array("adapters", required: false, report: &report) ?? [] {
        if let adapter = decodeAdapter(item, path: itemPath, report: &report) {
          adapters.append(adapter)
        }
      }
      object.finish(report: &report)
      if let framework, let frameworkOwns {
        reach.append(
          FrameworkReach(framework: framework.rawValue, owns: frameworkOwns, adapters: adapters))
      }
    }
    var withheld: [WithheldSurfaces] = []
    for (element, elementPath) in reader.array("withheld", required: false, report: &report) ?? [] {
      guard var object = ObjectReader(element, path: elementPath, report: &report) else {
        continue
      }
      let surfaces = slugs(&object, key: "surfaces", report: &report)
      let reason = object.string("reason", report: &report)
      let evidence = evidence(&object, report: &report)
      object.finish(report: &report)
      if let surfaces, let reason, let evidence {
        withheld.append(WithheldSurfaces(surfaces: surfaces, reason: reason, evidence: evidence))
      }
    }
    guard let profile else { return nil }
    var result = ProfileReach(
      profile: profile, owns: owns, reach: reach, withheld: withheld,
      declaredAt: report.reference(value.location, path))
    result.fieldLocations = FieldLocations(reader.fieldLocations)
    return result
  }

  private static func decodeAdapter(
    _ value: JSONValue, path: JSONPath, report: inout DecodingReport
  ) -> SurfaceAdapter? {
    guard var reader = ObjectReader(value, path: path, report: &report) else { return nil }
    defer { reader.finish(report: &report) }
    let id = reader.slug("id", report: &report)
    let title = reader.string("title", report: &report)
    let gives = slugs(&reader, key: "gives", report: &report)
    let note = reader.string("note", required: false, report: &report)
    let evidence = evidence(&reader, report: &report)
    guard let id, let title, let gives, let evidence else { return nil }
    return SurfaceAdapter(id: id, title: title, gives: gives, note: note, evidence: evidence)
  }

  /// A strategy's caveats: each a string, or an object with `text` and the releases it holds
  /// for (`platform`, `from`, `until`).
  static func caveats(_ reader: inout ObjectReader, report: inout DecodingReport) -> [Caveat] {
    var caveats: [Caveat] = []
    for (element, elementPath) in reader.array("caveats", required: false, report: &report) ?? [] {
      if case .string = element.kind {
        if let text = ObjectReader.string(element, path: elementPath, report: &report) {
          caveats.append(Caveat(text))
        }
        continue
      }
      guard var object = ObjectReader(element, path: elementPath, report: &report) else {
        continue
      }
      let text = object.string("text", report: &report)
      var platform: Platform?
      if let member = object.member("platform", required: false, report: &report),
        let name = ObjectReader.string(
          member.value, path: elementPath.key("platform"), report: &report)
      {
        platform = Self.platform(
          name, at: member.value.location, path: elementPath.key("platform"), report: &report)
      }
      let from = object.version("from", required: false, report: &report)
      let until = object.version("until", required: false, report: &report)
      object.finish(report: &report)
      if let from, let until, from >= until {
        report.add(
          .invertedRange(from: from, until: until), at: element.location, path: elementPath)
      }
      if let text { caveats.append(Caveat(text, platform: platform, from: from, until: until)) }
    }
    return caveats
  }
}
