import Foundation

@testable import CompatMatrixCore
@testable import CompatMatrixDocs
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixResolver
@testable import CompatMatrixWorkflows

/// The workflows called as the commands call them, on the shipped data, in a folder: the
/// tests of what a command does, without its parsing or its printing.
enum WorkflowRun {
  /// The shipped data, read from `folder` (by default the package's root).
  static func data(in folder: URL = TestSupport.packageRoot) -> DataRequest {
    DataRequest(directory: folder.path)
  }

  /// A range, as `--min`/`--max`, an expression or a project would give it, in `folder`.
  static func range(
    _ expression: String? = nil, minimum: String? = nil, maximum: String? = nil,
    project: String? = nil, in folder: URL = TestSupport.packageRoot
  ) -> RangeRequest {
    RangeRequest(
      expression: expression, minimum: minimum, maximum: maximum, project: project,
      directory: folder.path)
  }

  /// `lint` of `paths` in `folder` for a range expression (or the project's range).
  static func lint(
    _ folder: URL, range: String? = nil, paths: [String] = ["."], fixes: RewriteMode? = nil,
    framework: FrameworkPreference = .any
  ) throws -> LintWorkflow.Outcome {
    try LintWorkflow.run(
      LintWorkflow.Request(
        plan: LintPlan.Request(
          paths: paths, directory: folder.path, rangeExpression: range, framework: framework),
        data: data(in: folder), fixes: fixes))
  }

  /// `resolve` on the shipped data.
  static func resolve(
    _ range: RangeRequest, concerns: [String] = [], framework: FrameworkPreference = .any
  ) throws -> ResolveWorkflow.Outcome {
    try ResolveWorkflow.run(
      ResolveWorkflow.Request(
        data: DataRequest(directory: range.directory), range: range, concerns: concerns,
        framework: framework))
  }

  /// `upgrade` from one minimum to another, of the code at `path` in `folder`.
  static func upgrade(
    from: String?, to: String, path: String? = nil, rewrite: RewriteMode = .proposed,
    comparesMinimums: Bool = false, in folder: URL = TestSupport.packageRoot
  ) throws -> UpgradeWorkflow.Outcome {
    try UpgradeWorkflow.run(
      UpgradeWorkflow.Request(
        data: data(in: folder),
        upgrade: UpgradeRequest(currentMinimum: from, proposedMinimum: to, directory: folder.path),
        path: path, rewrite: rewrite, comparesMinimums: comparesMinimums))
  }

  /// `docs` into `out` in `folder`, with no cache.
  static func docs(
    _ out: String, in folder: URL, range: RangeRequest? = nil, format: DocsFormat = .markdown,
    checks: Bool = false, force: Bool = false
  ) throws(DocsWorkflow.Failure) -> DocsWorkflow.Outcome {
    try DocsWorkflow.run(
      DocsWorkflow.Request(
        data: data(in: folder), range: range ?? Self.range(in: folder), format: format,
        folder: out, checks: checks, force: force, wait: 0),
      rendering: DocsGenerator())
  }
}
