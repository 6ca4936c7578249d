import CompatMatrixCore
import CompatMatrixOutput
import CompatMatrixTypecheck

/// The scaffold's files type-checked together, as the one module a team drops them into: at
/// the range's minimum against the oldest SDK given and against the newest, and against the
/// newest at its own release (capped at the range's maximum), where the newest branches are
/// the ones that run.
package struct ScaffoldCheck: Sendable {
  /// One compiler run: where, at what, and what it said.
  package struct Run: Sendable, Hashable {
    /// The environment's name.
    package var environment: String
    /// Its SDK's version.
    package var sdk: OSVersion
    /// The deployment target.
    package var target: OSVersion
    /// The errors and warnings, in the files by name.
    package var diagnostics: [CompilerDiagnostic]
    /// Why the compiler gave no verdict, when it gave none.
    package var problem: String?

    /// The errors.
    package var errors: [CompilerDiagnostic] { diagnostics.filter { $0.severity == .error } }
    /// Whether the files type-check in this run.
    package var passes: Bool { problem == nil && errors.isEmpty }
  }

  /// The runs, oldest SDK and lowest target first.
  package var runs: [Run]

  /// Whether the files type-check in every run.
  package var passes: Bool { runs.allSatisfy(\.passes) }

  /// The runs a check makes with `environments` for a range: the minimum against the oldest
  /// and the newest, and the newest at its own release; each pair once.
  package static func targets(
    _ environments: [TypecheckEnvironment], minimum: OSVersion, maximum: OSVersion
  ) -> [(environment: TypecheckEnvironment, target: OSVersion)] {
    let sorted = environments.sorted { ($0.sdkVersion, $0.name) < ($1.sdkVersion, $1.name) }
    guard let oldest = sorted.first, let newest = sorted.last else { return [] }
    let candidates = [
      (oldest, minimum), (newest, minimum), (newest, max(minimum, min(newest.sdkVersion, maximum))),
    ]
    var unique: [(environment: TypecheckEnvironment, target: OSVersion)] = []
    for (environment, target) in candidates
    where !unique.contains(where: { $0.environment == environment && $0.target == target }) {
      unique.append((environment, target))
    }
    return unique
  }

  /// Type-checks `files` in each run `targets(_:minimum:maximum:)` gives, one compiler per
  /// core; `timeout` bounds one run.
  package static func run(
    _ files: [GeneratedFile], in environments: [TypecheckEnvironment], minimum: OSVersion,
    maximum: OSVersion, timeout: Double
  ) -> ScaffoldCheck {
    let targets = targets(environments, minimum: minimum, maximum: maximum)
    let job = files.map { TypecheckJob.File(name: $0.path, text: $0.contents) }
    let names = Set(files.map(\.path))
    let outcomes = ParallelMap.map(targets) { environment, target in
      TypecheckRunner(environment: environment, timeout: timeout).run(
        TypecheckJob(target: DeploymentTarget(environment.platform, target), files: job))
    }
    return ScaffoldCheck(
      runs: zip(targets, outcomes).map { pair, outcome in
        Run(
          environment: pair.environment.name, sdk: pair.environment.sdkVersion,
          target: pair.target,
          // Every error counts; of the warnings, those in the files (an SDK's own, such as
          // a deprecated module map name, are not the scaffold's).
          diagnostics: outcome.diagnostics.filter { diagnostic in
            diagnostic.severity == .error
              || (diagnostic.severity == .warning && diagnostic.file.map(names.contains) == true)
          }, problem: outcome.problem)
      })
  }
}
