import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

extension ProjectTests {
  /// Small projects written to a temporary folder, for the cases the fixtures do not cover.
  @Suite struct XcodeProjectDetectorTests {
    /// A target of a generated project: its Debug configuration's build settings, and text
    /// added to that configuration (such as a base configuration reference).
    struct Target: Sendable {
      var name: String
      var type = "com.apple.product-type.application"
      var settings: String
      var configuration = ""
    }

    /// A `project.pbxproj` whose project settings are on line 6 and whose target `i` (from 0)
    /// has its settings on line `9 + 3 * i`; `objects` adds lines after the targets, and
    /// `children` the main group's children.
    static func projectText(
      project: String, targets: [Target], objects: [String] = [], children: String = ""
    )
      -> String
    {
      var lines = [
        "// !$*UTF8*$!",
        "{",
        "\tobjects = {",
        "\t\tP1 = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G1; targets = ("
          + targets.indices.map { "T\($0), " }.joined() + "); };",
        "\t\tPL = {isa = XCConfigurationList; buildConfigurations = (PD, ); };",
        "\t\tPD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {\(project)}; };",
      ]
      for (index, target) in targets.enumerated() {
        lines += [
          "\t\tT\(index) = {isa = PBXNativeTarget; name = \(target.name); productType = \"\(target.type)\"; "
            + "buildConfigurationList = L\(index); };",
          "\t\tL\(index) = {isa = XCConfigurationList; buildConfigurations = (C\(index), ); };",
          "\t\tC\(index) = {isa = XCBuildConfiguration; name = Debug; \(target.configuration) "
            + "buildSettings = {\(target.settings)}; };",
        ]
      }
      lines += objects
      lines += [
        "\t\tG1 = {isa = PBXGroup; children = (\(children)); sourceTree = \"<group>\"; };",
        "\t};",
        "\trootObject = P1;",
        "}",
      ]
      return lines.joined(separator: "\n") + "\n"
    }

    /// Writes `App.xcodeproj/project.pbxproj` and other files into a new folder.
    static func write(_ pbxproj: String, files: [String: String] = [:]) throws -> URL {
      let folder = try TestSupport.temporaryDirectory()
      var all = files
      all["App.xcodeproj/project.pbxproj"] = pbxproj
      for (path, text) in all {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      }
      return folder
    }

    private static func summary(_ detected: DetectedDeploymentTarget?) -> String {
      guard let detected else { return "nil" }
      return
        "\(detected.minimum) \(detected.source.rawValue) \(detected.location) "
        + "\(detected.target ?? "-") | \(detected.explanation)"
    }

    static let pbx = "App.xcodeproj/project.pbxproj"

    @Test(arguments: [
      (
        "SDKROOT = auto; SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx xros xrsimulator\"; "
          + "IPHONEOS_DEPLOYMENT_TARGET = 17.0; MACOSX_DEPLOYMENT_TARGET = 14.0; XROS_DEPLOYMENT_TARGET = 1.1;",
        [Target(name: "Multi", settings: "")], Platform.visionOS,
        "1.1 project.pbxproj \(pbx):6 Multi | XROS_DEPLOYMENT_TARGET = 1.1 in the project settings "
          + "of \(pbx), inherited by target 'Multi' (Debug)"
      ),
      (
        "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 15.0;",
        [Target(name: "App", settings: "IPHONEOS_DEPLOYMENT_TARGET = \"$(inherited)\";")], .iOS,
        "15.0 project.pbxproj \(pbx):6 App | IPHONEOS_DEPLOYMENT_TARGET = 15.0 in the project "
          + "settings of \(pbx), inherited by target 'App' (Debug)"
      ),
      (
        "IPHONEOS_DEPLOYMENT_TARGET = 15.0;",
        [
          Target(name: "Mac", settings: "SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = 12.0;"),
          Target(name: "Phone", settings: "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 16.0;"),
        ], .iOS,
        "16.0 project.pbxproj \(pbx):12 Phone | IPHONEOS_DEPLOYMENT_TARGET = 16.0 for target "
          + "'Phone' (Debug) in \(pbx)"
      ),
      (
        "",
        [Target(name: "Bare", settings: "IPHONEOS_DEPLOYMENT_TARGET = 14.5;")], .iOS,
        "14.5 project.pbxproj \(pbx):9 Bare | IPHONEOS_DEPLOYMENT_TARGET = 14.5 for target "
          + "'Bare' (Debug) in \(pbx)"
      ),
      (
        "SDKROOT = iphoneos;",
        [
          Target(
            name: "Conditional",
            settings:
              "\"IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]\" = 15.1; IPHONEOS_DEPLOYMENT_TARGET = 16.0;"
          )
        ], .iOS,
        "15.1 project.pbxproj \(pbx):9 Conditional | IPHONEOS_DEPLOYMENT_TARGET = 15.1 for target "
          + "'Conditional' (Debug) in \(pbx)"
      ),
      (
        "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 15.0;",
        [
          Target(name: "App", settings: "IPHONEOS_DEPLOYMENT_TARGET = 16.0;"),
          Target(
            name: "AppUITests", type: "com.apple.product-type.bundle.ui-testing",
            settings: "IPHONEOS_DEPLOYMENT_TARGET = 13.0;"),
          Target(
            name: "AppTests", type: "com.apple.product-type.bundle.unit-test",
            settings: "IPHONEOS_DEPLOYMENT_TARGET = 13.0;"),
        ], .iOS,
        "16.0 project.pbxproj \(pbx):9 App | IPHONEOS_DEPLOYMENT_TARGET = 16.0 for target 'App' "
          + "(Debug) in \(pbx); 2 test targets not counted"
      ),
    ])
    func evaluatesGeneratedProjects(
      project: String, targets: [Target], platform: Platform, expected: String
    )
      throws
    {
      let folder = try Self.write(Self.projectText(project: project, targets: targets))
      defer { try? FileManager.default.removeItem(at: folder) }
      #expect(
        Self.summary(try ProjectDetector.detect(at: folder.path, platform: platform)) == expected)
    }

    @Test(arguments: [
      (
        "SDKROOT = iphoneos;",
        [Target(name: "App", settings: "IPHONEOS_DEPLOYMENT_TARGET = 15.x;")],
        "\(pbx):9: invalid IPHONEOS_DEPLOYMENT_TARGET '15.x'; expected one to three numbers separated "
          + "by dots, such as 15, 15.4 or 15.4.1"
      ),
      (
        "SDKROOT = iphoneos; MINIMUM = \"16 beta\";",
        [Target(name: "App", settings: "IPHONEOS_DEPLOYMENT_TARGET = \"$(MINIMUM)\";")],
        "\(pbx):6: invalid MINIMUM '16 beta'; expected one to three numbers separated by dots, "
          + "such as 15, 15.4 or 15.4.1"
      ),
      (
        "SDKROOT = iphoneos;",
        [Target(name: "App", settings: "IPHONEOS_DEPLOYMENT_TARGET = \"$(FLOOR)\";")],
        "\(pbx):9: cannot evaluate IPHONEOS_DEPLOYMENT_TARGET = $(FLOOR) for target 'App' (Debug): "
          + "$(FLOOR) is not set in any build settings or configuration file read"
      ),
      (
        "SDKROOT = iphoneos;", [Target(name: "App", settings: "SWIFT_VERSION = 6.0;")],
        "no iOS target in \(pbx) sets IPHONEOS_DEPLOYMENT_TARGET, so Xcode uses the SDK's default; "
          + "set it or give the range explicitly"
      ),
      (
        "SDKROOT = macosx; IPHONEOS_DEPLOYMENT_TARGET = 15.0;", [Target(name: "Mac", settings: "")],
        "\(pbx) has no iOS target (test targets do not count)"
      ),
    ])
    func reportsProjectsWithoutAUsableValue(project: String, targets: [Target], message: String)
      throws
    {
      let folder = try Self.write(Self.projectText(project: project, targets: targets))
      defer { try? FileManager.default.removeItem(at: folder) }
      do {
        let detected = try ProjectDetector.detect(at: folder.path, platform: .iOS)
        Issue.record("expected an error, got \(Self.summary(detected))")
      } catch {
        #expect(error.description == message)
      }
    }

    @Test(arguments: [
      ("( a, b )", "\(pbx) is not an Xcode project: the top level is not a dictionary"),
      ("{ archiveVersion = 1; }", "\(pbx) is not an Xcode project: it has no 'objects' dictionary"),
      (
        "{ objects = { A = { isa = PBXGroup; }; }; }",
        "\(pbx) is not an Xcode project: it has no PBXProject object"
      ),
      (
        "{ objects = { A = {isa = PBXProject;}; }; rootObject = A; }",
        "\(pbx) has no iOS target (test targets do not count)"
      ),
      (
        "{\n\tobjects = {\n\t\tA = {isa = PBXProject}\n\t};\n}",
        "\(pbx):3:24: malformed project file: unexpected '}'; expected ';' after the value"
      ),
    ])
    func reportsFilesThatAreNotXcodeProjects(text: String, message: String) throws {
      let folder = try Self.write(text)
      defer { try? FileManager.default.removeItem(at: folder) }
      do {
        let detected = try ProjectDetector.detect(at: folder.path, platform: .iOS)
        Issue.record("expected an error, got \(Self.summary(detected))")
      } catch {
        #expect(error.description == message)
      }
    }

    @Test func readsABaseConfigurationInAFolderSynchronizedWithTheFileSystem() throws {
      let text = Self.projectText(
        project: "SDKROOT = iphoneos;",
        targets: [
          Target(
            name: "App", settings: "",
            configuration:
              "baseConfigurationReferenceAnchor = S1; baseConfigurationReferenceRelativePath = Base.xcconfig;"
          )
        ],
        objects: [
          "\t\tS1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Configuration; sourceTree = \"<group>\"; };"
        ],
        children: "S1, ")
      let folder = try Self.write(
        text, files: ["Configuration/Base.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 17.2\n"])
      defer { try? FileManager.default.removeItem(at: folder) }
      #expect(
        Self.summary(try ProjectDetector.detect(at: folder.path, platform: .iOS))
          == "17.2 xcconfig Configuration/Base.xcconfig:1 App | IPHONEOS_DEPLOYMENT_TARGET = 17.2 in "
          + "Configuration/Base.xcconfig, the base configuration of target 'App' (Debug) in \(Self.pbx)"
      )
    }

    @Test func placesFilesThroughNestedGroupsAndAProjectDirPath() throws {
      // The project lives in Xcode/, its sources one level up: projectDirPath is "..".
      var text = Self.projectText(
        project: "SDKROOT = iphoneos;",
        targets: [
          Target(name: "App", settings: "", configuration: "baseConfigurationReference = F1;")
        ],
        objects: [
          "\t\tS1 = {isa = PBXGroup; children = (S2, ); path = Support; sourceTree = \"<group>\"; };",
          "\t\tS2 = {isa = PBXGroup; children = (F1, ); name = \"Build Settings\"; sourceTree = \"<group>\"; };",
          "\t\tF1 = {isa = PBXFileReference; path = \"App Settings.xcconfig\"; sourceTree = \"<group>\"; };",
        ],
        children: "S1, ")
      text = text.replacingOccurrences(
        of: "mainGroup = G1;", with: "mainGroup = G1; projectDirPath = ..;")
      let folder = try TestSupport.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: folder) }
      let xcode = folder.appendingPathComponent("Xcode")
      try FileManager.default.createDirectory(
        at: xcode.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: xcode.appendingPathComponent(Self.pbx))
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("Support"), withIntermediateDirectories: true)
      try Data("// App\nIPHONEOS_DEPLOYMENT_TARGET = 16.2\n".utf8)
        .write(to: folder.appendingPathComponent("Support/App Settings.xcconfig"))
      #expect(
        Self.summary(try ProjectDetector.detect(at: xcode.path, platform: .iOS))
          == "16.2 xcconfig ../Support/App Settings.xcconfig:2 App | IPHONEOS_DEPLOYMENT_TARGET = "
          + "16.2 in ../Support/App Settings.xcconfig, the base configuration of target 'App' (Debug) "
          + "in \(Self.pbx)")
    }

    @Test func readsThePackageWhenTheXcodeProjectHasNoTargetForThePlatform() throws {
      let text = Self.projectText(
        project: "SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = 13.0;",
        targets: [Target(name: "Tool", settings: "")])
      let manifest =
        "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(\n  name: \"Kit\",\n  platforms: [.iOS(.v16), .macOS(.v13)]\n)\n"
      let folder = try Self.write(text, files: ["Package.swift": manifest])
      defer { try? FileManager.default.removeItem(at: folder) }
      #expect(
        Self.summary(try ProjectDetector.detect(at: folder.path, platform: .iOS))
          == "16.0 Package.swift Package.swift:6 Kit | package 'Kit' declares .iOS(.v16) in "
          + "Package.swift; used because App.xcodeproj has no iOS target")
      #expect(
        Self.summary(try ProjectDetector.detect(at: folder.path, platform: .macOS))
          == "13.0 project.pbxproj \(Self.pbx):6 Tool | MACOSX_DEPLOYMENT_TARGET = 13.0 in the "
          + "project settings of \(Self.pbx), inherited by target 'Tool' (Debug); Package.swift is "
          + "also present but the Xcode project was read")
    }
  }
}
