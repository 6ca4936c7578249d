import CompatMatrixCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension XcodeProject {
  /// The platforms a build setting's SDK names can stand for.
  static let buildPlatforms: [Platform] = [.iOS, .macOS, .tvOS, .watchOS, .visionOS]

  /// Every native target as a `BuildTarget`: over its configurations, the platforms it builds
  /// for (`platforms(of:_:_:for:)`) with the lowest deployment target of each, Mac Catalyst
  /// (`SUPPORTS_MACCATALYST`) with its minimum, whether it is compiled as an app extension,
  /// and its device families.
  ///
  /// `file` names the `project.pbxproj` in messages; a base configuration that cannot be read
  /// throws.
  func buildTargets(file: String, files: ProjectFiles) throws(ProjectDetectionError)
    -> [BuildTarget]
  {
    var stacks = XcodeSettingStacks(project: self, file: file, files: files)
    var result: [BuildTarget] = []
    for (target, sources) in zip(targets, targetSources()) {
      var platforms: [Platform: OSVersion?] = [:]
      var catalyst: BuildTarget.CatalystBuild?
      var extensionUses = Set<Bool>()
      var families = Set<Int>()
      for configuration in target.configurations {
        // SDKROOT and SUPPORTED_PLATFORMS are read with no SDK: they are what chooses it.
        let neutral = try stacks.stack(for: configuration, sdk: "")
        let built = try Self.platforms(of: neutral, configuration, &stacks)
        for platform in built {
          let names = PlatformSettings(platform)
          let stack = try stacks.stack(for: configuration, sdk: names.deviceSDKName)
          let version = stack.value(of: names.deploymentTargetSetting).flatMap(OSVersion.init)
          Self.lower(&platforms, platform, to: version)
        }
        if built.contains(.iOS), neutral.value(of: "SUPPORTS_MACCATALYST")?.uppercased() == "YES" {
          catalyst = Self.lower(catalyst, try Self.catalyst(configuration, &stacks))
        }
        extensionUses.insert(Self.isExtension(target, neutral))
        for word in (neutral.value(of: "TARGETED_DEVICE_FAMILY") ?? "").split(separator: ",") {
          if let family = Int(String(word).trimming(" \t")) { families.insert(family) }
        }
      }
      let linkage: BuildTarget.Linkage =
        extensionUses.count > 1 ? .either : extensionUses.first == true ? .appExtension : .app
      result.append(
        BuildTarget(
          name: target.name, project: file, kind: .xcode, isTest: target.isTest,
          platforms: platforms, catalyst: catalyst, linkage: linkage,
          deviceFamilies: families.sorted(), files: sources.files,
          folders: sources.folders.map {
            BuildTarget.Folder(url: $0.url.standardizedFileURL, excluded: $0.excluded)
          }))
    }
    return result
  }

  /// Lowers a platform's minimum to `version`; a platform without one stays without.
  private static func lower(
    _ platforms: inout [Platform: OSVersion?], _ platform: Platform, to version: OSVersion?
  ) {
    let known = platforms[platform] ?? nil
    switch (known, version) {
    case (let known?, let version?): platforms[platform] = min(known, version)
    case (nil, let version?): platforms[platform] = version
    default: platforms[platform] = .some(known)
    }
  }

  /// The lower of two configurations' Catalyst builds.
  private static func lower(
    _ known: BuildTarget.CatalystBuild?, _ other: BuildTarget.CatalystBuild
  ) -> BuildTarget.CatalystBuild {
    guard let known else { return other }
    func lowest(_ a: OSVersion?, _ b: OSVersion?) -> OSVersion? {
      [a, b].compactMap { $0 }.min()
    }
    return BuildTarget.CatalystBuild(
      iOSMinimum: lowest(known.iOSMinimum, other.iOSMinimum),
      macOSBound: lowest(known.macOSBound, other.macOSBound))
  }

  /// A configuration's Catalyst build: its settings read for the macOS SDK, which Catalyst
  /// builds with.
  private static func catalyst(
    _ configuration: Configuration, _ stacks: inout XcodeSettingStacks
  ) throws(ProjectDetectionError) -> BuildTarget.CatalystBuild {
    let mac = try stacks.stack(for: configuration, sdk: "macosx")
    let iOS = try stacks.stack(for: configuration, sdk: "iphoneos")
    let setting = PlatformSettings(.iOS).deploymentTargetSetting
    let own = mac.value(of: setting).flatMap(OSVersion.init)
    let macOS = mac.value(of: PlatformSettings(.macOS).deploymentTargetSetting)
      .flatMap(OSVersion.init)
    return BuildTarget.CatalystBuild(
      iOSMinimum: own != iOS.value(of: setting).flatMap(OSVersion.init) ? own : nil,
      macOSBound: macOS.map(AvailabilityPlatform.catalystVersion(forMacOS:)))
  }

  /// Whether a configuration compiles its code as an app extension: an extension product
  /// type, unless `APPLICATION_EXTENSION_API_ONLY` says `NO`, or any target where it says
  /// `YES`.
  private static func isExtension(_ target: Target, _ settings: BuildSettingStack) -> Bool {
    switch settings.value(of: "APPLICATION_EXTENSION_API_ONLY")?.uppercased() {
    case "YES": return true
    case "NO": return false
    default: return target.isExtension
    }
  }

  /// The platforms one configuration builds for, the way Xcode chooses them:
  /// `SUPPORTED_PLATFORMS` when it names platforms (a target with `SDKROOT = iphoneos` that
  /// also lists `macosx` builds for both; one with `SDKROOT = macosx` that lists `iphoneos`
  /// too), else `SDKROOT` (`auto` chooses nothing by itself), else, when neither decides,
  /// the platforms whose deployment target has a value.
  static func platforms(
    of neutral: BuildSettingStack, _ configuration: Configuration,
    _ stacks: inout XcodeSettingStacks
  ) throws(ProjectDetectionError) -> [Platform] {
    if let supported = neutral.value(of: "SUPPORTED_PLATFORMS") {
      let words = supported.split(whereSeparator: \.isWhitespace).map(String.init)
      let named = buildPlatforms.filter { platform in
        words.contains { PlatformSettings(platform).matchesSDK($0) }
      }
      if !named.isEmpty { return named }
    }
    let sdk = neutral.value(of: "SDKROOT").flatMap { $0.lowercased() == "auto" ? nil : $0 }
    if let sdk {
      let named = buildPlatforms.filter { PlatformSettings($0).matchesSDK(sdk) }
      if !named.isEmpty { return named }
    }
    var found: [Platform] = []
    for platform in buildPlatforms {
      let names = PlatformSettings(platform)
      let stack = try stacks.stack(for: configuration, sdk: names.deviceSDKName)
      if stack.resolve(names.deploymentTargetSetting) != .unset { found.append(platform) }
    }
    return found
  }
}
