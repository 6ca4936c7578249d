import CompatMatrixCore
import CompatMatrixSource

/// Lint's policy for the files a run could not read, shared by every command that walks a
/// team's code: a file met while walking a folder is skipped with a warning; a Swift file
/// named by its path is an error that fails the run once the rest is done, since a CI job
/// must not pass without having read what it asked for.
package struct SkippedFiles: Sendable, Hashable {
  /// Files skipped with a warning.
  package let warnings: [SkippedFile]
  /// Files named by path that could not be read.
  package let errors: [SkippedFile]

  /// Sorts the skipped files of a walk into warnings and errors.
  package init(_ skipped: [SkippedFile], walker: SourceWalker) {
    var warnings: [SkippedFile] = []
    var errors: [SkippedFile] = []
    for file in skipped {
      if file.reason != .notSwift, walker.wasGivenByName(file) {
        errors.append(file)
      } else {
        warnings.append(file)
      }
    }
    self.warnings = warnings
    self.errors = errors
  }
}
