import CompatMatrixCore

/// Which platforms, and which minimums, apply to one Swift file: the union over the targets
/// that compile it.
///
/// ```swift
/// let platforms = targets.platforms(ofFile: "/repo/Shared/Model.swift")
/// platforms.builds(for: .iOS)     // true, false, or nil when no target lists the file
/// platforms.minimum(for: .iOS)    // the lowest iOS minimum of those targets
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

  /// The platforms of a file no target lists.
  package static let unknown = FilePlatforms(targets: [], platforms: [:], supportsCatalyst: false)

  /// Creates the platforms of a file.
  package init(targets: [String], platforms: [Platform: OSVersion?], supportsCatalyst: Bool) {
    self.targets = targets
    self.platforms = platforms
    self.supportsCatalyst = supportsCatalyst
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
