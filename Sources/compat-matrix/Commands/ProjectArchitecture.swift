import CompatMatrix
import CompatMatrixProject
import CompatMatrixSource

/// The whole plan for a command: the profile `--framework` names, else the one the sources of
/// the project the range was read from show, else the one the resolver's rule picks.
enum ProjectArchitecture {
  static func plan(
    _ arguments: ParsedArguments, range: ResolvedRange, source: RangeSource, resolver: Resolver,
    context: CommandContext
  ) -> NavigationPlan {
    let framework = SharedOptions.framework(arguments)
    if framework == .any, source != .flag, source != .expression {
      let path = arguments.value("project").map(context.absolutePath) ?? context.currentDirectory
      if let detected = NavigationArchitectureDetector.detect(projectAt: path) {
        return resolver.navigationPlan(
          for: range, profile: detected.profile, basis: .detected(evidence: detected.evidence))
      }
    }
    return resolver.navigationPlan(for: range, preferring: framework)
  }
}
