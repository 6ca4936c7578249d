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
  /// Its Mac Catalyst build, when it has one (`SUPPORTS_MACCATALYST`), which compiles its iOS
  /// code for the Mac.
  package var catalyst: CatalystBuild?
  /// Whether its code is compiled as an app, as an app extension, or (a package, which its
  /// clients build) as either.
  package var linkage: Linkage
  /// `TARGETED_DEVICE_FAMILY`: 1 iPhone, 2 iPad, 3 Apple TV, 4 Apple Watch, 6 Mac (Catalyst's
  /// Mac idiom), 7 Apple Vision; empty when not set.
  package var deviceFamilies: [Int]
  /// For a package target, the platforms its manifest's `platforms:` lists; the others it is
  /// built for only when a client is.
  package var declared: Set<Platform> = []
  /// Files it compiles one by one, standardized.
  package var files: [URL]
  /// Folders whose Swift files it compiles, each with paths relative to it that it leaves
  /// out, and, for a package target, the only paths it takes (`sources:`) when it lists them.
  package var folders: [Folder]

  /// How a target's code is compiled, which decides whether `…ApplicationExtension` clauses
  /// apply to it.
  package enum Linkage: String, Sendable, Hashable {
    /// As an app (or a framework for apps).
    case app
    /// As an app extension (`APPLICATION_EXTENSION_API_ONLY`).
    case appExtension
    /// Either: a package target, which its clients build as they are built.
    case either
  }

  /// A target's Mac Catalyst build.
  package struct CatalystBuild: Sendable, Hashable {
    /// `IPHONEOS_DEPLOYMENT_TARGET` for the Catalyst build, when it differs from the iOS
    /// build's (a `[sdk=macosx*]` condition); `nil` for the iOS minimum.
    package var iOSMinimum: OSVersion?
    /// The Catalyst version `MACOSX_DEPLOYMENT_TARGET` stands for, when set
    /// (`AvailabilityPlatform.catalystVersion(forMacOS:)`): Xcode may take the Catalyst
    /// minimum from either setting, so the lower of the two counts.
    package var macOSBound: OSVersion?

    /// Creates a Catalyst build.
    package init(iOSMinimum: OSVersion? = nil, macOSBound: OSVersion? = nil) {
      self.iOSMinimum = iOSMinimum
      self.macOSBound = macOSBound
    }

    /// The Catalyst minimum for an iOS minimum: the lower of it and the macOS bound, and
    /// never below Catalyst's first release.
    package func minimum(iOS: OSVersion?) -> OSVersion? {
      let candidates = [iOSMinimum ?? iOS, macOSBound].compactMap { $0 }
      guard let lowest = candidates.min() else { return nil }
      return max(lowest, AvailabilityPlatform.catalystFloor)
    }
  }

  /// A change to a platform's minimum that a command asks for.
  package enum MinimumChange: Sendable, Hashable {
    /// The platform's builds run from at least this version (`upgrade --to`).
    case raise(Platform, to: OSVersion)
    /// The platform's builds run from this version (a range given to `lint`).
    case set(Platform, to: OSVersion)
  }

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
    platforms: [Platform: OSVersion?], catalyst: CatalystBuild? = nil, linkage: Linkage = .app,
    declared: Set<Platform> = [], deviceFamilies: [Int] = [], files: [URL] = [],
    folders: [Folder] = []
  ) {
    self.name = name
    self.project = project
    self.kind = kind
    self.isTest = isTest
    self.platforms = platforms
    self.catalyst = catalyst
    self.linkage = linkage
    self.declared = declared
    self.deviceFamilies = deviceFamilies
    self.files = files
    self.folders = folders
  }

  /// Whether it also builds for Mac Catalyst, which runs iOS code.
  package var supportsCatalyst: Bool { catalyst != nil }

  /// The builds it compiles its files in, each with its minimum, after `change` when one is
  /// given: an app or an app extension (or both) of each platform, and Mac Catalyst.
  package func builds(_ change: MinimumChange? = nil) -> BuildMinimums {
    func changed(_ platform: Platform, _ minimum: OSVersion?) -> OSVersion? {
      switch change {
      case .raise(let raised, let to)? where Self.buildPlatform(raised) == platform:
        return max(minimum ?? to, to)
      case .set(let set, let to)? where Self.buildPlatform(set) == platform:
        return to
      default:
        return minimum
      }
    }
    let variants: [Bool] =
      switch linkage {
      case .app: [false]
      case .appExtension: [true]
      case .either: [false, true]
      }
    var result = BuildMinimums()
    for (platform, minimum) in platforms {
      let own = changed(platform, minimum)
      for isExtension in variants {
        result.add(
          BuildPlatform(AvailabilityPlatform(platform), isExtension: isExtension), minimum: own)
      }
    }
    if let catalyst {
      var build = catalyst
      build.iOSMinimum = catalyst.iOSMinimum.map { changed(.iOS, $0) ?? $0 }
      let minimum = build.minimum(iOS: changed(.iOS, platforms[.iOS] ?? nil))
      for isExtension in variants {
        result.add(BuildPlatform(.macCatalyst, isExtension: isExtension), minimum: minimum)
      }
    }
    return result
  }

  /// The target without its files and folders: what a file's platforms keep of it.
  var withoutSources: BuildTarget {
    var copy = self
    copy.files = []
    copy.folders = []
    return copy
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
