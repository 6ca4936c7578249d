import CompatMatrixCore
import CompatMatrixSource

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What `lint`'s positional arguments name: files and folders, and at most one range
/// expression among them (`lint Sources 15-18`).
package struct LintArguments: Sendable, Hashable {
  /// The files and folders, as given; empty for the working folder.
  package let paths: [String]
  /// The range expression, if one was given.
  package let rangeExpression: String?

  /// Sorts the arguments: a word that names something that exists is a path; otherwise the
  /// first word that is a range expression is the range; any other word is an error.
  package init(_ words: [String], base: String) throws(LintArgumentError) {
    var paths: [String] = []
    var expression: String?
    for word in words {
      let path =
        word.hasPrefix("/") ? word : URL(fileURLWithPath: base).appendingPathComponent(word).path
      // Through `FileKind`, which passes the name as bytes: a file whose name is not UTF-8
      // exists too.
      if FileKind.at(path) != nil {
        paths.append(word)
      } else if expression == nil, (try? RangeExpression.parse(word)) != nil {
        expression = word
      } else {
        throw LintArgumentError(word: word)
      }
    }
    self.paths = paths
    self.rangeExpression = expression
  }
}

/// A `lint` argument that is neither a file or folder that exists nor a range expression.
package struct LintArgumentError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The argument as given.
  package let word: String

  /// Why it is not used.
  package var description: String { "no such file or folder, and not a range" }
}
