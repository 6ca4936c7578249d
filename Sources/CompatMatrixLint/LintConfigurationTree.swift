import CompatMatrixCore
import CompatMatrixSource

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The configuration files of a lint run, each applying to its folder's subtree over those
/// of the folders above it, as nested `.swiftlint.yml` and `.eslintrc` files do.
///
/// The files come from the folders between the repository root and each path linted, and
/// from the folders below it met while walking; `--config` names one file that replaces them
/// all.
package struct LintConfigurationTree: Sendable {
  /// One configuration file and the folder it governs.
  package struct Entry: Sendable {
    /// The folder, absolute.
    package var folder: String
    /// The file as messages name it.
    package var file: String
    /// Its settings.
    package var configuration: LintConfiguration
  }

  /// The files, outermost first.
  package private(set) var entries: [Entry]

  /// A tree of entries; they are ordered outermost first.
  package init(entries: [Entry]) {
    self.entries = entries.sorted { ($0.folder.count, $0.folder) < ($1.folder.count, $1.folder) }
  }

  /// Reads configuration files; `display` names each in messages.
  package static func load(_ paths: [String], display: (String) -> String)
    throws(LintConfigurationError) -> LintConfigurationTree
  {
    var entries: [Entry] = []
    for path in Set(paths).sorted() {
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
      let configuration = try LintConfiguration.load(display(path), at: path)
      entries.append(Entry(folder: folder, file: display(path), configuration: configuration))
    }
    return LintConfigurationTree(entries: entries)
  }

  /// The settings for a file or folder at an absolute path: every entry whose folder holds
  /// it, inner ones over outer ones.
  package func configuration(for path: String) -> LintConfiguration {
    guard !entries.isEmpty else { return LintConfiguration() }
    var merged = LintConfiguration()
    for entry in entries where Self.holds(entry.folder, path) {
      merged = entry.configuration.applied(over: merged)
    }
    return merged
  }

  /// The entries' `include` and `exclude` globs, each anchored at its folder.
  package var filters: [PathFilter] {
    entries.compactMap { entry in
      let configuration = entry.configuration
      guard !configuration.include.isEmpty || !configuration.exclude.isEmpty else { return nil }
      return PathFilter(
        folder: entry.folder, include: configuration.include, exclude: configuration.exclude)
    }
  }

  /// Adds entries, keeping the order.
  package mutating func add(_ more: [Entry]) {
    self = LintConfigurationTree(entries: entries + more)
  }

  /// Whether `folder` is `path` or a folder above it.
  static func holds(_ folder: String, _ path: String) -> Bool {
    folder == "/" || path == folder || path.hasPrefix(folder + "/")
  }
}
