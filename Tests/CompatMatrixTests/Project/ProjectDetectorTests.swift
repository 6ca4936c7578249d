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
  @Suite struct ProjectDetectorTests {
    private static let projects = TestSupport.fixtures.appendingPathComponent("projects")

    private static func path(_ relative: String) -> String {
      projects.appendingPathComponent(relative).path
    }

    /// A result in one line, so that a test compares every field at once.
    private static func summary(_ detected: DetectedDeploymentTarget?) -> String {
      guard let detected else { return "nil" }
      return
        "\(detected.minimum) \(detected.source.rawValue) \(detected.location) "
        + "\(detected.target ?? "-") | \(detected.explanation)"
    }

    @Test(arguments: [
      (
        "multi-target", Platform.iOS,
        "15.0 project.pbxproj Atlas.xcodeproj/project.pbxproj:343 AtlasClassic | "
          + "IPHONEOS_DEPLOYMENT_TARGET = 15.0 for target 'AtlasClassic' (Debug) in "
          + "Atlas.xcodeproj/project.pbxproj; Release sets 15.2; the lowest of 2 targets; "
          + "1 test target not counted"
      ),
      (
        "multi-target", .iPadOS,
        "15.0 project.pbxproj Atlas.xcodeproj/project.pbxproj:343 AtlasClassic | "
          + "IPHONEOS_DEPLOYMENT_TARGET = 15.0 for target 'AtlasClassic' (Debug) in "
          + "Atlas.xcodeproj/project.pbxproj; Release sets 15.2; the lowest of 2 targets; "
          + "1 test target not counted"
      ),
      (
        "multi-target", .macOS,
        "13.0 project.pbxproj Atlas.xcodeproj/project.pbxproj:284 AtlasHelper | "
          + "MACOSX_DEPLOYMENT_TARGET = 13.0 for target 'AtlasHelper' (Debug, Release) in "
          + "Atlas.xcodeproj/project.pbxproj; 1 test target not counted"
      ),
      (
        "precedence", .iOS,
        "16.0 project.pbxproj Ledger.xcodeproj/project.pbxproj:249 LedgerKiosk | "
          + "IPHONEOS_DEPLOYMENT_TARGET = 16.0 for target 'LedgerKiosk' (Debug, Release) in "
          + "Ledger.xcodeproj/project.pbxproj; the lowest of 2 targets"
      ),
      (
        "xcconfig", .iOS,
        "15.0 xcconfig Config/Shared/Base.xcconfig:9 Harbor | "
          + "IPHONEOS_DEPLOYMENT_TARGET = 15.0 in Config/Shared/Base.xcconfig, included by "
          + "Config/Harbor.xcconfig, the base configuration of target 'Harbor' (Debug, Release) "
          + "in Harbor.xcodeproj/project.pbxproj"
      ),
      (
        "xcconfig", .watchOS,
        "9.4 xcconfig Config/Project.xcconfig:2 HarborWatch | "
          + "WATCHOS_DEPLOYMENT_TARGET = 9.4 (from $(HARBOR_WATCH_MINIMUM)) in "
          + "Config/Project.xcconfig, the project's base configuration in "
          + "Harbor.xcodeproj/project.pbxproj, inherited by target 'HarborWatch' (Debug, Release)"
      ),
      (
        "notes", .iOS,
        "16.0 project.pbxproj Relay.xcodeproj/project.pbxproj:235 Relay | "
          + "IPHONEOS_DEPLOYMENT_TARGET = 16.0 for target 'Relay' (Debug, Release) in "
          + "Relay.xcodeproj/project.pbxproj; skipped target 'RelayLegacy' (Debug, Release): "
          + "$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET) is not set in any build settings or "
          + "configuration file read; the base configuration Config/Missing.xcconfig does not "
          + "exist, so it was ignored; could not locate the base configuration "
          + "'Generated.xcconfig', so it was ignored"
      ),
      (
        "several", .iOS,
        "15.0 project.pbxproj Beta.xcodeproj/project.pbxproj:183 Beta | "
          + "IPHONEOS_DEPLOYMENT_TARGET = 15.0 in the project settings of "
          + "Beta.xcodeproj/project.pbxproj, inherited by target 'Beta' (Debug, Release); the "
          + "lowest of 2 Xcode projects (Alpha.xcodeproj, Beta.xcodeproj); Package.swift is also "
          + "present but the Xcode project was read"
      ),
      (
        "xcconfig/Harbor.xcodeproj", .iOS,
        "15.0 xcconfig Config/Shared/Base.xcconfig:9 Harbor | "
          + "IPHONEOS_DEPLOYMENT_TARGET = 15.0 in Config/Shared/Base.xcconfig, included by "
          + "Config/Harbor.xcconfig, the base configuration of target 'Harbor' (Debug, Release) "
          + "in Harbor.xcodeproj/project.pbxproj"
      ),
      (
        "precedence/Ledger.xcodeproj/project.pbxproj", .iOS,
        "16.0 project.pbxproj Ledger.xcodeproj/project.pbxproj:249 LedgerKiosk | "
          + "IPHONEOS_DEPLOYMENT_TARGET = 16.0 for target 'LedgerKiosk' (Debug, Release) in "
          + "Ledger.xcodeproj/project.pbxproj; the lowest of 2 targets"
      ),
      (
        "xcconfig/Config/Harbor.xcconfig", .iOS,
        "15.0 xcconfig Shared/Base.xcconfig:9 - | "
          + "IPHONEOS_DEPLOYMENT_TARGET = 15.0 in Shared/Base.xcconfig, included by Harbor.xcconfig"
      ),
      (
        "package-minor/Package.swift", .iOS,
        "15.4 Package.swift Package.swift:20 NavigationShell | "
          + "package 'NavigationShell' declares .iOS(\"15.4\") in Package.swift"
      ),
      ("no-project", .iOS, "nil"),
    ])
    func detectsTheDeploymentTarget(path: String, platform: Platform, expected: String) throws {
      let detected = try ProjectDetector.detect(at: Self.path(path), platform: platform)
      #expect(Self.summary(detected) == expected)
      #expect(detected.map(\.platform) ?? platform == platform)
    }

    @Test(arguments: [
      (
        "malformed", Platform.iOS,
        "Broken.xcodeproj/project.pbxproj:152:1: malformed project file: unexpected '<'; "
          + "expected a key or '}'"
      ),
      (
        "multi-target", .tvOS,
        "Atlas.xcodeproj/project.pbxproj has no tvOS target (test targets do not count)"
      ),
      (
        "xcconfig", .visionOS,
        "Harbor.xcodeproj/project.pbxproj has no visionOS target (test targets do not count)"
      ),
      (
        "include-cycle/App.xcconfig", .iOS,
        "Shared.xcconfig:3: #include cycle: App.xcconfig -> Shared.xcconfig -> App.xcconfig"
      ),
      (
        "missing-include/Base.xcconfig", .iOS,
        "Base.xcconfig:2: the included file 'Versions.xcconfig' does not exist; write #include? "
          + "for a file that may be missing"
      ),
      (
        "xcconfig/Config/Harbor.xcconfig", .macOS,
        "Harbor.xcconfig does not set MACOSX_DEPLOYMENT_TARGET"
      ),
      (
        "package-no-platforms", .iOS,
        "Package.swift:4: the package declares no iOS minimum in 'platforms:', so SwiftPM uses "
          + "its default; add .iOS(...) to 'platforms:' or give the range explicitly"
      ),
    ])
    func reportsProjectsItCannotUse(path: String, platform: Platform, message: String) {
      do {
        let detected = try ProjectDetector.detect(at: Self.path(path), platform: platform)
        Issue.record("expected an error, got \(Self.summary(detected))")
      } catch {
        #expect(error.description == message)
        #expect(error.localizedDescription == message)
        #expect(!message.contains("\n"))
      }
    }

    @Test func reportsPathsThatAreNotProjects() {
      let missing = Self.path("no-such-folder")
      #expect(throws: ProjectDetectionError.notFound(path: missing)) {
        try ProjectDetector.detect(at: missing, platform: .iOS)
      }
      let notes = Self.path("no-project/NOTES.md")
      #expect(throws: ProjectDetectionError.unsupportedFile(path: notes)) {
        try ProjectDetector.detect(at: notes, platform: .iOS)
      }
      #expect(
        ProjectDetectionError.unsupportedFile(path: "NOTES.md").description
          == "'NOTES.md' is not a project; expected a folder, a Package.swift, an .xcodeproj, "
          + "a project.pbxproj or an .xcconfig file")
      #expect(
        ProjectDetectionError.notFound(path: "Nowhere").description
          == "no project at 'Nowhere': the path does not exist")
    }

    @Test func returnsNilForAnEmptyFolder() throws {
      let folder = try TestSupport.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: folder) }
      #expect(try ProjectDetector.detect(at: folder.path, platform: .iOS) == nil)
    }

    @Test func refusesFilesAboveTheSizeLimitWithoutReadingThem() throws {
      let folder = try TestSupport.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: folder) }
      let project = folder.appendingPathComponent("Big.xcodeproj")
      try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
      let file = project.appendingPathComponent("project.pbxproj")
      #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
      let handle = try FileHandle(forWritingTo: file)
      try handle.truncate(atOffset: UInt64(ProjectDetector.fileSizeLimit + 1))
      try handle.close()
      #expect(
        throws: ProjectDetectionError.fileTooLarge(
          file: "Big.xcodeproj/project.pbxproj", limit: ProjectDetector.fileSizeLimit)
      ) {
        try ProjectDetector.detect(at: folder.path, platform: .iOS)
      }
      #expect(
        ProjectDetectionError.fileTooLarge(
          file: "Big.xcodeproj/project.pbxproj", limit: ProjectDetector.fileSizeLimit
        )
        .description
          == "'Big.xcodeproj/project.pbxproj' is larger than the limit of 32 MiB for a project file"
      )
    }

    @Test func reportsAnXcodeprojFolderWithoutItsProjectFile() throws {
      let folder = try TestSupport.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: folder) }
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("Empty.xcodeproj"), withIntermediateDirectories: true)
      #expect(
        throws: ProjectDetectionError.unreadableProjects(["Empty.xcodeproj has no project.pbxproj"])
      ) {
        try ProjectDetector.detect(at: folder.path, platform: .iOS)
      }
    }

    /// Random bytes, and each kind of project file with random edits, as files on disk: every
    /// one gives a deployment target read from that file, or a one-line message naming it.
    @Test func garbageAndDamagedProjectFilesGiveATargetOrAMessageNamingThem() throws {
      let folder = try TestSupport.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: folder) }
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
      let kinds: [(name: String, source: RangeSource, valid: [UInt8])] = [
        (
          "App.xcodeproj/project.pbxproj", .pbxproj,
          try TestSupport.fixtureBytes("projects/multi-target/Atlas.xcodeproj/project.pbxproj")
        ),
        (
          "Package.swift", .packageSwift,
          try TestSupport.fixtureBytes("projects/package-minor/Package.swift")
        ),
        ("Base.xcconfig", .xcconfig, Array("IPHONEOS_DEPLOYMENT_TARGET = 15.0 // min\n".utf8)),
      ]
      var generator = SplitMix64(state: 0x5851_F42D_4C95_7F2D)
      let alphabet = Array("{}()=;,\"<>/* \nabc$(inherited)15.0#include isa PBXProject".utf8)
      var outcomes = (read: 0, refused: 0)
      for round in 0..<300 {
        let kind = kinds[round % kinds.count]
        let bytes = generator.damaged(
          kind.valid, round: round, edits: 2, alphabet: alphabet, maxLength: 200)
        let url = folder.appendingPathComponent(kind.name)
        try Data(bytes).write(to: url)
        do {
          let detected = try ProjectDetector.detect(at: url.path, platform: .iOS)
          outcomes.read += 1
          #expect(detected?.source == kind.source, "\(String(describing: detected))")
          #expect(detected?.file == kind.name, "\(String(describing: detected))")
          #expect(TestSupport.isOneLine(detected?.explanation ?? "\n"))
        } catch {
          outcomes.refused += 1
          #expect(TestSupport.isOneLine(error.description), "\(error.description)")
          #expect(error.description.contains(kind.name), "\(error.description)")
        }
      }
      // Both ways out are taken often, or the inputs test less than they claim.
      #expect(outcomes.read > 30 && outcomes.refused > 30, "\(outcomes)")
    }
  }
}
