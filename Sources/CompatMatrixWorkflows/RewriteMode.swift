import CompatMatrixRewrite

/// What a workflow does with the edits it makes to a team's Swift files: `lint`'s fixes, or
/// `upgrade`'s rewrite for a new minimum.
package enum RewriteMode: Sendable, Hashable {
  /// Makes them, to be shown (as a diff), and writes nothing.
  case proposed
  /// Makes them and writes nothing; the run fails when they would change a file.
  case checked
  /// Writes them to the files.
  case written
}

/// Whether a workflow that reads a team's code fails, and why: the first reason that
/// applies, in the order the exit code reports them.
package enum WorkflowStatus: Sendable, Hashable {
  /// Nothing fails the run.
  case passed
  /// Edits could not be written to these files.
  case cannotWrite([RewriteWriter.Failure])
  /// A Swift file named by its path could not be read.
  case unreadableFiles
  /// The edits would change a file (`RewriteMode.checked`).
  case wouldChange
  /// A finding fails the run: an error, or a warning in a strict run.
  case findings
}
