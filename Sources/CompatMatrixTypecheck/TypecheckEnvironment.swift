import CompatMatrixCore
import CompatMatrixSDK

/// Where `swiftc -typecheck` runs against one SDK: the compiler command, the arguments that
/// point it at the SDK, and what the SDK is.
///
/// On Linux an environment is the folder `scripts/typecheck-setup.sh` writes for a public SDK
/// dump (`swiftc-args`, `typecheck.env`); on macOS it is Xcode's SDK through `xcrun`, with
/// nothing to set up. `TypecheckEnvironment.locate(_:base:host:variables:)` reads either from
/// what a user names on the command line.
package struct TypecheckEnvironment: Sendable, Hashable {
  /// The environment as the user named it: a path, or `xcode (iphoneos)`.
  package var name: String
  /// The command that runs the compiler: a `swiftc` path, or `xcrun --sdk iphoneos swiftc`.
  package var command: [String]
  /// The arguments that point the compiler at the SDK (`-sdk`, `-resource-dir`,
  /// `-module-cache-path`, …), given after the target.
  package var arguments: [String]
  /// The architecture of the target triple: `arm64`, or `arm64e` for SDKs that ship only
  /// arm64e interfaces.
  package var architecture: String
  /// The platform the SDK builds for.
  package var platform: AvailabilityPlatform
  /// The SDK folder.
  package var sdkPath: String
  /// The SDK's version.
  package var sdkVersion: OSVersion
  /// The SDK's settings: its deployment targets.
  package var settings: SDKSettings

  /// Creates an environment.
  package init(
    name: String, command: [String], arguments: [String] = [], architecture: String = "arm64",
    platform: AvailabilityPlatform = .iOS, sdkPath: String, sdkVersion: OSVersion,
    settings: SDKSettings = SDKSettings()
  ) {
    self.name = name
    self.command = command
    self.arguments = arguments
    self.architecture = architecture
    self.platform = platform
    self.sdkPath = sdkPath
    self.sdkVersion = sdkVersion
    self.settings = settings
  }

  /// Whether code for a build can be checked here: a build of the SDK's platform, or a Mac
  /// Catalyst build against a macOS SDK.
  package func serves(_ build: BuildPlatform) -> Bool {
    build.platform == platform || (build.platform == .macCatalyst && platform == .macOS)
  }

  /// The oldest deployment target the SDK builds for, when its settings say.
  package var minimumDeploymentTarget: OSVersion? { settings.minimumDeploymentTarget }

  /// `iOS 16.4 SDK (/work/typecheck/ios16.4/iphoneos16.4)`.
  package var description: String {
    "\(platform) \(sdkVersion) SDK (\(name))"
  }

  /// The platform an SDK's `PLATFORM_NAME` builds for.
  package static func platform(named name: String) -> AvailabilityPlatform? {
    switch name {
    case "iphoneos", "iphonesimulator": .iOS
    case "macosx": .macOS
    case "appletvos", "appletvsimulator": .tvOS
    case "watchos", "watchsimulator": .watchOS
    case "xros", "xrsimulator": .visionOS
    default: nil
    }
  }

  /// The SDK names `xcrun --sdk` takes, by platform: what `xcode` stands for on macOS.
  package static let xcodeSDKs: [(sdk: String, platform: AvailabilityPlatform)] = [
    ("iphoneos", .iOS), ("macosx", .macOS), ("appletvos", .tvOS), ("watchos", .watchOS),
    ("xros", .visionOS),
  ]
}
