/// The UI frameworks a strategy may declare, as matrix files spell them.
enum DeclaredFramework: String, CaseIterable {
  case swiftUI = "SwiftUI"
  case uiKit = "UIKit"
}

/// The fields that place concerns and strategies in a navigation architecture: a concern's
/// `role`, `layer` and `appliesTo`, a strategy's `framework`, `label` and `dependsOn`.
extension MatrixFileDecoder {
  /// A concern's architecture fields.
  static func decodeArchitecture(_ reader: inout ObjectReader, report: inout DecodingReport)
    -> (role: ArchitectureRole?, layer: ConcernLayer, appliesTo: ProfileApplicability?)
  {
    let role = reader.choice("role", as: ArchitectureRole.self, required: false, report: &report)
    let layer = reader.choice("layer", as: ConcernLayer.self, required: false, report: &report)
    var appliesTo: ProfileApplicability?
    if var object = reader.object("appliesTo", required: false, report: &report) {
      let profiles = profileList(&object, report: &report)
      var platform: Platform?
      if let member = object.member("platform", required: false, report: &report),
        let name = ObjectReader.string(
          member.value, path: object.path.key("platform"), report: &report)
      {
        platform = Self.platform(
          name, at: member.value.location, path: object.path.key("platform"), report: &report)
      }
      let from = object.version("from", required: false, report: &report)
      let until = object.version("until", required: false, report: &report)
      let linkedOnOrAfter = object.version("linkedOnOrAfter", required: false, report: &report)
      let reason = object.string("reason", report: &report)
      if platform == nil, from != nil || until != nil {
        report.add(.missingKey("platform"), at: object.location, path: object.path)
      }
      if let from, let until, from >= until {
        report.add(.invertedRange(from: from, until: until), at: object.location, path: object.path)
      }
      object.finish(report: &report)
      if let reason {
        appliesTo = ProfileApplicability(
          profiles: profiles, platform: platform, from: from, until: until,
          linkedOnOrAfter: linkedOnOrAfter, reason: reason)
      }
    }
    return (role, layer ?? .navigation, appliesTo)
  }

  /// A non-empty array of navigation profiles under `profiles`, each one of the profiles'
  /// raw values (a typo is reported with the closest); empty when the key is absent.
  static func profileList(_ reader: inout ObjectReader, report: inout DecodingReport)
    -> [NavigationProfile]
  {
    var profiles: [NavigationProfile] = []
    for (element, path) in reader.array(
      "profiles", required: false, nonEmpty: true, report: &report) ?? []
    {
      guard let text = ObjectReader.string(element, path: path, report: &report) else {
        continue
      }
      guard let profile = NavigationProfile(rawValue: text) else {
        let allowed = NavigationProfile.allCases.map(\.rawValue)
        report.add(
          .notOneOf(
            text, allowed: allowed, suggestion: Suggestion.closest(to: text, among: allowed)),
          at: element.location, path: path)
        continue
      }
      profiles.append(profile)
    }
    return profiles
  }

  /// A strategy's architecture fields; `dependsOn` locations are recorded in `locations`
  /// under `dependsOn[i].concern` and `dependsOn[i].strategies[j]`.
  static func decodeStrategyArchitecture(
    _ reader: inout ObjectReader, locations: inout [String: SourceLocation],
    report: inout DecodingReport
  ) -> (framework: String?, label: String?, dependsOn: [StrategyDependency]) {
    let framework = reader.choice(
      "framework", as: DeclaredFramework.self, required: false, report: &report)
    let label = reader.string("label", required: false, report: &report)
    var dependencies: [StrategyDependency] = []
    let elements = reader.array("dependsOn", required: false, report: &report) ?? []
    for (offset, (element, path)) in elements.enumerated() {
      guard var object = ObjectReader(element, path: path, report: &report) else { continue }
      let prefix = "dependsOn[\(offset)]"
      locations["\(prefix).concern"] = object.fieldLocations["concern"]
      let concern = object.slug("concern", report: &report)
      var strategies: [String] = []
      for (index, (value, valuePath))
        in (object.array("strategies", nonEmpty: true, report: &report) ?? []).enumerated()
      {
        guard let text = ObjectReader.string(value, path: valuePath, report: &report) else {
          continue
        }
        guard Slug.isValid(text) else {
          report.add(.notASlug(text), at: value.location, path: valuePath)
          continue
        }
        locations["\(prefix).strategies[\(index)]"] = value.location
        strategies.append(text)
      }
      let reason = object.string("reason", report: &report)
      let evidence = evidence(&object, report: &report)
      object.finish(report: &report)
      if let concern, let reason, let evidence, !strategies.isEmpty {
        dependencies.append(
          StrategyDependency(
            concern: concern, strategies: strategies, reason: reason, evidence: evidence))
      }
    }
    return (framework?.rawValue, label, dependencies)
  }
}
