import CompatMatrixCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A raise of a platform's minimum over the projects that compile a tree of files: each
/// file's builds once it is raised, which `upgrade` rewrites the file for and lists its dead
/// checks by.
///
/// The raise applies to the project's own targets: every Xcode target, and the targets of the
/// `Package.swift` in the folder the project was found in. A local package in a folder below
/// (`Packages/Kit`), which the app depends on, keeps the minimum its manifest declares, since
/// the raise does not change its `platforms:`: its files are rewritten for that minimum, and
/// `keptPackages` says so.
///
/// ```swift
/// let targets = SourceTargets.discover(for: [path], base: cwd)
/// let raise = MinimumRaise(platform: .iOS, to: OSVersion(17), targets: targets, paths: [path], base: cwd)
/// raise.builds(ofFile: "/repo/Shared/View.swift")   // iOS 17.0, macOS 13.0, …
/// ```
package struct MinimumRaise: Sendable {
  /// The platform raised.
  package let platform: Platform
  /// The new minimum.
  package let minimum: OSVersion
  /// Which targets compile each file.
  package let targets: SourceTargets
  /// The manifests, as targets name them (`BuildTarget.project`), whose packages are raised
  /// with the project.
  package let raisedManifests: Set<String>

  /// Creates a raise; `raisedManifests` names the packages raised with the project.
  package init(
    platform: Platform, to minimum: OSVersion, targets: SourceTargets,
    raisedManifests: Set<String> = []
  ) {
    self.platform = platform
    self.minimum = minimum
    self.targets = targets
    self.raisedManifests = raisedManifests
  }

  /// Creates a raise of the project that the first of `paths` is in: the `Package.swift` in
  /// the folder it is found in, if any, is raised too.
  package init(
    platform: Platform, to minimum: OSVersion, targets: SourceTargets, paths: [String],
    base: String
  ) {
    var manifests = Set<String>()
    if let first = paths.first {
      let absolute = first.hasPrefix("/") ? first : base + "/" + first
      if let folder = ProjectDiscovery.discover(from: absolute, configurationName: "")
        .projectFolder
      {
        let manifest = folder.appendingPathComponent("Package.swift")
        if FileManager.default.fileExists(atPath: manifest.path) {
          manifests = [ProjectFiles(root: URL(fileURLWithPath: base)).display(manifest)]
        }
      }
    }
    self.init(platform: platform, to: minimum, targets: targets, raisedManifests: manifests)
  }

  /// Whether the raise applies to a target.
  package func raises(_ target: BuildTarget) -> Bool {
    target.kind == .xcode || raisedManifests.contains(target.project)
  }

  /// The builds of the file at a standardized absolute path after the raise; `nil` when
  /// only targets of other platforms compile it. A file no project lists gets
  /// `BuildMinimums.assumed(_:minimum:)`.
  package func builds(ofFile path: String) -> BuildMinimums? {
    builds(of: targets.platforms(ofFile: path))
  }

  /// The builds of a file with these platforms after the raise; `nil` when the file is not
  /// compiled for the platform.
  package func builds(of platforms: FilePlatforms) -> BuildMinimums? {
    guard platforms.isKnown else { return .assumed(platform, minimum: minimum) }
    guard platforms.builds(for: platform) == true else { return nil }
    return platforms.builds(.raise(platform, to: minimum), in: raises)
  }

  /// One line for each Xcode target whose Mac Catalyst build the raise leaves below the new
  /// minimum: its `MACOSX_DEPLOYMENT_TARGET` may give the Catalyst minimum, and the iOS checks
  /// the Catalyst build still needs stay.
  package var keptCatalystBuilds: [String] {
    guard platform == .iOS || platform == .iPadOS else { return [] }
    var held: [String: [String]] = [:]
    for target in targets.targets where target.kind == .xcode && !target.isTest && raises(target) {
      guard let catalyst = target.catalyst, let bound = catalyst.macOSBound, bound < minimum
      else { continue }
      let own = catalyst.minimum(iOS: max(target.minimum(for: .iOS) ?? minimum, minimum)) ?? bound
      held["\(target.project)\n\(own)", default: []].append("'\(target.name)'")
    }
    return held.keys.sorted().map { key in
      // Every key has names, and holds the project, a line break and the version.
      let names = held[key]!
      let parts = key.split(separator: "\n", omittingEmptySubsequences: false)
      let (project, own) = (parts.dropLast().joined(separator: "\n"), parts.last!)
      return
        "\(names.count == 1 ? "target" : "targets") \(names.joined(separator: ", ")) (\(project)) "
        + "\(names.count == 1 ? "builds" : "build") for Mac Catalyst from \(own) at the lowest, "
        + "as MACOSX_DEPLOYMENT_TARGET reads: iOS checks above \(own) stay for that build"
    }
  }

  /// One line for each package the raise leaves below the new minimum, whose files are then
  /// rewritten for its own: `Mlem/Packages/Icons/Package.swift declares iOS 18.0: …`.
  package var keptPackages: [String] {
    var lowest: [String: OSVersion] = [:]
    for target in targets.targets
    where target.kind == .package && !target.isTest && !raises(target) {
      guard let own = target.minimum(for: platform), own < minimum else { continue }
      lowest[target.project] = min(lowest[target.project] ?? own, own)
    }
    return lowest.keys.sorted().map { manifest in
      // Every key has a value.
      let own = lowest[manifest]!
      return
        "\(manifest) declares \(platform) \(own) and is not raised: its files keep that "
        + "minimum; raise its platforms: to rewrite them for \(minimum)"
    }
  }
}
