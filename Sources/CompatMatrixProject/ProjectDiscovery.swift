import CompatMatrixCore
import CompatMatrixSource

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Finds the project and the configuration files that apply to a path, the way SwiftLint and
/// ESLint find theirs: from the path's folder upwards to the repository root (the folder that
/// holds `.git`), and, when none of those folders holds a project, one or two folders below
/// the repository root (`MyApp/MyApp.xcodeproj`).
///
/// A folder holds a project when it has an `.xcodeproj` or a `Package.swift`. Outside a
/// repository the search for a project goes up to the file system's root, and down from the
/// path's folder; configuration files count only up to the project's folder (or, without a
/// project above, only in the path's own folder), so that one in a shared folder above a
/// checkout without `.git` does not apply to it.
package struct ProjectDiscovery: Sendable, Hashable {
  /// Where the project was found, relative to the path.
  package enum Placement: Sendable, Hashable {
    /// In the path's own folder.
    case here
    /// In a folder `levels` above it.
    case above(levels: Int)
    /// In a folder below the repository root (or the path's folder), at this relative path.
    case below(String)
  }

  /// The folder whose project gives the range, when one was found.
  package var projectFolder: URL?
  /// Where it was found.
  package var placement: Placement?
  /// The repository root, when the path is inside a repository.
  package var repositoryRoot: URL?
  /// The configuration files that apply to the path's folder, outermost first.
  package var configurationFiles: [URL]

  /// Folders never searched below the repository root.
  static let skippedFolders: Set<String> = [
    ".build", "DerivedData", "Pods", "Carthage", "checkouts", "node_modules",
  ]

  /// Searches for the project and configuration files of `path`, an absolute path to a file or
  /// folder; `configurationName` is the configuration file's name.
  package static func discover(from path: String, configurationName: String)
    -> ProjectDiscovery
  {
    var start = URL(fileURLWithPath: path).standardizedFileURL
    if !isDirectory(start) { start = start.deletingLastPathComponent() }
    var configurations: [(file: URL, level: Int)] = []
    var folder = start
    var levels = 0
    var found: (URL, Placement)?
    var repository: URL?
    let chain: [URL]
    while true {
      if found == nil, holdsProject(folder) {
        found = (folder, levels == 0 ? .here : .above(levels: levels))
      }
      let configuration = folder.appendingPathComponent(configurationName)
      if FileManager.default.fileExists(atPath: configuration.path) {
        configurations.append((configuration, levels))
      }
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
        repository = folder
        break
      }
      let parent = folder.deletingLastPathComponent()
      guard parent.path != folder.path else { break }
      folder = parent
      levels += 1
    }
    // Outside a repository, a configuration above the project (a shared temporary folder,
    // the home folder) is not the project's: the search stops at the project's folder, or
    // without a project at the path's own folder.
    var top = levels
    if repository == nil {
      switch found?.1 {
      case .above(let level)?: top = level
      default: top = 0
      }
    }
    chain = configurations.filter { $0.level <= top }.map(\.file)
    if found == nil {
      let base = repository ?? start
      if let below = projectBelow(base) {
        let relative = String(below.path.dropFirst(base.path.count + 1))
        found = (below, .below(relative))
      }
    }
    return ProjectDiscovery(
      projectFolder: found?.0, placement: found?.1, repositoryRoot: repository,
      configurationFiles: chain.reversed())
  }

  /// `.xcodeproj`, reversed, as bytes.
  private static let projectSuffix = Array(".xcodeproj".utf8.reversed())

  /// Whether a folder has an `.xcodeproj` or a `Package.swift`.
  package static func holdsProject(_ folder: URL) -> Bool {
    // Listed without Foundation: a parent folder can hold thousands of entries.
    guard let entries = SourceWalker.entries(of: folder.path, sorted: false) else {
      return false
    }
    // Compared as bytes: `hasSuffix` on characters would cost grapheme breaking per entry.
    return entries.contains { entry in
      let name = entry.name.utf8
      return (name.reversed().starts(with: Self.projectSuffix) && name.first != UInt8(ascii: "."))
        || name.elementsEqual("Package.swift".utf8)
    }
  }

  /// The first folder one, then two levels below `base` that holds a project, by name.
  private static func projectBelow(_ base: URL) -> URL? {
    var level = [base]
    for _ in 1...2 {
      var next: [URL] = []
      for folder in level {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted()
        where !name.hasPrefix(".") && !skippedFolders.contains(name) && !name.contains(".") {
          let child = folder.appendingPathComponent(name)
          guard isDirectory(child) else { continue }
          next.append(child)
        }
      }
      if let hit = next.first(where: holdsProject) { return hit }
      level = next
    }
    return nil
  }

  private static func isDirectory(_ url: URL) -> Bool {
    FileKind.at(url.path) == .directory
  }

  /// Where the project was found, in words: `found MyApp/ one folder down`.
  package var placementText: String? {
    switch placement {
    case .here, nil: nil
    case .above(let levels):
      "found \(levels == 1 ? "one folder" : "\(levels) folders") up"
    case .below(let relative):
      "found in \(relative)/, "
        + (relative.contains("/") ? "two folders down" : "one folder down")
    }
  }
}
