/// How a shell completes an argument's value.
///
/// It also says which values are paths: a value completed as a file or a folder must not be
/// empty, since an empty path would silently mean the working folder.
package enum CompletionKind: Sendable, Hashable {
  /// Nothing in particular.
  case `default`
  /// A file path.
  case file
  /// A folder path.
  case directory
  /// One of these words.
  case list([String])

  /// Whether the values are paths: files or folders.
  var isPath: Bool { self == .file || self == .directory }

  /// Refuses an empty word where a path is expected.
  func check(_ word: String) throws(InvalidArgumentValue) {
    if isPath, word.isEmpty { throw InvalidArgumentValue(reason: "the path is empty") }
  }
}
