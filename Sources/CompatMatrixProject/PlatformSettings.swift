import CompatMatrixCore
import CompatMatrixSource

/// The names a platform goes by in Xcode build settings and in SwiftPM manifests.
struct PlatformSettings: Sendable, Hashable {
  /// The platform named.
  package let platform: Platform

  /// The names of `platform`.
  package init(_ platform: Platform) {
    self.platform = platform
  }

  /// The Xcode build setting that holds the deployment target: `IPHONEOS_DEPLOYMENT_TARGET`
  /// for iOS and iPadOS, which share it.
  var deploymentTargetSetting: String {
    switch platform {
    case .iOS, .iPadOS: "IPHONEOS_DEPLOYMENT_TARGET"
    case .macOS: "MACOSX_DEPLOYMENT_TARGET"
    case .tvOS: "TVOS_DEPLOYMENT_TARGET"
    case .watchOS: "WATCHOS_DEPLOYMENT_TARGET"
    case .visionOS: "XROS_DEPLOYMENT_TARGET"
    }
  }

  /// The SDK names `SDKROOT` and `SUPPORTED_PLATFORMS` use for the platform: the device SDK
  /// first, then the simulator's.
  var sdkNames: [String] {
    switch platform {
    case .iOS, .iPadOS: ["iphoneos", "iphonesimulator"]
    case .macOS: ["macosx"]
    case .tvOS: ["appletvos", "appletvsimulator"]
    case .watchOS: ["watchos", "watchsimulator"]
    case .visionOS: ["xros", "xrsimulator"]
    }
  }

  /// The device SDK's name, which `[sdk=...]` conditions are matched against.
  var deviceSDKName: String {
    // Every case above lists at least one name.
    sdkNames[0]
  }

  /// The member of SwiftPM's `SupportedPlatform` for the platform: `iOS` in `.iOS(.v15)`.
  var packagePlatformName: String {
    switch platform {
    case .iOS, .iPadOS: "iOS"
    case .macOS: "macOS"
    case .tvOS: "tvOS"
    case .watchOS: "watchOS"
    case .visionOS: "visionOS"
    }
  }

  /// Whether an `SDKROOT` value, or one word of `SUPPORTED_PLATFORMS`, names this platform.
  ///
  /// Accepts SDK names with a version (`iphoneos17.2`) and SDK paths
  /// (`.../iPhoneOS17.2.sdk`); letter case does not matter.
  func matchesSDK(_ value: String) -> Bool {
    let lowered = value.lowercased()
    let name = lowered.split(separator: "/").last.map(String.init) ?? lowered
    return sdkNames.contains { name.hasPrefix($0) }
  }
}
