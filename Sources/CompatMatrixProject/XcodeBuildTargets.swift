import CompatMatrixCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension XcodeProject {
  /// The platforms a build setting's SDK names can stand for.
  static let buildPlatforms: [Platform] = [.iOS, .macOS, .tvOS, .watchOS, .visionOS]

  /// Every native target as a `BuildTarget`: the platforms its configurations build for, from
  /// `SDKROOT` and `SUPPORTED_PLATFORMS` (or, when neither is set, the platforms whose
  /// deployment target is set), each with its lowest deployment target over the
  /// configurations; Mac Catalyst from `SUPPORTS_MACCATALYST`.
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
      var catalyst = false
      for configuration in target.configurations {
        // SDKROOT and SUPPORTED_PLATFORMS are read with no SDK: they are what chooses it.
        let neutral = try stacks.stack(for: configuration, sdk: "")
        catalyst = catalyst || neutral.value(of: "SUPPORTS_MACCATALYST")?.uppercased() == "YES"
        for platform in try Self.platforms(of: neutral, configuration, &stacks) {
          let names = PlatformSettings(platform)
          let stack = try stacks.stack(for: configuration, sdk: names.deviceSDKName)
          let version = stack.value(of: names.deploymentTargetSetting).flatMap(OSVersion.init)
          let known = platforms[platform] ?? nil
          switch (known, version) {
          case (let known?, let version?): platforms[platform] = min(known, version)
          case (nil, let version?): platforms[platform] = version
          default: platforms[platform] = .some(known)
          }
        }
      }
      result.append(
        BuildTarget(
          name: target.name, project: file, kind: .xcode, isTest: target.isTest,
          platforms: platforms, supportsCatalyst: catalyst,
          files: sources.files,
          folders: sources.folders.map {
            BuildTarget.Folder(url: $0.url.standardizedFileURL, excluded: $0.excluded)
          }))
    }
    return result
  }

  /// The platforms one configuration builds for.
  private static func platforms(
    of neutral: BuildSettingStack, _ configuration: Configuration,
    _ stacks: inout XcodeSettingStacks
  ) throws(ProjectDetectionError) -> [Platform] {
    let sdk = neutral.value(of: "SDKROOT").flatMap { $0.lowercased() == "auto" ? nil : $0 }
    if let sdk {
      let named = buildPlatforms.filter { PlatformSettings($0).matchesSDK(sdk) }
      if !named.isEmpty { return named }
    }
    if let supported = neutral.value(of: "SUPPORTED_PLATFORMS") {
      let words = supported.split(whereSeparator: \.isWhitespace).map(String.init)
      let named = buildPlatforms.filter { platform in
        words.contains { PlatformSettings(platform).matchesSDK($0) }
      }
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
