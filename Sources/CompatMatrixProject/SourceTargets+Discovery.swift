import CompatMatrixCore
import CompatMatrixSource

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension SourceTargets {
  /// Which targets compile the Swift files below some paths, in one call: the projects each
  /// path's `ProjectDiscovery` finds (from the path up to the repository root, or one or two
  /// folders below it) and every `.xcodeproj` and `Package.swift` below the paths. Then
  /// `platforms(ofFile:)` answers "which platforms and minimums apply to this file"; a
  /// rewriter asks it before changing a file for a minimum.
  ///
  /// `paths` are resolved against `base`, which names in notes are relative to.
  package static func discover(
    for paths: [String], base: String, cache: ProjectFileCache? = nil
  ) -> SourceTargets {
    let walked = (try? SourceWalker(roots: paths, base: base, filters: []).walkAll())?.projects
    let folders = paths.compactMap { path -> String? in
      let absolute = path.hasPrefix("/") ? path : base + "/" + path
      return ProjectDiscovery.discover(from: absolute, configurationName: "").projectFolder?.path
    }
    return read(walked: walked ?? [], around: folders, root: base, cache: cache)
  }

  /// The targets of the projects a walk met and of those in (or named by) `folders`.
  package static func read(
    walked: [String], around folders: [String], root: String, cache: ProjectFileCache? = nil
  ) -> SourceTargets {
    var seen = Set<String>()
    let projects = (walked + folders.flatMap(projects(in:)))
      .map { URL(fileURLWithPath: $0).standardizedFileURL.path }
      .filter { seen.insert($0).inserted }
    return read(
      projects: projects.map { URL(fileURLWithPath: $0) }, root: URL(fileURLWithPath: root),
      cache: cache)
  }

  /// The `.xcodeproj` folders and `Package.swift` directly in a folder (in a folder with an
  /// `.xcworkspace` and no `.xcodeproj`, the projects the workspace lists), or the project
  /// itself when `path` names one (an `.xcodeproj`, its `project.pbxproj`, or a
  /// `Package.swift`).
  package static func projects(in path: String) -> [String] {
    let url = URL(fileURLWithPath: path)
    if url.pathExtension == "xcodeproj" || url.lastPathComponent == "Package.swift" {
      return [url.standardizedFileURL.path]
    }
    if url.lastPathComponent == "project.pbxproj" {
      return [url.deletingLastPathComponent().standardizedFileURL.path]
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    var found = names.sorted().filter {
      ($0.hasSuffix(".xcodeproj") && !$0.hasPrefix(".")) || $0 == "Package.swift"
    }.map { url.appendingPathComponent($0).standardizedFileURL.path }
    // A folder with a workspace and no project of its own: the workspace's projects.
    if !found.contains(where: { $0.hasSuffix(".xcodeproj") }) {
      for name in names.sorted() where name.hasSuffix(".xcworkspace") && !name.hasPrefix(".") {
        found += XcodeWorkspace.projects(in: url.appendingPathComponent(name)).map(\.path)
      }
    }
    return found
  }
}
