import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver

extension Resolver {
  /// The whole plan for a range: the profile `framework` names; else, when the range came
  /// from a project (`project`, or the one in `directory`), the profile that project's
  /// sources show; else the one the resolver's rule picks, which the plan says.
  ///
  /// A range given as bounds or an expression says nothing of a project, so no project is
  /// read for its profile then.
  package func navigationPlan(
    for range: ResolvedRange, source: RangeSource, framework: FrameworkPreference,
    project: String?, directory: String
  ) -> NavigationPlan {
    if framework == .any, source != .flag, source != .expression {
      let path = project.map { FilePaths.absolute($0, in: directory) } ?? directory
      if let detected = NavigationArchitectureDetector.detect(projectAt: path) {
        return navigationPlan(
          for: range, profile: detected.profile, basis: .detected(evidence: detected.evidence))
      }
    }
    return navigationPlan(for: range, preferring: framework)
  }
}
