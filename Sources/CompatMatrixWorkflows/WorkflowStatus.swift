import CompatMatrixRewrite

/// Whether a workflow that reads a team's code fails, and why: the first reason that
/// applies, in the order the exit code reports them.
package enum WorkflowStatus: Sendable, Hashable {
  /// Nothing fails the run.
  case passed
  /// A signal (`SIGINT`, `SIGTERM`) stopped the writing between two files; with the files
  /// that could not be written before it came.
  case interrupted(Int32, [RewriteWriter.Failure])
  /// Edits could not be written to these files.
  case cannotWrite([RewriteWriter.Failure])
  /// A Swift file named by its path could not be read.
  case unreadableFiles
  /// The edits would change a file (`RewriteMode.checked`).
  case wouldChange
  /// A finding fails the run: an error, or a warning in a strict run.
  case findings
  /// `lint --check` has no fix pending, but a finding that `--fix` cannot fix fails the run
  /// (an error, or a warning in a strict run): told apart from `wouldChange`, which running
  /// `--fix` resolves.
  case unfixableFindings
  /// A strict run linted no file: every file was excluded or skipped, so nothing was checked.
  case nothingLinted

  /// The line a run that linted nothing under `--strict` ends with.
  package static let nothingLintedLine =
    "error: no file was linted (every file was excluded or skipped), and --strict fails a "
    + "run that checked nothing"
}
