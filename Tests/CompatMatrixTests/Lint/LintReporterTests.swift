import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// Golden tests of every lint reporter on a fixed report, with text that needs escaping.
@Suite struct LintReporterTests {
  static let report = LintReport(
    findings: [
      {
        var finding = LintFinding(
          file: "Sources/App/Root View.swift", line: 12, column: 5, rule: .brokenStrategy,
          message:
            "UINavigationBar.appearance().tintColor is broken from iOS 16.0 (not reflected in SwiftUI bars); in 15.0–18.0 use tint(_:) on the navigation container",
          concern: "bar-tint-color", strategy: "tint-appearance-proxy",
          recommended: "tint-modifier", sources: ["003_499adc954b170e70.txt"])
        finding.citations = ["SwiftUIでのナビゲーション管理 (アイリッジ開発者ブログ)"]
        finding.linted = LintedFor(
          targets: ["App", "AppKit (Shared/Package.swift)"],
          platforms: [.iOS: OSVersion(16), .macOS: OSVersion(13), .watchOS: nil], catalyst: true,
          range: context.range)
        return finding
      }(),
      Self.companion(line: 30),
      Self.companion(line: 35),
      LintFinding(
        file: "Sources/Odd, Name.swift", line: 3, column: 1, rule: .redundantAvailabilityCheck,
        message: "#available(iOS 15.0, *) is always true for iOS 16.0–18.0:\nremove the check"),
      Self.note,
    ],
    skipped: [SkippedFile(file: "Sources/Data.swift", reason: .notText)],
    filesLinted: 14, context: context)

  /// A missing companion citing two seeds, the same at every site: said once in the legend.
  static func companion(line: Int) -> LintFinding {
    var finding = LintFinding(
      file: "Sources/App/Root View.swift", line: line, column: 9, rule: .missingCompanion,
      message:
        "navigationBarHidden hides the bar, which stops swipe-back: add a strategy of swipe-back-with-hidden-bar, e.g. 100% safe, or not",
      concern: "hide-navigation-bar", strategy: "hide-bar-navigation-bar-hidden",
      sources: ["000_1e380794aa2532ca.txt", "002_d01c74e206669d5b.txt"])
    finding.citations = ["Seed, zero", "Seed: two; \"quoted\""]
    return finding
  }

  /// A rename with its fix, graded a note.
  static let note: LintFinding = {
    var finding = LintFinding(
      file: "Sources/App/Root View.swift", line: 40, column: 28, rule: .deprecatedStrategy,
      severity: .note,
      message:
        "`.navigationBarLeading` is deprecated (a soft deprecation: no compiler warning): replace it with `.topBarLeading`, which works throughout iOS 16.0–18.7 here.",
      concern: "toolbar-item-placements", strategy: "placements-navigation-bar-leading-trailing",
      recommended: "placements-top-bar",
      sources: [
        "https://developer.apple.com/documentation/swiftui/toolbaritemplacement/navigationbarleading.md"
      ])
    finding.fix = LintFindingFix(
      line: 40, column: 28, endLine: 40, endColumn: 49, bytes: 812..<833,
      replaced: ".navigationBarLeading", replacement: ".topBarLeading")
    finding.citations = ["developer.apple.com/…/navigationbarleading.md"]
    return finding
  }()

  /// The run's range from a project, with a notice.
  static let context: LintContext = {
    var context = LintContext(
      platform: .iOS,
      range: ResolvedRange(
        platform: .iOS, minimum: OSVersion(16), maximum: OSVersion("18.7") ?? OSVersion(18),
        releases: [OSVersion(16), OSVersion(17), OSVersion(18)], isOpenEnded: false),
      source: .pbxproj,
      detail:
        "IPHONEOS_DEPLOYMENT_TARGET = 16.0 for target 'App' (Debug, Release) in App.xcodeproj/project.pbxproj",
      profile: .hybrid,
      profileDetail:
        "hybrid UIKit/SwiftUI navigation: 3 files create or subclass UINavigationController; 2 files create UIHostingController screens",
      notices: ["2 Swift files compiled only for watchOS were not linted for iOS"],
      filesForOtherPlatforms: 2, configurationFiles: [".compat-matrix.json"])
    context.minimums = [
      LintMinimum(minimum: OSVersion(17), targets: ["ShareExtension", "Widget"], files: 12)
    ]
    return context
  }()

  static func render(_ format: OutputFormat, toolVersion: String = "0") throws -> String {
    try LintReportRenderer(report: report, toolVersion: toolVersion).render(format)
  }

  @Test(arguments: LintReportRenderer.formats)
  func reportersMatchTheirGoldenFiles(reporter: OutputFormat) throws {
    let output = try Self.render(reporter, toolVersion: "0.1.0")
    let name =
      reporter == .sarif
      ? "sarif.json" : reporter == .json ? "json.json" : "\(reporter.rawValue).txt"
    try TestSupport.expectGolden(output, "lint-reporters/\(name)")
  }

  /// The lines a command writes on standard error before an Xcode or text report: the range,
  /// its source and the profile, then the notices; for a profile `--framework` named, and for
  /// none found, too.
  @Test func theHeadlineStatesTheRangeItsSourceAndTheProfile() throws {
    var flagged = Self.context
    flagged.profile = .swiftui
    flagged.profileDetail = LintContext.flagDetail
    flagged.configurationFiles = [".compat-matrix.json", "Sources/Legacy/.compat-matrix.json"]
    var none = Self.context
    none.configurationFiles = []
    none.profile = nil
    none.profileDetail = LintContext.noProjectDetail
    none.notices = []
    let text = [Self.context, flagged, none].map(LintReportRenderer.headline).joined(
      separator: "\n---\n")
    try TestSupport.expectGolden(text + "\n", "lint-reporters/headline.txt")
  }

  @Test func xcodeLinesAreClickable() throws {
    let lines = try Self.render(.xcode).split(separator: "\n")
    // Five findings, then the sources once per rule that cites some.
    #expect(lines.count == 8)
    #expect(lines[0].hasPrefix("Sources/App/Root View.swift:12:5: error: "))
    #expect(lines[0].hasSuffix(" [1] (broken-strategy)"))
    // A note is Xcode's `note:`.
    #expect(lines[3].hasPrefix("Sources/App/Root View.swift:40:28: note: "))
    // The same seeds at two sites are cited by number, and named once.
    #expect(lines[1].hasSuffix(" [2, 3] (missing-companion)"))
    #expect(lines[2].hasSuffix(" [2, 3] (missing-companion)"))
    #expect(
      lines[7]
        == "compat-matrix: sources of missing-companion: [2] Seed, zero; [3] Seed: two; "
        + "\"quoted\"")
  }

  @Test func githubCommandsEscapeTheirData() throws {
    let output = try Self.render(.github)
    #expect(
      output.contains(
        "::error file=Sources/App/Root View.swift,line=12,col=5,title=compat-matrix broken-strategy::"
      ))
    #expect(output.contains("e.g. 100%25 safe"))
    #expect(output.contains("file=Sources/Odd%2C Name.swift,line=3"))
    #expect(output.contains("16.0–18.0: remove the check"))
    // A note is a notice: GitHub has no note level.
    #expect(output.contains("::notice file=Sources/App/Root View.swift,line=40,col=28,"))
    // An annotation is read alone: it names its own sources.
    #expect(output.contains("[source: SwiftUIでのナビゲーション管理 (アイリッジ開発者ブログ)]"))
    #expect(output.split(separator: "\n").count == 5)
  }

  @Test func sarifHasTheFieldsCodeScanningRequires() throws {
    let output = try Self.render(.sarif, toolVersion: "0.1.0")
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    #expect(root["version"] as? String == "2.1.0")
    let run = try #require((root["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "compat-matrix")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == LintRule.allCases.map(\.rawValue))
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 5)
    // The sources are said once, in the rule's metadata.
    let companion = try #require(rules.first { $0["id"] as? String == "missing-companion" })
    #expect(
      (companion["properties"] as? [String: Any])?["sources"] as? [String]
        == ["000_1e380794aa2532ca.txt", "002_d01c74e206669d5b.txt"])
    for result in results {
      let ruleID = try #require(result["ruleId"] as? String)
      #expect(rules[try #require(result["ruleIndex"] as? Int)]["id"] as? String == ruleID)
      #expect(["error", "warning", "note"].contains(result["level"] as? String))
      #expect((result["message"] as? [String: Any])?["text"] is String)
      let location = try #require((result["locations"] as? [[String: Any]])?.first)
      let physical = try #require(location["physicalLocation"] as? [String: Any])
      let artifact = try #require(physical["artifactLocation"] as? [String: Any])
      let uri = try #require(artifact["uri"] as? String)
      #expect(!uri.contains(" ") && !uri.hasPrefix("/"))
      let region = try #require(physical["region"] as? [String: Any])
      #expect((region["startLine"] as? Int ?? 0) >= 1)
    }
    #expect(output.contains("Sources/App/Root%20View.swift"))
    // The range and its source are the invocation's properties; the note carries its fix.
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    let properties = try #require(invocation["properties"] as? [String: Any])
    #expect(properties["rangeSource"] as? String == "project.pbxproj")
    #expect((properties["range"] as? [String: Any])?["min"] as? String == "16.0")
    let note = try #require(results.first { $0["level"] as? String == "note" })
    let fix = try #require((note["fixes"] as? [[String: Any]])?.first)
    let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
    let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
    #expect(
      (replacement["insertedContent"] as? [String: Any])?["text"] as? String == ".topBarLeading")
  }

  @Test func textGroupsByFileAndEndsWithASummary() throws {
    let output = try Self.render(.text)
    #expect(output.hasSuffix("1 error, 3 warnings and 1 note in 14 files (1 file skipped).\n"))
    #expect(output.contains("\nsources\n  broken-strategy: [1] SwiftUIでのナビゲーション管理 (アイリッジ開発者ブログ)\n"))
    let empty = try LintReportRenderer(
      report: LintReport(findings: [], filesLinted: 1), toolVersion: "0"
    )
    .render(.text)
    #expect(empty == "No findings in 1 file.\n")
  }
}

@Suite struct LintConfigurationTests {
  static func parse(_ text: String) throws(MatrixLoadError) -> LintConfiguration {
    try LintConfiguration.parse(Array(text.utf8), file: ".compat-matrix.json")
  }

  @Test func readsEveryKey() throws {
    let configuration = try Self.parse(
      """
      {
        "$schema": "matrices/schema/config.schema.json",
        "range": "15-18",
        "platform": "iOS",
        "include": ["Sources/**"],
        "exclude": ["**/Generated/**", "Pods"],
        "rules": {"deprecated-strategy": "error", "redundant-availability-check": "off"},
        "previews": true
      }
      """)
    #expect(configuration.range == (try RangeExpression.parse("15-18")))
    #expect(configuration.platform == .iOS)
    #expect(configuration.include.map(\.pattern) == ["Sources/**"])
    #expect(configuration.exclude.map(\.pattern) == ["**/Generated/**", "Pods"])
    #expect(configuration.severity(of: .deprecatedStrategy) == .error)
    #expect(configuration.severity(of: .redundantAvailabilityCheck) == nil)
    #expect(configuration.severity(of: .brokenStrategy) == .error)
    #expect(configuration.previews == true)
    let object = try Self.parse(#"{"range": {"min": "15.0", "max": "18"}}"#)
    #expect(object.range == (try DeploymentRange.parse(minimum: "15.0", maximum: "18")))
  }

  @Test(arguments: [
    (
      #"{"rnage": "15+"}"#,
      ".compat-matrix.json:1:2: error: rnage: unknown key; did you mean 'range'?"
    ),
    (
      #"{"rules": {"broken-stratgy": "off"}}"#,
      ".compat-matrix.json:1:12: error: rules.broken-stratgy: 'broken-stratgy' is not one of 'broken-strategy', 'deprecated-strategy', 'deprecated-api', 'missing-companion', 'hazard', 'unguarded-api', 'redundant-availability-check', 'unused-suppression'; did you mean 'broken-strategy'?"
    ),
    (
      #"{"rules": {"broken-strategy": "fatal"}}"#,
      ".compat-matrix.json:1:31: error: rules.broken-strategy: 'fatal' is not one of 'error', 'warning', 'note', 'off'"
    ),
    (
      #"{"range": "15.x+"}"#,
      ".compat-matrix.json:1:11: error: range: invalid range '15.x+': expected a version range such as 15-18, >=15.4, 15+, 16.4..<18 or 15.0...17.5"
    ),
    (
      #"{"previews": "yes"}"#,
      ".compat-matrix.json:1:14: error: previews: expected true or false, found a string"
    ),
    (
      #"{"platform": "ios"}"#,
      ".compat-matrix.json:1:14: error: platform: unknown platform 'ios'; did you mean 'iOS'?"
    ),
    (
      "{", ".compat-matrix.json:1:2: error: unexpected end of file; expected a key in double quotes"
    ),
  ])
  func reportsProblemsWithTheirLocation(text: String, message: String) {
    do {
      _ = try Self.parse(text)
      Issue.record("expected an error")
    } catch {
      #expect(error.description == message)
    }
  }
}
