import CompatMatrixCore
import CompatMatrixRewrite
import CompatMatrixSource

/// What a writing run (`upgrade --apply`, `lint --fix`) did to the tree, and how it is asked:
/// the options the command line gives the writer.
package struct TreeWrite: Sendable {
  /// How a workflow writes: the writer's options and the tree lock's wait.
  package struct Request: Sendable {
    /// Write read-only files too (`--force`).
    package var force: Bool
    /// How long to wait for another run writing the same tree, in seconds (`--wait`).
    package var wait: Double
    /// A point where a test stops the writer; see `PausePoint`.
    package var pause: PausePoint?
    /// A check of the staged files before any replaces its file; see `RewriteWriter.Options`.
    package var check: (@Sendable ([RewriteWriter.StagedFile]) -> RewriteWriter.CheckResult)?
    /// The compiler that type-checks each file written, for the builds of its targets
    /// (`--typecheck`); the workflow makes `check` from it.
    package var typecheck: TypecheckRequest?

    /// Creates a request.
    package init(
      force: Bool = false, wait: Double = 10, pause: PausePoint? = nil,
      check: (@Sendable ([RewriteWriter.StagedFile]) -> RewriteWriter.CheckResult)? = nil,
      typecheck: TypecheckRequest? = nil
    ) {
      self.force = force
      self.wait = wait
      self.pause = pause
      self.check = check
      self.typecheck = typecheck
    }
  }

  /// The temporary files that ended runs left, removed before writing, as displayed.
  package var removedLeftovers: [String]
  /// What was written, and what was not.
  package var outcome: RewriteWriter.Outcome

  /// Removes what interrupted runs left among the temporary files the walk met, then writes
  /// the files.
  static func run(
    _ files: [EditedFile], temporaries: [SourceWalker.File], inside roots: [String],
    base: String, request: Request
  ) -> TreeWrite {
    let removed = RewriteWriter.removeLeftovers(temporaries)
    let outcome = RewriteWriter.write(
      files, inside: roots, base: base,
      options: RewriteWriter.Options(
        force: request.force, pause: request.pause, check: request.check))
    return TreeWrite(removedLeftovers: removed, outcome: outcome)
  }

  /// The status of a run that wrote, when the write decides it: stopped by a signal, or
  /// files that could not be written.
  var status: WorkflowStatus? {
    if let signal = outcome.interruption { return .interrupted(signal, outcome.failures) }
    if !outcome.failures.isEmpty { return .cannotWrite(outcome.failures) }
    return nil
  }
}
