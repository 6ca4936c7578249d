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
      var profiles: [NavigationProfile] = []
      for (element, path) in object.array("profiles", nonEmpty: true, report: &report) ?? [] {
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
      let reason = object.string("reason", report: &report)
      object.finish(report: &report)
      if let reason, !profiles.isEmpty {
        appliesTo = ProfileApplicability(profiles: profiles, reason: reason)
      }
    }
    return (role, layer ?? .navigation, appliesTo)
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
