import CompatMatrixCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A target of a project, the platforms it builds for with their minimums, and the Swift
/// files it compiles: an Xcode native target or a Swift package target.
package struct BuildTarget: Sendable, Hashable {
  /// Where a target was declared.
  package enum Kind: String, Sendable, Hashable {
    /// A `PBXNativeTarget` of an `.xcodeproj`.
    case xcode
    /// A target of a `Package.swift`.
    case package
  }

  /// The target's name.
  package var name: String
  /// The project file that declares it, as messages name it.
  package var project: String
  /// Where it was declared.
  package var kind: Kind
  /// Whether it builds unit or UI tests.
  package var isTest: Bool
  /// The platforms it builds for, each with its lowest deployment target over the target's
  /// configurations; a `nil` minimum when the project sets none for the platform.
  package var platforms: [Platform: OSVersion?]
  /// Whether it also builds for Mac Catalyst (`SUPPORTS_MACCATALYST`), which runs iOS code.
  package var supportsCatalyst: Bool
  /// Files it compiles one by one, standardized.
  package var files: [URL]
  /// Folders whose Swift files it compiles, each with paths relative to it that it leaves
  /// out, and, for a package target, the only paths it takes (`sources:`) when it lists them.
  package var folders: [Folder]

  /// A folder of sources.
  package struct Folder: Sendable, Hashable {
    /// The folder, standardized.
    package var url: URL
    /// Paths relative to the folder that are left out.
    package var excluded: [String]
    /// Paths relative to the folder that alone are compiled; empty for all of them.
    package var only: [String] = []
  }

  /// Creates a target.
  package init(
    name: String, project: String, kind: Kind, isTest: Bool = false,
    platforms: [Platform: OSVersion?], supportsCatalyst: Bool = false, files: [URL] = [],
    folders: [Folder] = []
  ) {
    self.name = name
    self.project = project
    self.kind = kind
    self.isTest = isTest
    self.platforms = platforms
    self.supportsCatalyst = supportsCatalyst
    self.files = files
    self.folders = folders
  }

  /// Whether the target builds for a platform; iPadOS is built as iOS.
  package func builds(for platform: Platform) -> Bool {
    platforms.keys.contains(Self.buildPlatform(platform))
  }

  /// The target's minimum for a platform, when it builds for it and sets one.
  package func minimum(for platform: Platform) -> OSVersion? {
    platforms[Self.buildPlatform(platform)] ?? nil
  }

  /// The platform whose settings a platform is built with: iPadOS uses iOS's.
  static func buildPlatform(_ platform: Platform) -> Platform {
    platform == .iPadOS ? .iOS : platform
  }
}
