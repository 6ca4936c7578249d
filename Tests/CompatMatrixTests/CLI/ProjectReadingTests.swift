import Foundation
import Testing

/// Projects the first field test of real apps could not read, or read wrongly: a workspace
/// beside a code-generation package, an `.xcodeproj` that XcodeGen generates, a project two
/// folders down, a minor target older than the data. Every command finds the project the
/// same way.
@Suite struct ProjectReadingTests {
  typealias Target = XcodeProjectFixture.Target

  static func app(_ name: String, minimum: String, extra: [Target] = []) -> XcodeProjectFixture {
    XcodeProjectFixture(
      name: name, settings: ["SDKROOT": "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET": minimum],
      targets: [Target(name: name, folders: [name + "Sources"], settings: [:])] + extra)
  }

  static func folder() throws -> URL {
    let folder = try TestSupport.temporaryDirectory()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    return folder
  }

  /// woocommerce: a workspace at the top, the app one folder down, a macOS code-generation
  /// package beside it, which sorts first.
  @Test(arguments: ["resolve", "lint"])
  func theWorkspaceGivesTheProject(_ command: String) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.app("Woo", minimum: "16.0").write(in: folder.appendingPathComponent("Woo"))
    try TestSupport.write(
      [
        "Woo.xcworkspace/contents.xcworkspacedata": """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace version = "1.0">
           <FileRef location = "group:Woo/Woo.xcodeproj"></FileRef>
           <FileRef location = "group:CodeGeneration"></FileRef>
           <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
        </Workspace>

        """,
        "CodeGeneration/Package.swift": """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "CodeGeneration", platforms: [.macOS(.v13)])

        """,
        "Woo/WooSources/Root.swift": "struct Root {}\n",
      ], in: folder)
    let result = CLIRunner.run([command], in: folder.path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect((result.stdout + result.stderr).contains("16.0"), "\(result.stdout)")
    #expect((result.stdout + result.stderr).contains("Woo/Woo.xcodeproj"), "\(result.stderr)")
  }

  /// element-ios and kiwix: projects XcodeGen generates, not checked in.
  @Test(arguments: [
    (true, "Riot.xcodeproj has no project.pbxproj (XcodeGen generates it from project.yml"),
    (false, "no Xcode project in this folder: XcodeGen generates it from project.yml"),
  ])
  func aGeneratedProjectIsNamedWithWhatGeneratesIt(_ hasFolder: Bool, _ line: String) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var files = ["project.yml": "name: Riot\n", "Riot/Root.swift": "struct Root {}\n"]
    if hasFolder { files["Riot.xcodeproj/xcshareddata/WorkspaceSettings.xcsettings"] = "" }
    try TestSupport.write(files, in: folder)
    for command in ["resolve", "lint"] {
      let result = CLIRunner.run([command], in: folder.path)
      #expect(result.status == 64, "\(command): \(result.stderr)")
      #expect(result.stderr.contains(line), "\(command): \(result.stderr)")
      #expect(!result.stderr.contains("cannot read"), "\(command): \(result.stderr)")
    }
  }

  /// protonvpn: the iOS app two folders down; `resolve` finds it as `lint` does.
  @Test(arguments: ["resolve", "lint"])
  func aProjectTwoFoldersDownIsFoundByEveryCommand(_ command: String) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let apps = folder.appendingPathComponent("apps/ios")
    try Self.app("iOS", minimum: "15.0").write(in: apps)
    try TestSupport.write(["apps/ios/iOSSources/Root.swift": "struct Root {}\n"], in: folder)
    let result = CLIRunner.run([command], in: folder.path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      (result.stdout + result.stderr).contains("apps/ios/iOS.xcodeproj/project.pbxproj"),
      "\(result.stdout)\(result.stderr)")
  }

  /// kiwix@2023-12: a minor target at iOS 12, older than the data, beside the app at 15.
  @Test func aTargetOlderThanTheDataDoesNotStopLint() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.app(
      "Kiwix", minimum: "15.0",
      extra: [
        Target(
          name: "WikiMed", folders: ["WikiMed"], settings: ["IPHONEOS_DEPLOYMENT_TARGET": "12.0"])
      ]
    ).write(in: folder)
    try TestSupport.write(
      [
        "KiwixSources/Root.swift": "struct Root {}\n",
        // At its target's own minimum, 12.0, this check is needed.
        "WikiMed/Old.swift": "@available(iOS 13.0, *)\nstruct Old {}\n",
      ], in: folder)
    let result = CLIRunner.run(["lint"], in: folder.path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("linting for iOS 13.0+"), "\(result.stderr)")
    #expect(!result.stderr.contains("--project"), "\(result.stderr)")
    #expect(!result.stdout.contains("Old.swift"), "\(result.stdout)")
  }

  /// UTM's raise from iOS 11, before the data's first release.
  @Test func anUpgradeFromBeforeTheDataComparesFromItsFirstRelease() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try TestSupport.write(
      ["Old.swift": "@available(iOS 12.0, *)\nstruct Old {}\n"], in: folder)
    let result = CLIRunner.run(
      ["upgrade", "--from", "11", "--to", "14", "--path", ".", "--apply"], in: folder.path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("before the first release in the data"), "\(result.stderr)")
    #expect(try TestSupport.contents(folder, "Old.swift") == "struct Old {}\n")
  }
}
