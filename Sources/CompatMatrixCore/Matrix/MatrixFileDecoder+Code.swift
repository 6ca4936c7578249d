/// The code the data holds beside its facts: the harness a strategy's snippet is checked in,
/// the strategy's code for the scaffold's files, the harness templates
/// (`matrices/harnesses.json`) and the scaffold files (`matrices/scaffold/`).
extension MatrixFileDecoder {
  /// A strategy's `harness`: `{"in": KIND, "given": CODE}` or `{"unchecked": WHY}`.
  static func decodeHarness(_ reader: inout ObjectReader, report: inout DecodingReport)
    -> SnippetHarness?
  {
    guard var object = reader.object("harness", required: false, report: &report) else {
      return nil
    }
    defer { object.finish(report: &report) }
    let hasKind = object.member("in", required: false, report: &report) != nil
    let hasReason = object.member("unchecked", required: false, report: &report) != nil
    let hasGiven = object.member("given", required: false, report: &report) != nil
    if hasReason, hasKind || hasGiven {
      report.add(.harnessForm, at: object.location, path: object.path)
      return nil
    }
    if hasReason {
      return object.string("unchecked", report: &report).map { .unchecked(reason: $0) }
    }
    let kind = object.choice("in", as: HarnessKind.self, report: &report)
    let given = object.string("given", required: false, report: &report)
    return kind.map { .checked($0, given: given) }
  }

  /// A strategy's `scaffold`: its code for each scaffold file, per part.
  static func decodeScaffoldFragments(_ reader: inout ObjectReader, report: inout DecodingReport)
    -> [ScaffoldFragment]
  {
    var fragments: [ScaffoldFragment] = []
    for (element, path) in reader.array("scaffold", required: false, report: &report) ?? [] {
      guard var object = ObjectReader(element, path: path, report: &report) else { continue }
      let file = object.slug("file", report: &report)
      let part = object.slug("part", required: false, report: &report)
      let code = object.string("code", report: &report)
      object.finish(report: &report)
      if let file, let code {
        fragments.append(ScaffoldFragment(file: file, part: part, code: code))
      }
    }
    return fragments
  }

  static func decodeHarnessTemplate(
    _ value: JSONValue, path: JSONPath, report: inout DecodingReport
  ) -> HarnessTemplate? {
    guard var reader = ObjectReader(value, path: path, report: &report) else { return nil }
    defer { reader.finish(report: &report) }
    let kind = reader.choice("id", as: HarnessKind.self, report: &report)
    let title = reader.string("title", report: &report)
    let code = reader.string("code", report: &report)
    guard let kind, let title, let code else { return nil }
    var template = HarnessTemplate(
      kind: kind, title: title, code: code, declaredAt: report.reference(value.location, path))
    template.fieldLocations = FieldLocations(reader.fieldLocations)
    return template
  }

  static func decodeScaffoldFile(_ value: JSONValue, path: JSONPath, report: inout DecodingReport)
    -> ScaffoldFile?
  {
    guard var reader = ObjectReader(value, path: path, report: &report) else { return nil }
    defer { reader.finish(report: &report) }
    let id = reader.slug("id", report: &report)
    let name = reader.string("name", report: &report)
    let title = reader.string("title", report: &report)
    let summary = reader.string("summary", report: &report)
    var profiles: [NavigationProfile] = []
    for (element, elementPath) in reader.array("profiles", nonEmpty: true, report: &report) ?? [] {
      guard let text = ObjectReader.string(element, path: elementPath, report: &report) else {
        continue
      }
      if let profile = NavigationProfile(rawValue: text) {
        profiles.append(profile)
      } else {
        let allowed = NavigationProfile.allCases.map(\.rawValue)
        report.add(
          .notOneOf(
            text, allowed: allowed, suggestion: Suggestion.closest(to: text, among: allowed)),
          at: element.location, path: elementPath)
      }
    }
    let code = reader.string("code", report: &report)
    let sources = sources(&reader, report: &report)
    var fallbacks: [String: String] = [:]
    if var object = reader.object("fallbacks", required: false, report: &report) {
      for member in object.allMembers() {
        if let text = ObjectReader.string(
          member.value, path: object.path.key(member.key), report: &report)
        {
          fallbacks[member.key] = text
        }
      }
    }
    guard let id, let name, let title, let summary, let code, let sources else { return nil }
    var file = ScaffoldFile(
      id: id, name: name, title: title, summary: summary, profiles: profiles, code: code,
      sources: sources, fallbacks: fallbacks, declaredAt: report.reference(value.location, path))
    file.fieldLocations = FieldLocations(reader.fieldLocations)
    return file
  }
}
