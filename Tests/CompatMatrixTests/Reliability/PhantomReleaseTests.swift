import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixResolver

/// Versions that are no release (issue 16, item 1): iOS jumps from 18 to 26, so 19.0–25.x
/// hold no release, and neither does 16.2 when the data lists 16.0 and 16.4. Such a version in
/// a behaviour entry, a gap or an API is a validation error naming the nearest releases; and
/// the resolver, given data that holds one anyway, cuts ranges only at real releases: a change
/// at 19.0 takes effect at 26.0, the first release that has it.
///
/// The fixture matrices list iOS 13.0, 14.0, 15.0, 16.0, 16.4, 17.0, 18.0 and 26.0.
@Suite struct PhantomReleaseTests {
  typealias Strategy = StretchMatrix.Strategy

  /// A team file, and the messages loading it gives (none: it loads).
  static let validation: [(String, String, [String])] = [
    (
      "behaviour from 19.0",
      #"""
      {"concerns": [{"id": "case", "title": "Case", "question": "Which one?", "summary": "Case.",
        "tags": [], "strategies": [{"id": "s", "title": "S", "summary": "S.",
        "origin": "first-party", "requires": [], "framework": "SwiftUI", "sources": ["https://example.com/case"],
        "behaviour": [{"platform": "iOS", "from": "19.0", "until": "25.0", "status": "broken",
          "note": "Broken.", "sources": ["https://example.com/case"],
          "confidence": "reported"}]}]}]}
      """#,
      [
        "case.json:4:45: error: concerns[0].strategies[0].behaviour[0].from: version 19.0 is no iOS release in the data; the nearest are 18.0 and 26.0",
        "case.json:4:62: error: concerns[0].strategies[0].behaviour[0].until: version 25.0 is no iOS release in the data; the nearest are 18.0 and 26.0",
      ]
    ),
    (
      "gap from 16.2",
      #"""
      {"concerns": [{"id": "case", "title": "Case", "question": "Which one?", "summary": "Case.",
        "tags": [], "strategies": [{"id": "s", "title": "S", "summary": "S.",
        "origin": "first-party", "requires": [], "framework": "SwiftUI", "sources": ["https://example.com/case"]}],
        "gaps": [{"platform": "iOS", "from": "16.2", "note": "Nothing.",
          "sources": ["https://example.com/case"], "confidence": "reported"}]}]}
      """#,
      [
        "case.json:4:40: error: concerns[0].gaps[0].from: version 16.2 is no iOS release in the data; the nearest are 16.0 and 16.4"
      ]
    ),
    (
      "API introduced in 20.0, deprecated in 25",
      #"""
      {"apis": [{"id": "case-api", "symbol": "CaseAPI", "framework": "SwiftUI", "kind": "struct",
        "summary": "Case.", "platforms": {"iOS": {"introduced": "20.0", "deprecated": "25"}},
        "sources": ["https://example.com/case"], "confidence": "confirmed"}]}
      """#,
      [
        "case.json:2:59: error: apis[0].platforms.iOS.introduced: version 20.0 is no iOS release in the data; the nearest are 18.0 and 26.0",
        "case.json:2:81: error: apis[0].platforms.iOS.deprecated: version 25.0 is no iOS release in the data; the nearest are 18.0 and 26.0",
      ]
    ),
    (
      "real releases, and an API older than the data",
      #"""
      {"apis": [{"id": "case-api", "symbol": "CaseAPI", "framework": "UIKit", "kind": "class",
        "summary": "Case.", "platforms": {"iOS": {"introduced": "2.0", "deprecated": "16.4"}},
        "sources": ["https://example.com/case"], "confidence": "confirmed"}],
       "concerns": [{"id": "case", "title": "Case", "question": "Which one?", "summary": "Case.",
        "tags": [], "strategies": [{"id": "s", "title": "S", "summary": "S.",
        "origin": "first-party", "requires": ["case-api"], "sources": ["https://example.com/case"],
        "behaviour": [{"platform": "iOS", "from": "16.4", "until": "26", "status": "broken",
          "note": "Broken.", "sources": ["https://example.com/case"],
          "confidence": "reported"}]}]}]}
      """#,
      []
    ),
  ]

  @Test(arguments: validation)
  func aVersionThatIsNoReleaseIsAnError(name: String, text: String, messages: [String]) throws {
    do {
      _ = try TestSupport.baseMatrix(adding: [TestSupport.file("case.json", text)])
      #expect(messages.isEmpty, "\(name): loaded")
    } catch let error as MatrixLoadError {
      #expect(error.diagnostics.sorted().map(\.description) == messages, "\(name)")
    }
  }

  /// The fixture matrices with a concern added without validation, as data that slipped
  /// through would be.
  static func unvalidated(_ strategies: [Strategy]) throws -> Matrix {
    let base = try TestSupport.baseMatrix()
    let file = StretchMatrix.concern("case", strategies)
    let decoded = MatrixFileDecoder.decode(file.bytes, file: file.path)
    #expect(decoded.diagnostics.isEmpty)
    return Matrix(
      platforms: Array(base.platforms.values), apis: base.apis,
      concerns: base.concerns + decoded.contents.concerns)
  }

  /// Strategies whose stretches start or end at versions that are no release, and the rows
  /// of the plan over `13+` (`lead | title | versions`, newest first).
  static let plans: [(String, [Strategy], [String])] = [
    (
      "broken only between 18 and 26: no gap",
      [Strategy(id: "s", broken: [("19.0", "25.0")])],
      ["use | Title of s | 13.0–26.0"]
    ),
    (
      "broken from 19.0: broken from 26.0",
      [Strategy(id: "s", broken: [("19.0", nil)])],
      ["if #available(iOS 26.0, *) | no strategy | 26.0", "else | Title of s | 13.0–18.x"]
    ),
    (
      "works from 20.0: from 26.0",
      [
        Strategy(id: "old", broken: [("20.0", nil)]),
        Strategy(id: "new", broken: [("13.0", "20.0")]),
      ],
      ["if #available(iOS 26.0, *) | Title of new | 26.0", "else | Title of old | 13.0–18.x"]
    ),
    (
      "a custom workaround is no cheaper over a stretch with no release",
      [
        Strategy(id: "first", broken: [("19.0", "25.0")]),
        Strategy(id: "custom", custom: true),
      ],
      ["use | Title of first | 13.0–26.0"]
    ),
    (
      "broken from 16.2 until 16.3: nothing between 16.0 and 16.4",
      [Strategy(id: "s", broken: [("16.2", "16.3")])],
      ["use | Title of s | 13.0–26.0"]
    ),
  ]

  @Test(arguments: plans)
  func plansCutOnlyAtReleases(name: String, strategies: [Strategy], rows: [String]) throws {
    let matrix = try Self.unvalidated(strategies)
    let plan = try StretchMatrix.plan("case", "13+", in: matrix)
    let actual = PlanRow.rows(of: plan).map { "\($0.lead) | \($0.title) | \($0.versions)" }
    #expect(actual == rows, "\(name)")
    // Every segment starts at the minimum or at a release.
    let axis = try matrix.axis(for: .iOS)
    for segment in ConcernTimeline(concern: plan.concern, range: plan.range, matrix: matrix)
      .segments
    {
      #expect(
        segment.from == plan.range.minimum || axis.isKnownRelease(segment.from),
        "\(name): a segment starts at \(segment.from)")
    }
  }

  /// `show`'s table has a column per major release and per release where a row changes: none
  /// for a version that is no release.
  @Test func theTableHasNoColumnForAVersionThatIsNoRelease() throws {
    let matrix = try Self.unvalidated([Strategy(id: "s", broken: [("19.0", "25.0")])])
    // The concern was added above.
    let concern = try #require(matrix.concern(id: "case"))
    let table = try StatusTable(
      strategies: concern.strategies, platform: .iOS, matrix: matrix, range: nil)
    #expect(
      table.columns.map(\.description) == [
        "13.0", "14.0", "15.0", "16.0", "17.0", "18.0", "26.0",
      ])
  }
}
