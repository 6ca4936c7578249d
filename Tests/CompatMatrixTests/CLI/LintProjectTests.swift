import Foundation
import Testing

/// `compat-matrix lint` on fixture projects: each file linted for the targets that compile
/// it, the project and configuration found from the path, and every reporter stating the
/// range and where it came from.
@Suite struct LintProjectTests {
  /// Runs lint on a copy of a fixture project made a repository, from `folder` inside it (or
  /// from outside it when `folder` is nil, naming the project's path).
  static func lint(
    _ fixture: String, from folder: String? = nil, _ arguments: [String] = []
  ) throws -> BinaryRunner.Result {
    let repo = try ProjectDiscoveryTests.repository(fixture)
    defer { try? FileManager.default.removeItem(at: repo.deletingLastPathComponent()) }
    if let folder {
      return try BinaryRunner.run(["lint"] + arguments, in: repo.appendingPathComponent(folder))
    }
    return try BinaryRunner.run(
      ["lint", "repo"] + arguments, in: repo.deletingLastPathComponent())
  }

  /// The findings as `file:line rule` (not the sources said once per rule after them).
  static func findings(_ stdout: String) -> [String] {
    stdout.split(separator: "\n").filter { !$0.hasPrefix("compat-matrix: ") }.map { line in
      let parts = line.split(separator: ":", maxSplits: 3)
      let rule = line.split(separator: "(").last?.dropLast() ?? ""
      return "\(parts[0]):\(parts[1]) \(rule)"
    }
  }

  @Test func iOSRulesFollowTheTargetsThatCompileEachFile() throws {
    let result = try Self.lint("watch-shared", from: ".")
    #expect(result.status == 0, "\(result.stderr)")
    // `navigationBarHidden(true)` on 16.0+ is soft-deprecated, but so is the plan's own
    // choice from 18.0 (`toolbar(.hidden, for:)`), so lint says nothing of the deprecation.
    #expect(
      Self.findings(result.stdout) == [
        "App/RootView.swift:19 missing-companion",
        "Shared/Formatting.swift:5 redundant-availability-check",
        "Shared/Model.swift:4 redundant-availability-check",
        "Shared/Model.swift:9 redundant-availability-check",
        "Shared/Model.swift:15 redundant-availability-check",
        "Shared/PhoneOnly.swift:4 redundant-availability-check",
        "Stray/Unlisted.swift:4 redundant-availability-check",
        "Tests/RootViewTests.swift:5 redundant-availability-check",
        "Widgets/Widget.swift:4 redundant-availability-check",
      ])
    // The watch-only file gets no iOS finding, the widgets their own minimum.
    #expect(!result.stdout.contains("Watch/"))
    #expect(result.stdout.contains("never runs below iOS 17.0"))
    // Multi-platform attributes: only the clause that is redundant goes, quoted as written.
    #expect(
      result.stdout.contains(
        "The iOS 16.0 clause of `@available(iOS 16.0, watchOS 10.0, *)` is always satisfied"))
    #expect(result.stdout.contains("Remove that clause only (watchOS 10.0 still applies)."))
    #expect(
      result.stdout.contains(
        "Shared/Model.swift:9:1: warning: `@available(iOS 15.0, watchOS 9.0, *)` is always satisfied"
      ))
    #expect(
      result.stdout.contains(
        "Shared/PhoneOnly.swift:4:1: warning: `@available(iOS 16.0, watchOS 10.0, *)` is always satisfied: this code never runs below iOS 16.0. Remove the attribute."
      ))
    #expect(
      result.stderr.split(separator: "\n") == [
        "compat-matrix: linting for iOS 16.0+ (project.pbxproj: IPHONEOS_DEPLOYMENT_TARGET = 16.0 in the project settings of Pulse.xcodeproj/project.pbxproj, inherited by target 'Pulse' (Debug); 1 test target not counted); also iOS 17.0+ for PulseWidgets (1 file); profile: SwiftUI (from the sources); configuration: none",
        "compat-matrix: note: 1 Swift file compiled only for watchOS was not linted for iOS (lint --list-targets names them)",
        "compat-matrix: note: 1 Swift file in no target of the projects read was linted for iOS 16.0+ (lint --list-targets names them)",
      ])
  }

  /// The same run from another folder, naming the project's folder, finds the same project.
  @Test func theProjectIsFoundFromThePathNotTheWorkingFolder() throws {
    let inside = try Self.lint("watch-shared", from: ".")
    let outside = try Self.lint("watch-shared")
    #expect(outside.status == 0, "\(outside.stderr)")
    #expect(
      outside.stdout
        == inside.stdout.split(separator: "\n").map {
          $0.hasPrefix("compat-matrix: ") ? String($0) : "repo/\($0)"
        }.joined(separator: "\n") + "\n")
  }

  /// An `.xcodeproj` one folder down from the repository root is found, and said so; a
  /// nested configuration turns a rule off for its subtree only.
  @Test func aNestedProjectAndNestedConfigurations() throws {
    let result = try Self.lint("nested", from: ".")
    #expect(result.status == 1)
    #expect(
      result.stdout
        == "MyApp/Sources/Screen.swift:5:8: error: `#available(iOS 14.0, *)` is always true: this code never runs below iOS 15.0. Remove the check. (redundant-availability-check)\n"
    )
    #expect(result.stderr.contains("found in MyApp/, one folder down"))
    // From the subtree itself, both configurations still apply.
    let legacy = try Self.lint("nested", from: "MyApp/Sources/Legacy")
    #expect(legacy.status == 0)
    #expect(legacy.stdout.isEmpty)
    #expect(legacy.stderr.contains("found 2 folders up"))
  }

  /// JSON and SARIF state the range, its source and the profile in their own fields.
  /// `--list-targets` names every target with its platforms and minimums and every file not
  /// linted for a target's range, with why; findings carry what they were linted for.
  @Test func theTargetsAndTheFilesLeftOutAreListed() throws {
    let text = try Self.lint("watch-shared", from: ".", ["--list-targets"])
    #expect(text.status == 0, "\(text.stderr)")
    #expect(
      text.stdout == """
        targets (4):
          Pulse (app, Pulse.xcodeproj/project.pbxproj): iOS 16.0; 4 Swift files, 4 linted for iOS
          PulseWatch (app, Pulse.xcodeproj/project.pbxproj): watchOS 9.0; 3 Swift files, 2 linted for iOS as other targets compile them for it
          PulseWidgets (app extension, Pulse.xcodeproj/project.pbxproj): iOS 17.0; 2 Swift files, 2 linted for iOS
          PulseTests (test, Pulse.xcodeproj/project.pbxproj): iOS 16.0; 1 Swift file, 1 linted for iOS

        Swift files in no target, linted for iOS 16.0+ (1):
          Stray/Unlisted.swift

        Swift files compiled only for other platforms, not linted for iOS (1):
          Watch/WatchHomeView.swift: watchOS

        """)
    let json = try Self.lint("watch-shared", from: ".", ["--list-targets", "--reporter", "json"])
    let listing = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(listing["filesInNoTarget"] as? [String] == ["Stray/Unlisted.swift"])
    let targets = try #require(listing["targets"] as? [[String: Any]])
    #expect(
      targets.map { $0["name"] as? String } == [
        "Pulse", "PulseWatch", "PulseWidgets", "PulseTests",
      ])
    #expect(
      try BinaryRunner.run(["lint", "--list-targets", "--fix"]).stderr.hasPrefix(
        "Error: --list-targets lists what would be linted; it cannot be used with --fix."))
    // Each finding says what it was linted for.
    let findings = try Self.lint("watch-shared", from: ".", ["--reporter", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(findings.stdout.utf8)) as? [String: Any])
    let widget = try #require(
      (object["findings"] as? [[String: Any]])?.first {
        $0["file"] as? String == "Widgets/Widget.swift"
      })
    let linted = try #require(widget["lintedFor"] as? [String: Any])
    #expect(linted["targets"] as? [String] == ["PulseWidgets"])
    #expect((linted["range"] as? [String: Any])?["min"] as? String == "17.0")
    #expect(
      (object["minimums"] as? [[String: Any]])?.first?["targets"] as? [String] == ["PulseWidgets"])
  }

  @Test func jsonAndSarifStateTheRangeAndItsSource() throws {
    let json = try Self.lint("watch-shared", from: ".", ["--reporter", "json"])
    #expect(json.stderr.isEmpty)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["source"] as? String == "project.pbxproj")
    #expect((object["range"] as? [String: Any])?["min"] as? String == "16.0")
    #expect(object["profile"] as? String == "swiftui")
    // Read from the files linted: the watch-only file's NavigationView does not count.
    #expect(
      object["profileDetail"] as? String
        == "SwiftUI navigation: the 1 file that owns navigation is SwiftUI's; SwiftUI: 1 file uses NavigationStack, 1 file pushes screens; UIKit: none"
    )
    #expect((object["notices"] as? [String])?.count == 2)
    #expect((object["summary"] as? [String: Any])?["otherPlatforms"] as? Int == 1)
    let sarif = try Self.lint("watch-shared", from: ".", ["--reporter", "sarif"])
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    let properties = try #require(invocation["properties"] as? [String: Any])
    #expect(properties["rangeSource"] as? String == "project.pbxproj")
    #expect((properties["rangeSourceDetail"] as? String)?.contains("Pulse.xcodeproj") == true)
    #expect(properties["profile"] as? String == "swiftui")
    #expect((properties["profileDetail"] as? String)?.hasPrefix("SwiftUI navigation: ") == true)
  }

  /// `--framework` names the profile instead of the sources, and every reporter says so.
  @Test func theFrameworkFlagNamesTheProfile() throws {
    let text = try Self.lint("watch-shared", from: ".", ["--framework", "uikit"])
    #expect(text.stderr.hasPrefix("compat-matrix: linting for iOS 16.0+ ("))
    #expect(
      text.stderr.split(separator: "\n")[0].hasSuffix(
        "; profile: UIKit (--framework); configuration: none"))
    let json = try Self.lint(
      "watch-shared", from: ".", ["--reporter", "json", "--framework", "hybrid"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["profile"] as? String == "hybrid")
    #expect(object["profileDetail"] as? String == "--framework")
  }

  /// A range given on the command line is every file's range; target membership still
  /// keeps iOS rules off watch-only files.
  @Test func aGivenRangeAppliesToEveryFile() throws {
    let result = try Self.lint("watch-shared", from: ".", ["15-18"])
    #expect(!result.stdout.contains("Widgets/Widget.swift"))
    #expect(!result.stdout.contains("Watch/"))
    #expect(
      result.stderr.hasPrefix(
        "compat-matrix: linting for iOS 15.0–18.7.10 (the range given on the command line); profile: SwiftUI (from the sources); configuration: none\n"
      ))
  }
}
