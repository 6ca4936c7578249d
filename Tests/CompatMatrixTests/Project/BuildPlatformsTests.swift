import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixProject

/// Which builds a target compiles its files in, from its settings as Xcode resolves them:
/// `SUPPORTED_PLATFORMS` before `SDKROOT`, Mac Catalyst, app extensions, per configuration.
@Suite struct BuildPlatformsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var project: [String: String] = [:]
    var target: [String: String]
    var productType = "com.apple.product-type.application"
    var release: [String: String] = [:]
    /// `BuildMinimums.description` of the target's builds.
    var builds: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "an iOS app", target: ["SDKROOT": "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET": "15.0"],
      builds: "iOS 15.0"),
    Case(
      name: "SDKROOT = iphoneos with macosx among SUPPORTED_PLATFORMS builds for both",
      target: [
        "SDKROOT": "iphoneos", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx",
        "IPHONEOS_DEPLOYMENT_TARGET": "15.0", "MACOSX_DEPLOYMENT_TARGET": "12.0",
      ], builds: "iOS 15.0, macOS 12.0"),
    Case(
      name: "SDKROOT = macosx with iphoneos among SUPPORTED_PLATFORMS builds for iOS too",
      target: [
        "SDKROOT": "macosx", "SUPPORTED_PLATFORMS": "macosx iphoneos iphonesimulator",
        "IPHONEOS_DEPLOYMENT_TARGET": "13.0", "MACOSX_DEPLOYMENT_TARGET": "10.15",
      ], productType: "com.apple.product-type.framework", builds: "iOS 13.0, macOS 10.15"),
    Case(
      name: "SDKROOT = auto takes SUPPORTED_PLATFORMS, visionOS included",
      target: [
        "SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator xros xrsimulator",
        "IPHONEOS_DEPLOYMENT_TARGET": "14.0", "XROS_DEPLOYMENT_TARGET": "1.0",
      ], builds: "iOS 14.0, visionOS 1.0"),
    Case(
      name: "a tvOS extension under a project that sets an iOS minimum is tvOS only",
      project: ["IPHONEOS_DEPLOYMENT_TARGET": "15.0", "SDKROOT": "iphoneos"],
      target: ["SDKROOT": "appletvos", "TVOS_DEPLOYMENT_TARGET": "17.0"],
      productType: "com.apple.product-type.tv-app-extension", builds: "tvOS extension 17.0"),
    Case(
      name: "an app extension compiles as an extension",
      target: ["SDKROOT": "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET": "15.4"],
      productType: "com.apple.product-type.app-extension", builds: "iOS extension 15.4"),
    Case(
      name: "a framework with APPLICATION_EXTENSION_API_ONLY compiles as an extension",
      target: [
        "SDKROOT": "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET": "15.0",
        "APPLICATION_EXTENSION_API_ONLY": "YES",
      ], productType: "com.apple.product-type.framework", builds: "iOS extension 15.0"),
    Case(
      name: "Mac Catalyst runs from the iOS minimum",
      target: [
        "SDKROOT": "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET": "14.0",
        "SUPPORTS_MACCATALYST": "YES",
      ], builds: "iOS 14.0, Mac Catalyst 14.0"),
    Case(
      name: "Mac Catalyst with a macOS minimum runs from the lower of the two",
      project: ["MACOSX_DEPLOYMENT_TARGET": "12.3"],
      target: [
        "SDKROOT": "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET": "16.0",
        "SUPPORTS_MACCATALYST": "YES",
      ], builds: "iOS 16.0, Mac Catalyst 15.0"),
    Case(
      name: "Mac Catalyst never runs below 13.1",
      target: [
        "SDKROOT": "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET": "12.0",
        "SUPPORTS_MACCATALYST": "YES",
      ], builds: "iOS 12.0, Mac Catalyst 13.1"),
    Case(
      name: "configurations are united: Catalyst in one, a lower minimum in another",
      target: ["SDKROOT": "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET": "16.0"],
      release: ["SUPPORTS_MACCATALYST": "YES", "IPHONEOS_DEPLOYMENT_TARGET": "15.0"],
      builds: "iOS 15.0, Mac Catalyst 15.0"),
    Case(
      name: "settings inherited from the project",
      project: ["SDKROOT": "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET": "17.0"], target: [:],
      builds: "iOS 17.0"),
  ]

  static func targets(_ fixture: Case) throws -> SourceTargets {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let project = XcodeProjectFixture(
      name: "App", settings: fixture.project,
      targets: [
        .init(
          name: "App", productType: fixture.productType, folders: ["Sources"],
          settings: fixture.target, perConfiguration: ["Release": fixture.release])
      ])
    try project.write(in: folder)
    return SourceTargets.read(
      projects: [folder.appendingPathComponent("App.xcodeproj")], root: folder)
  }

  @Test(arguments: cases)
  func buildsFollowTheSettings(_ fixture: Case) throws {
    let targets = try Self.targets(fixture)
    #expect(targets.notes.isEmpty, "\(targets.notes)")
    let target = try #require(targets.targets.first)
    #expect(target.builds().description == fixture.builds)
  }

  @Test func theDeviceFamiliesAreRead() throws {
    let targets = try Self.targets(
      Case(
        name: "families",
        target: [
          "SDKROOT": "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET": "16.0",
          "TARGETED_DEVICE_FAMILY": "1,2,6",
        ], builds: ""))
    #expect(targets.targets.first?.deviceFamilies == [1, 2, 6])
  }

  /// The range a project gives follows the same rule: a tvOS target with an iOS minimum of
  /// its own does not lower it.
  @Test func theRangeCountsTheSameTargets() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try XcodeProjectFixture(
      name: "App", settings: ["IPHONEOS_DEPLOYMENT_TARGET": "15.0"],
      targets: [
        .init(
          name: "App", folders: ["App"],
          settings: ["SDKROOT": "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET": "16.0"]),
        // Its own iOS minimum, left from a template, does not make it an iOS target.
        .init(
          name: "TV", folders: ["TV"],
          settings: [
            "SDKROOT": "appletvos", "TVOS_DEPLOYMENT_TARGET": "17.0",
            "IPHONEOS_DEPLOYMENT_TARGET": "14.0",
          ]),
      ]
    ).write(in: folder)
    let detected = try #require(try ProjectDetector.detect(at: folder.path, platform: .iOS))
    #expect(detected.minimum == OSVersion(16))
    #expect(detected.target == "App")
  }
}
