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
