import CompatMatrixCore
import CompatMatrixLint
import CompatMatrixOutput
import CompatMatrixProject

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The lock a rewrite (`upgrade --apply`, `lint --fix`) holds on the tree it writes, from
/// before it reads the files until it has written them, so that two rewrites of one tree
/// never run at once: the second waits for the first (up to `--wait` seconds, then gives up
/// with exit 75), then reads what the first wrote.
///
/// The lock is `docs --out`'s (`OutputLock`: `flock` on `.compat-matrix.lock`, with the
/// holder's process id), taken in the tree's root: the repository that holds the path (the
/// folder with `.git`), or outside a repository the project (the nearest folder at or above
/// the path with a `Package.swift` or an `.xcodeproj`), or else the path's own folder. Two
/// rewrites of different folders of one repository therefore wait for each other too.
package struct TreeLock: Sendable {
  /// The locks held, one per tree.
  let locks: [OutputLock]

  /// Takes the lock of the tree of every path, in a fixed order (so that two runs with the
  /// same trees never wait for each other both); throws `busy` when another run holds one
  /// for longer than `wait` seconds.
  package static func acquire(paths: [String], base: String, wait: Double)
    throws(OutputError) -> TreeLock
  {
    let roots = Set(
      (paths.isEmpty ? ["."] : paths).map { root(of: FilePaths.absolute($0, in: base)) })
    var locks: [OutputLock] = []
    for root in roots.sorted() {
      do {
        locks.append(try OutputLock.acquire(root, displayName: display(root, in: base), wait: wait))
      } catch {
        for lock in locks { lock.release() }
        throw error
      }
    }
    return TreeLock(locks: locks)
  }

  /// Releases every lock.
  package func release() {
    for lock in locks.reversed() { lock.release() }
  }

  /// The root of the tree a path lies in; see `TreeLock`.
  package static func root(of path: String) -> String {
    let standard = URL(fileURLWithPath: path).standardizedFileURL.path
    let folder =
      FileKind.at(standard) == .directory
      ? standard : URL(fileURLWithPath: standard).deletingLastPathComponent().path
    let discovery = ProjectDiscovery.discover(
      from: folder, configurationName: LintConfiguration.fileName)
    if let repository = discovery.repositoryRoot { return repository.path }
    switch discovery.placement {
    case .here?, .above?:
      if let project = discovery.projectFolder { return project.path }
    case .below?, nil: break
    }
    return folder
  }

  /// A folder as messages name it: relative to `base` when inside it.
  static func display(_ folder: String, in base: String) -> String {
    if folder == base { return "." }
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return folder.hasPrefix(prefix) ? String(folder.dropFirst(prefix.count)) : folder
  }
}
