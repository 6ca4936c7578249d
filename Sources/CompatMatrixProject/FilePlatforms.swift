import CompatMatrixCore

/// Which platforms, and which minimums, apply to one Swift file: the union over the targets
/// that compile it.
///
/// ```swift
/// let platforms = targets.platforms(ofFile: "/repo/Shared/Model.swift")
/// platforms.builds(for: .iOS)     // true, false, or nil when no target lists the file
/// platforms.minimum(for: .iOS)    // the lowest iOS minimum of those targets
/// platforms.builds                 // iOS 15.0, macOS 12.0, Mac Catalyst 15.0 …
/// ```
package struct FilePlatforms: Sendable, Hashable {
  /// The targets that compile the file, as `Target` or, when names repeat across projects,
  /// `Target (Project/Package.swift)`, sorted; empty when no project read lists the file.
  package var targets: [String]
  /// Each platform those targets build for, with the lowest minimum among them; `nil` when
  /// none of them sets one.
  package var platforms: [Platform: OSVersion?]
  /// Whether one of the targets builds for Mac Catalyst.
  package var supportsCatalyst: Bool
  /// The targets that compile the file, without their sources, in `targets`' order before
  /// sorting: what `builds(_:)` reads.
  package var members: [BuildTarget] = []

  /// The platforms of a file no target lists.
  package static let unknown = FilePlatforms(targets: [], platforms: [:], supportsCatalyst: false)

  /// Creates the platforms of a file.
  package init(targets: [String], platforms: [Platform: OSVersion?], supportsCatalyst: Bool) {
    self.targets = targets
    self.platforms = platforms
    self.supportsCatalyst = supportsCatalyst
  }

  /// The builds the file is compiled in, each at the lowest minimum of the targets that
  /// compile it so: an app or app extension of each platform, and Mac Catalyst.
  package var builds: BuildMinimums { builds(nil) }

  /// The builds the file is compiled in once a minimum changes in the targets `changes`
  /// accepts (all of them by default): `upgrade` raises the iOS minimum of the project's
  /// own targets, while a local package keeps the minimum its manifest declares.
  package func builds(
    _ change: BuildTarget.MinimumChange?, in changes: (BuildTarget) -> Bool = { _ in true }
  ) -> BuildMinimums {
    members.reduce(BuildMinimums()) { result, target in
      result.union(target.builds(changes(target) ? change : nil))
    }
  }

  /// The union of what `targets` build.
  package init(_ targets: [BuildTarget], names: [String]) {
    var platforms: [Platform: OSVersion?] = [:]
    for target in targets {
      for (platform, minimum) in target.platforms {
        switch (platforms[platform] ?? nil, minimum) {
        case (let known?, let minimum?): platforms[platform] = min(known, minimum)
        case (nil, let minimum?): platforms[platform] = minimum
        case (let known, nil): platforms[platform] = .some(known)
        }
      }
    }
    self.init(
      targets: names.sorted(), platforms: platforms,
      supportsCatalyst: targets.contains(where: \.supportsCatalyst))
    members = targets.map(\.withoutSources)
  }

  /// Whether some project lists the file.
  package var isKnown: Bool { !targets.isEmpty }

  /// Whether the file is compiled for a platform (iPadOS as iOS); `nil` when no project lists
  /// the file.
  package func builds(for platform: Platform) -> Bool? {
    guard isKnown else { return nil }
    return platforms.keys.contains(BuildTarget.buildPlatform(platform))
  }

  /// The lowest minimum for a platform among the targets that compile the file for it.
  package func minimum(for platform: Platform) -> OSVersion? {
    platforms[BuildTarget.buildPlatform(platform)] ?? nil
  }
}
