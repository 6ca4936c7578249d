extension MatrixFileDecoder {
  static func decodeConcern(_ value: JSONValue, path: JSONPath, report: inout DecodingReport)
    -> Concern?
  {
    guard var reader = ObjectReader(value, path: path, report: &report) else { return nil }
    defer { reader.finish(report: &report) }
    var id = reader.slug("id", report: &report)
    // What `validate` accepts, `docs --out` can write: the id names a page.
    if let slug = id, slug.utf8.count > Concern.idLengthLimit,
      let member = reader.member("id", required: true, report: &report)
    {
      report.add(
        .concernIDTooLong(length: slug.utf8.count, limit: Concern.idLengthLimit),
        at: member.value.location, path: path.key("id"))
      id = nil
    }
    let title = reader.string("title", report: &report)
    let question = reader.string("question", report: &report)
    let summary = reader.string("summary", report: &report)
    let tags = slugs(&reader, key: "tags", report: &report)
    var strategies: [Strategy] = []
    for (element, elementPath) in reader.array("strategies", nonEmpty: true, report: &report) ?? []
    {
      if let strategy = decodeStrategy(element, path: elementPath, report: &report) {
        strategies.append(strategy)
      }
    }
    var gaps: [RecordedGap] = []
    for (element, elementPath) in reader.array("gaps", required: false, report: &report) ?? [] {
      if let gap = decodeGap(element, path: elementPath, report: &report) { gaps.append(gap) }
    }
    let architecture = decodeArchitecture(&reader, report: &report)
    var hazards: [Hazard] = []
    for (element, elementPath) in reader.array("hazards", required: false, report: &report) ?? [] {
      if let hazard = decodeHazard(element, path: elementPath, report: &report) {
        hazards.append(hazard)
      }
    }
    guard let id, let title, let question, let summary, let tags else { return nil }
    var concern = Concern(
      id: id, title: title, question: question, summary: summary, tags: tags,
      strategies: strategies, gaps: gaps, role: architecture.role, layer: architecture.layer,
      appliesTo: architecture.appliesTo, hazards: hazards,
      declaredAt: report.reference(value.location, path))
    concern.fieldLocations = FieldLocations(reader.fieldLocations)
    return concern
  }

  static func slugs(
    _ reader: inout ObjectReader, key: String, required: Bool = true,
    report: inout DecodingReport
  ) -> [String]? {
    guard let elements = reader.array(key, required: required, report: &report) else {
      return nil
    }
    return elements.compactMap { element in
      guard let text = ObjectReader.string(element.value, path: element.path, report: &report)
      else { return nil }
      guard Slug.isValid(text) else {
        report.add(.notASlug(text), at: element.value.location, path: element.path)
        return nil
      }
      return text
    }
  }

  static func platformField(_ reader: inout ObjectReader, report: inout DecodingReport)
    -> Platform?
  {
    guard let member = reader.member("platform", required: true, report: &report),
      let text = ObjectReader.string(
        member.value, path: reader.path.key("platform"), report: &report)
    else { return nil }
    return platform(
      text, at: member.value.location, path: reader.path.key("platform"), report: &report)
  }

  static func decodeGap(_ value: JSONValue, path: JSONPath, report: inout DecodingReport)
    -> RecordedGap?
  {
    guard var reader = ObjectReader(value, path: path, report: &report) else { return nil }
    defer { reader.finish(report: &report) }
    let platform = platformField(&reader, report: &report)
    let from = reader.version("from", report: &report)
    let until = reader.version("until", required: false, report: &report)
    let note = reader.string("note", report: &report)
    let evidence = evidence(&reader, report: &report)
    guard let platform, let from, let note, let evidence else { return nil }
    var gap = RecordedGap(
      platform: platform, from: from, until: until, note: note, evidence: evidence,
      declaredAt: report.reference(value.location, path))
    gap.fieldLocations = FieldLocations(reader.fieldLocations)
    return gap
  }

  static func decodeStrategy(_ value: JSONValue, path: JSONPath, report: inout DecodingReport)
    -> Strategy?
  {
    guard var reader = ObjectReader(value, path: path, report: &report) else { return nil }
    defer { reader.finish(report: &report) }
    let id = reader.slug("id", report: &report)
    let title = reader.string("title", report: &report)
    let summary = reader.string("summary", report: &report)
    let origin = reader.choice("origin", as: StrategyOrigin.self, report: &report)
    var library: Library?
    if var object = reader.object("library", required: false, report: &report) {
      let name = object.string("name", report: &report)
      let url = object.string("url", report: &report)
      object.finish(report: &report)
      if let name, let url { library = Library(name: name, url: url) }
    }
    if origin == .thirdParty, library == nil,
      reader.member("library", required: false, report: &report) == nil
    {
      report.add(.missingLibrary, at: reader.location, path: path)
    }
    let requires = slugs(&reader, key: "requires", report: &report)
    var behaviour: [BehaviourEntry] = []
    for (element, elementPath) in reader.array("behaviour", required: false, report: &report) ?? []
    {
      if let entry = decodeEntry(element, path: elementPath, report: &report) {
        behaviour.append(entry)
      }
    }
    let caveats = caveats(&reader, report: &report)
    var sideEffects: [SideEffect] = []
    for (element, elementPath) in reader.array("sideEffects", required: false, report: &report)
      ?? []
    {
      guard var object = ObjectReader(element, path: elementPath, report: &report) else { continue }
      let scope = object.choice("scope", as: SideEffectScope.self, report: &report)
      let description = object.string("description", report: &report)
      object.finish(report: &report)
      if let scope, let description {
        sideEffects.append(SideEffect(scope: scope, description: description))
      }
    }
    let snippet = reader.string("snippet", required: false, report: &report)
    let harness = decodeHarness(&reader, report: &report)
    let scaffold = decodeScaffoldFragments(&reader, report: &report)
    let lint = lintPatterns(&reader, report: &report)
    let (companion, companionLocation) = decodeCompanion(&reader, report: &report)
    var dependencyLocations: [String: SourceLocation] = [:]
    let architecture = decodeStrategyArchitecture(
      &reader, locations: &dependencyLocations, report: &report)
    let touches = slugs(&reader, key: "touches", required: false, report: &report)
    let kind = reader.choice("kind", as: StrategyKind.self, required: false, report: &report)
    let sources = sources(&reader, report: &report)
    guard let id, let title, let summary, let origin, let requires, let sources else { return nil }
    var strategy = Strategy(
      id: id, title: title, summary: summary, origin: origin, library: library,
      requires: requires, behaviour: behaviour, caveats: caveats, sideEffects: sideEffects,
      snippet: snippet, harness: harness, scaffold: scaffold, lint: lint, companion: companion,
      framework: architecture.framework,
      label: architecture.label, dependsOn: architecture.dependsOn, touches: touches,
      kind: kind ?? .code, sources: sources, declaredAt: report.reference(value.location, path))
    strategy.fieldLocations = FieldLocations(reader.fieldLocations)
    strategy.fieldLocations["companion.concern"] = companionLocation
    for (field, location) in dependencyLocations where strategy.fieldLocations[field] == nil {
      strategy.fieldLocations[field] = location
    }
    return strategy
  }

  static func decodeEntry(_ value: JSONValue, path: JSONPath, report: inout DecodingReport)
    -> BehaviourEntry?
  {
    guard var reader = ObjectReader(value, path: path, report: &report) else { return nil }
    defer { reader.finish(report: &report) }
    let platform = platformField(&reader, report: &report)
    let from = reader.version("from", report: &report)
    let until = reader.version("until", required: false, report: &report)
    let linkedOnOrAfter = reader.version("linkedOnOrAfter", required: false, report: &report)
    let status = reader.choice("status", as: StrategyStatus.self, report: &report)
    let note = reader.string("note", required: false, report: &report)
    let impact = reader.choice("impact", as: Impact.self, required: false, report: &report)
    let apis = slugs(&reader, key: "apis", required: false, report: &report) ?? []
    let profiles = profileList(&reader, report: &report)
    let evidence = evidence(&reader, report: &report)
    if let status, status == .partial || status == .broken, note == nil {
      report.add(.missingNote(status), at: reader.location, path: path)
    }
    if let from, let until, from >= until {
      report.add(.invertedRange(from: from, until: until), at: reader.location, path: path)
    }
    guard let platform, let from, let status, let evidence else { return nil }
    var entry = BehaviourEntry(
      platform: platform, from: from, until: until, linkedOnOrAfter: linkedOnOrAfter,
      status: status, note: note, impact: impact, apis: apis, profiles: profiles,
      evidence: evidence,
      declaredAt: report.reference(value.location, path))
    entry.fieldLocations = FieldLocations(reader.fieldLocations)
    return entry
  }

  /// The `companion` object of a strategy or hazard, and where its `concern` is.
  static func decodeCompanion(_ reader: inout ObjectReader, report: inout DecodingReport)
    -> (Companion?, SourceLocation?)
  {
    guard var object = reader.object("companion", required: false, report: &report) else {
      return (nil, nil)
    }
    let location = object.fieldLocations["concern"]
    let concern = object.slug("concern", report: &report)
    let reason = object.string("reason", report: &report)
    let sources = sources(&object, report: &report)
    let rootOf = object.strings("rootOf", required: false, report: &report) ?? []
    let pushedBy = object.strings("pushedBy", required: false, report: &report) ?? []
    object.finish(report: &report)
    guard let concern, let reason, let sources else { return (nil, location) }
    return (
      Companion(
        concern: concern, reason: reason, sources: sources, rootOf: rootOf, pushedBy: pushedBy),
      location
    )
  }

  /// The `lint` array of a strategy, hazard or API record.
  static func lintPatterns(
    _ reader: inout ObjectReader, required: Bool = false, report: inout DecodingReport
  ) -> [LintPattern] {
    var lint: [LintPattern] = []
    let elements = reader.array("lint", required: required, nonEmpty: required, report: &report)
    for (element, elementPath) in elements ?? [] {
      if let pattern = decodeLintPattern(element, path: elementPath, report: &report) {
        lint.append(pattern)
      }
    }
    return lint
  }

  static func decodeLintPattern(
    _ value: JSONValue, path: JSONPath, report: inout DecodingReport
  ) -> LintPattern? {
    guard var reader = ObjectReader(value, path: path, report: &report) else { return nil }
    defer { reader.finish(report: &report) }
    let match = reader.string("match", report: &report)
    let inside = reader.string("inside", required: false, report: &report)
    let with = reader.string("with", required: false, report: &report)
    let without = reader.string("without", required: false, report: &report)
    let scope = reader.choice("scope", as: LintScope.self, required: false, report: &report)
    let doubt = reader.string("doubt", required: false, report: &report)
    var fix: LintFix?
    if var object = reader.object("fix", required: false, report: &report) {
      let replace = object.string("replace", report: &report)
      let replacement = object.string("with", report: &report)
      let requires = slugs(&object, key: "requires", report: &report)
      var then: LintFix.Then?
      if var second = object.object("then", required: false, report: &report) {
        let replace = second.string("replace", report: &report)
        let replacement = second.string("with", report: &report)
        second.finish(report: &report)
        if let replace, let replacement { then = LintFix.Then(replace: replace, with: replacement) }
      }
      object.finish(report: &report)
      if let replace, let replacement, let requires {
        fix = LintFix(replace: replace, with: replacement, requires: requires, then: then)
      }
    }
    guard let match else { return nil }
    return LintPattern(
      match: match, inside: inside, with: with, without: without, scope: scope ?? .file,
      fix: fix, doubt: doubt, declaredAt: report.reference(value.location, path))
  }

  static func decodeHazard(_ value: JSONValue, path: JSONPath, report: inout DecodingReport)
    -> Hazard?
  {
    guard var reader = ObjectReader(value, path: path, report: &report) else { return nil }
    defer { reader.finish(report: &report) }
    let id = reader.slug("id", report: &report)
    let title = reader.string("title", report: &report)
    let note = reader.string("note", report: &report)
    let lint = lintPatterns(&reader, required: true, report: &report)
    let (companion, companionLocation) = decodeCompanion(&reader, report: &report)
    let evidence = evidence(&reader, report: &report)
    guard let id, let title, let note, let evidence else { return nil }
    var hazard = Hazard(
      id: id, title: title, note: note, lint: lint, companion: companion, evidence: evidence,
      declaredAt: report.reference(value.location, path))
    hazard.fieldLocations = FieldLocations(reader.fieldLocations)
    hazard.fieldLocations["companion.concern"] = companionLocation
    return hazard
  }
}
