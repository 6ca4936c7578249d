import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Resolver {
  /// The whole plan for a range: the profile `framework` names; else the one the sources of
  /// the project show (`projectToRead`), however the range was given; else the one the
  /// resolver's rule picks, which the plan says.
  package func navigationPlan(
    for range: ResolvedRange, source: RangeSource, framework: FrameworkPreference,
    project: String?, directory: String
  ) -> NavigationPlan {
    guard framework == .any,
      let path = Self.projectToRead(source: source, project: project, directory: directory)
    else {
      return navigationPlan(for: range, preferring: framework)
    }
    guard let detected = NavigationArchitectureDetector.detect(projectAt: path) else {
      let ruled = navigationPlan(for: range, preferring: .any)
      guard case .rule(let rule) = ruled.basis else { return ruled }
      return ruled.chosen(by: .rule(rule.readingNothing()))
    }
    return navigationPlan(
      for: range, profile: detected.profile,
      basis: .detected(evidence: detected.evidence, weighing: detected.weighing))
  }

  /// The project whose sources show the profile: the one `project` names, else `directory`
  /// when the range came from its project or it holds one (a `Package.swift` or an
  /// `.xcodeproj`): a range or minimum given by a flag (`upgrade --from`) does not drop what
  /// the project shows. `nil` when there is no project to read.
  package static func projectToRead(source: RangeSource, project: String?, directory: String)
    -> String?
  {
    if let project { return FilePaths.absolute(project, in: directory) }
    let fromProject = source != .flag && source != .expression
    return fromProject || ProjectDiscovery.holdsProject(URL(fileURLWithPath: directory))
      ? directory : nil
  }
}
