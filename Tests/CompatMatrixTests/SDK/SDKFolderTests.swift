import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixSDK

/// Finding an SDK's version and files, and refusing what is not an iOS SDK.
@Suite struct SDKFolderTests {
  @Test func theFixturesHaveTheirVersionsAndFiles() throws {
    let old = try SDKTestSupport.sdk("iPhoneOS16.4.sdk")
    #expect(old.version == OSVersion(16, 4))
    #expect(old.versionSource == .settingsJSON)
    #expect(old.interfaces.map(\.framework) == ["SwiftUI", "UIKit"])
    #expect(
      old.interfaces.last?.path == "usr/lib/swift/UIKit.swiftmodule/arm64-apple-ios.swiftinterface")
    #expect(
      old.headers.map { $0.split(separator: "/").last ?? "" } == [
        "UIKit.h", "UIKitCore.h", "UINavigationBar.h", "UINavigationController.h",
      ])
    let new = try SDKTestSupport.sdk("iPhoneOS18.0.sdk")
    #expect(new.version == OSVersion(18))
    #expect(new.versionSource == .settingsPlist)
    #expect(new.interfaces.map(\.framework) == ["SwiftUI", "SwiftUICore", "UIKit"])
    #expect(try SDKContents(reading: new).hasCompleteSwiftUI)
  }

  /// Makes an SDK folder in a temporary place with the given files (path → contents).
  private func makeSDK(_ name: String, _ files: [String: String]) throws -> URL {
    let root = try TestSupport.temporaryDirectory().appendingPathComponent(name)
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return root
  }

  private static let header = "System/Library/Frameworks/UIKit.framework/Headers/UIView.h"
  private static let module =
    "System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/"

  @Test func theFolderNameGivesTheVersionWhenTheSettingsDoNot() throws {
    // A binary property list, as old SDKs have, says nothing readable.
    let root = try makeSDK(
      "iPhoneOS12.4.sdk",
      [Self.header: "@interface UIView\n@end\n", "SDKSettings.plist": "bplist00"])
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    let sdk = try SDKFolder(path: root.path, displayName: "iPhoneOS12.4.sdk")
    #expect(sdk.version == OSVersion(12, 4))
    #expect(sdk.versionSource == .folderName)
    #expect(sdk.interfaces.isEmpty)
  }

  @Test func oneInterfacePerModuleIsRead() throws {
    let root = try makeSDK(
      "iPhoneOS.sdk",
      [
        "SDKSettings.json": #"{"Version": "17.0"}"#,
        Self.module + "arm64e-apple-ios.swiftinterface": "",
        Self.module + "arm64-apple-ios.swiftinterface": "",
        Self.module + "arm64-apple-ios.private.swiftinterface": "",
      ])
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    let sdk = try SDKFolder(path: root.path, displayName: "iPhoneOS.sdk")
    #expect(sdk.interfaces.map(\.path) == [Self.module + "arm64-apple-ios.swiftinterface"])
    #expect(sdk.version == OSVersion(17))
  }

  @Test(arguments: [
    (["SDKSettings.json": "{}"], "iPhoneOS.sdk", SDKFolderError.notAnSDK("sdk")),
    (
      [header: "", "SDKSettings.json": #"{"Version": "x"}"#], "iPhoneOS.sdk",
      SDKFolderError.noVersion("sdk")
    ),
    (
      [header: "", "SDKSettings.json": #"{"DefaultProperties": {"PLATFORM_NAME": "macosx"}}"#],
      "MacOSX15.5.sdk", SDKFolderError.notIOS("sdk", platform: "macosx")
    ),
  ])
  func foldersThatAreNotIOSSDKsAreRefused(
    files: [String: String], name: String, expected: SDKFolderError
  ) throws {
    let root = try makeSDK(name, files)
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    #expect(throws: expected) { try SDKFolder(path: root.path, displayName: "sdk") }
    #expect(expected.isArgumentError)
  }

  @Test func missingPathsAndFilesAreRefused() throws {
    #expect(throws: SDKFolderError.notFound("nowhere")) {
      try SDKFolder(path: "/nonexistent/iPhoneOS.sdk", displayName: "nowhere")
    }
    let file = TestSupport.fixtures.appendingPathComponent("sdk/team/apis.json").path
    #expect(throws: SDKFolderError.notADirectory("apis.json", kind: "a file")) {
      try SDKFolder(path: file, displayName: "apis.json")
    }
  }

  @Test func aHeaderThatCannotBeReadIsBadData() throws {
    let root = try makeSDK("iPhoneOS17.0.sdk", [Self.header: ""])
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(
        "System/Library/Frameworks/UIKit.framework/Headers/UIBroken.h"),
      withIntermediateDirectories: true)
    let sdk = try SDKFolder(path: root.path, displayName: "sdk")
    do {
      _ = try SDKContents(reading: sdk)
      Issue.record("a folder named like a header was read")
    } catch {
      #expect(!error.isArgumentError)
      #expect(
        error.description
          == "cannot read 'sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBroken.h': "
          + "it is a folder, not a file")
    }
  }

  @Test(arguments: [
    ("iPhoneOS17.4.sdk", OSVersion(17, 4)), ("iPhoneSimulator18.sdk", OSVersion(18)),
    ("iPhoneOS.sdk", nil as OSVersion?), ("sdk-16.4.1", OSVersion(16, 4, 1)),
  ])
  func folderNames(name: String, expected: OSVersion?) {
    #expect(SDKFolder.folderNameVersion(name) == expected)
  }
}
