import CompatMatrixCore

/// Globs that choose files below one folder: a configuration file's `include` and `exclude`,
/// written relative to the folder that holds it and applied to that folder's subtree.
package struct PathFilter: Sendable, Hashable {
  /// The folder the globs are relative to, absolute, without `.` or `..` segments.
  package let folder: String
  /// Files to lint; empty means every Swift file.
  package let include: [PathGlob]
  /// Files and folders to skip.
  package let exclude: [PathGlob]

  /// Creates a filter; `folder` is made clean (no `.`, `..` or doubled slashes).
  package init(folder: String, include: [PathGlob] = [], exclude: [PathGlob] = []) {
    self.folder = SourceWalker.clean(folder)
    self.include = include
    self.exclude = exclude
  }

  /// The path relative to the folder, or `nil` when it lies outside it.
  func relative(_ path: String) -> String? {
    if folder == "/" { return String(path.dropFirst()) }
    guard path.hasPrefix(folder + "/") else { return nil }
    return String(path.dropFirst(folder.count + 1))
  }

  /// Whether an absolute path inside the folder is excluded.
  package func excludes(_ path: String) -> Bool {
    guard let relative = relative(path), !exclude.isEmpty else { return false }
    return exclude.contains { $0.matches(relative) }
  }

  /// Whether an absolute Swift file's path passes `include` (always, outside the folder or
  /// without `include`).
  package func includes(_ path: String) -> Bool {
    guard let relative = relative(path), !include.isEmpty else { return true }
    return include.contains { $0.matches(relative) }
  }
}
