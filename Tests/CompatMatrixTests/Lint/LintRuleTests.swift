import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// The rules a reviewer would add (hazards, hidden back buttons at each site, renames as
/// notes with their fix), and what lint leaves alone, on fixtures against the shipped data.
@Suite struct LintRuleTests {
  /// The findings of a fixture under `Fixtures/lint-findings`.
  static func findings(_ fixture: String, range: String) throws -> [LintFinding] {
    let matrix = try LinterTests.shipped.get()
    let linter = Linter(
      matrix: matrix, range: try matrix.resolve(RangeExpression.parse(range), on: .iOS))
    return linter.lint(try TestSupport.fixtureBytes("lint-findings/\(fixture)"), file: fixture)
  }

  /// Each finding as `rule severity @line:column`.
  static func summary(_ fixture: String, range: String) throws -> [String] {
    try findings(fixture, range: range).map {
      "\($0.rule.rawValue) \($0.severity.rawValue) @\($0.line):\($0.column)"
    }
  }

  @Test(arguments: [
    // A cleared delegate and a gesture turned off for good are hazards, at each site.
    ("Hazards.swift", "15-18", ["hazard warning @10:26", "hazard warning @19:27"]),
    // Turned off while the player is open and back on when it closes: left alone.
    ("HazardRestored.swift", "15-18", []),
    // Each pushed screen that hides its back button; not the root of the stack or of the
    // sheet, not a choice made while editing, not a helper only the preview uses.
    (
      "HiddenBackButton.swift", "16-18",
      [
        "missing-companion warning @8:7", "missing-companion warning @15:7",
        "missing-companion warning @39:13",
      ]
    ),
    // A view controller that dismisses itself was presented: its Cancel button replaces no
    // back button. A pushed one's own back button loses swipe-back.
    ("ModalCancel.swift", "15-18", []),
    ("PushedBack.swift", "15-18", ["missing-companion warning @8:19"]),
    // Renames are notes at the name to change; the displayMode: form too, its fix making the
    // display mode a modifier of its own (the strategy's deprecation is the same code).
    (
      "Renames.swift", "15-18",
      [
        "deprecated-api note @9:6", "deprecated-strategy note @11:30",
        "deprecated-strategy note @14:30", "deprecated-api note @24:8",
      ]
    ),
    // An accent colour on a Slider is not the container's tint; on the container it is.
    ("AccentColor.swift", "16-18", ["deprecated-strategy note @20:6"]),
    // The rename covers the offset inside the renamed item: one note, not a second warning.
    ("LeadingOffset.swift", "15-18", ["deprecated-strategy note @8:32"]),
    // On iOS 14 the offset is ignored: an error, beside the rename that works there too.
    (
      "LeadingOffset.swift", "14-18",
      ["deprecated-strategy note @8:32", "broken-strategy error @10:13"]
    ),
  ])
  func reviewerRules(fixture: String, range: String, expected: [String]) throws {
    let found = try Self.summary(fixture, range: range)
    #expect(found == expected, "\(found)")
  }

  @Test func renamesCarryTheReplacementAndWhereItGoes() throws {
    let findings = try Self.findings("Renames.swift", range: "15-18")
    let fixes = findings.compactMap(\.fix).map { "\($0.replaced)→\($0.replacement)" }
    #expect(
      fixes == [
        "navigationBarTitle→navigationTitle", ".navigationBarLeading→.topBarLeading",
        ".navigationBarTrailing→.topBarTrailing",
        "navigationBarTitle(\"Settings\", displayMode: →navigationTitle(\"Settings\").navigationBarTitleDisplayMode(",
      ])
    // The message names the name in the code, not its sibling.
    let trailing = try #require(findings.first { $0.fix?.replaced == ".navigationBarTrailing" })
    #expect(trailing.message.hasPrefix("`.navigationBarTrailing` is deprecated"))
    #expect(!trailing.message.contains("navigationBarLeading"))
    // The fix's bytes are the replaced text.
    let bytes = try TestSupport.fixtureBytes("lint-findings/Renames.swift")
    for fix in findings.compactMap(\.fix) {
      #expect(String(decoding: bytes[fix.bytes], as: UTF8.self) == fix.replaced)
    }
  }

  /// A fix is offered only where its replacement works throughout the range: below iOS 14,
  /// where `navigationTitle(_:)` does not exist, the old name is not a note.
  @Test func aFixIsNeverOfferedWhereItsReplacementIsUnavailable() throws {
    let findings = try Self.findings("Renames.swift", range: "13-18")
    #expect(!findings.contains { $0.fix?.replacement == "navigationTitle" })
  }

  /// The advice never recommends what lint itself reports: on iOS 14 only the deprecated
  /// navigationBarItems(leading:) honours the offset, and the message does not offer it.
  @Test func theAdviceNeverRecommendsWhatLintReports() throws {
    for finding in try Self.findings("LeadingOffset.swift", range: "14-18") {
      #expect(!finding.detail.contains("navigationBarItems"), "\(finding.detail)")
    }
  }

  /// Every message, on every fixture and range, fits one line of Xcode's issue navigator:
  /// at most 200 characters before the source.
  @Test func messagesFitOneLine() throws {
    let folder = TestSupport.fixtures.appendingPathComponent("lint-findings")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    var count = 0
    for name in names where name.hasSuffix(".swift") {
      for range in ["13-18", "14-18", "15-18", "16+", "18+"] {
        for finding in try Self.findings(name, range: range) {
          let text = finding.message.components(separatedBy: " [source").first ?? ""
          #expect(text.count <= LintMessage.limit, "\(name): \(finding.message)")
          count += 1
        }
      }
    }
    #expect(count > 50)
  }

  /// Short references: a seed by its title, a URL by its host and last path part.
  @Test(arguments: [
    ("003_499adc954b170e70.txt", "SwiftUIでのナビゲーション管理 (アイリッジ開発者ブログ)"),
    (
      "https://developer.apple.com/documentation/swiftui/toolbaritemplacement/navigationbarleading.md",
      "developer.apple.com/…/navigationbarleading.md"
    ),
    ("https://example.com/a?b=c#d", "example.com/a"),
    ("https://example.com", "example.com"),
    ("notes.txt", "notes.txt"),
  ])
  func sourcesAreCitedShort(source: String, expected: String) throws {
    let matrix = try LinterTests.shipped.get()
    #expect(LintCitation(citations: matrix.citations).short(source) == expected)
  }
}
