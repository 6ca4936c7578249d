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

  /// The folder whose sources show the profile: the project `project` names; else the
  /// project the range is read from, found the same way whether or not a flag gave the range
  /// (`upgrade --from`, a range expression): a flag never drops what the project shows.
  ///
  /// The project is found as `ProjectDiscovery` finds it for the range, from `directory`
  /// upwards to the repository root, then below it. One found above `directory` (a command
  /// run in `App/Screens`) is read from its own folder, so the whole app counts and not the
  /// screens in one folder; one in `directory` or below it (a repository whose app is in
  /// `App/App.xcodeproj`) is read from `directory`, which holds the project's sources and any
  /// local package beside it. `nil` when there is no project to read.
  package static func projectToRead(source: RangeSource, project: String?, directory: String)
    -> String?
  {
    if let project { return FilePaths.absolute(project, in: directory) }
    let discovery = ProjectDiscovery.discover(from: directory, configurationName: "")
    guard let folder = discovery.projectFolder else {
      // A range read from a project was found by this same search.
      return source != .flag && source != .expression ? directory : nil
    }
    if case .above? = discovery.placement { return folder.path }
    return directory
  }
}
