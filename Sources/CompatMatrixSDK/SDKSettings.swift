import CompatMatrixCore

/// What an SDK's `SDKSettings.json` says of it: its version, its name, the platform it builds
/// for and the deployment targets it supports.
///
/// ```json
/// { "Version": "16.4", "CanonicalName": "iphoneos16.4",
///   "DefaultProperties": { "PLATFORM_NAME": "iphoneos" },
///   "SupportedTargets": { "iphoneos": { "MinimumDeploymentTarget": "11.0",
///                                       "ValidDeploymentTargets": ["11.0", …, "16.4"] } } }
/// ```
package struct SDKSettings: Sendable, Hashable {
  /// `Version`: `16.4`.
  package var version: OSVersion?
  /// `CanonicalName`: `iphoneos16.4`.
  package var canonicalName: String?
  /// `DefaultProperties.PLATFORM_NAME`: `iphoneos`, `macosx`.
  package var platformName: String?
  /// The platform's `MinimumDeploymentTarget`: the oldest release it builds for.
  package var minimumDeploymentTarget: OSVersion?
  /// The platform's `ValidDeploymentTargets`, sorted.
  package var deploymentTargets: [OSVersion] = []

  /// Creates settings.
  package init(
    version: OSVersion? = nil, canonicalName: String? = nil, platformName: String? = nil,
    minimumDeploymentTarget: OSVersion? = nil, deploymentTargets: [OSVersion] = []
  ) {
    self.version = version
    self.canonicalName = canonicalName
    self.platformName = platformName
    self.minimumDeploymentTarget = minimumDeploymentTarget
    self.deploymentTargets = deploymentTargets
  }

  /// The settings a file holds; `nil` when it is not a JSON object. Members that are missing
  /// or of another type are left `nil`.
  package init?(json bytes: [UInt8]) {
    guard let document = try? JSONParser.parse(bytes), case .object(let members) = document.kind
    else { return nil }
    version = Self.string("Version", in: members).flatMap(OSVersion.init)
    canonicalName = Self.string("CanonicalName", in: members)
    if case .object(let properties)? = Self.value("DefaultProperties", in: members) {
      platformName = Self.string("PLATFORM_NAME", in: properties)
    }
    guard let platformName,
      case .object(let targets)? = Self.value("SupportedTargets", in: members),
      case .object(let platform)? = Self.value(platformName, in: targets)
    else { return }
    minimumDeploymentTarget = Self.string("MinimumDeploymentTarget", in: platform)
      .flatMap(OSVersion.init)
    if case .array(let valid)? = Self.value("ValidDeploymentTargets", in: platform) {
      deploymentTargets = valid.compactMap { value in
        if case .string(let text) = value.kind { OSVersion(text) } else { nil }
      }.sorted()
    }
  }

  /// The settings of the SDK folder at `path` (absolute); `nil` when it has no readable
  /// `SDKSettings.json`.
  package init?(folder path: String) {
    guard let bytes = try? RegularFile.read(path + "/SDKSettings.json", upTo: 1_048_576) else {
      return nil
    }
    self.init(json: bytes)
  }

  private static func value(_ key: String, in members: [JSONMember]) -> JSONValue.Kind? {
    members.first { $0.key == key }?.value.kind
  }

  private static func string(_ key: String, in members: [JSONMember]) -> String? {
    if case .string(let text)? = value(key, in: members) { text } else { nil }
  }
}
