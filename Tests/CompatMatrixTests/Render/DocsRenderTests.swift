import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixDocs
@testable import CompatMatrixLint
@testable import CompatMatrixOutput
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource
@testable import CompatMatrixWorkflows

/// The generated docs on the resolver fixtures: golden pages, byte stability, and escaping.
@Suite struct DocsRenderTests {
  /// The fixture files `ResolverTests.matrix()` loads.
  static func fixtureFiles() throws -> [MatrixFile] {
    try TestSupport.baseFiles() + [
      MatrixFile(
        path: "resolver/concerns.json",
        bytes: try TestSupport.fixtureBytes("matrices/resolver/concerns.json"))
    ]
  }

  static func files(
    _ format: DocsFormat, range expression: String? = nil, matrix: Matrix? = nil
  ) throws -> [String: String] {
    let matrix = try matrix ?? ResolverTests.matrix()
    let range = try expression.map { try matrix.resolve(RangeExpression.parse($0), on: .iOS) }
    let files = try DocsGenerator().pages(
      documenting: DocsSubject(matrix: matrix, platform: .iOS, range: range), in: format)
    return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
  }

  @Test(
    arguments: [
      (nil, "README.md", "docs/general/README.md"),
      (nil, "tinting.md", "docs/general/tinting.md"),
      (nil, "apis.md", "docs/general/apis.md"),
      ("15.2-18", "README.md", "docs/ranged/README.md"),
      ("15.2-18", "gapped.md", "docs/ranged/gapped.md"),
    ] as [(String?, String, String)])
  func markdownPagesMatchTheGoldenFiles(range: String?, page: String, golden: String) throws {
    let files = try Self.files(.markdown, range: range)
    try TestSupport.expectGolden(try #require(files[page]), golden)
  }

  @Test func htmlMatchesTheGoldenFile() throws {
    try TestSupport.expectGolden(
      try #require(try Self.files(.html)["index.html"]), "docs/html/index.html")
  }

  /// The HTML docs for a range say what the text, JSON and Markdown say: which profile the
  /// plans keep to and how it was chosen (a tie between profiles included), and a tie between
  /// strategies beside the plan that names the first.
  @Test func rangedHTMLNamesTheProfileAndTies() throws {
    let html = try #require(try Self.files(.html, range: "15.2-18")["index.html"])
    #expect(html.contains("<p class=\"profile\">Every plan in these docs is for "))
    #expect(html.contains("Listed first (works, 15.2–18.0; a tie with Listed second, "))
  }

  @Test func markdownHasAnIndexAnAPIPageAndAPagePerConcern() throws {
    let matrix = try ResolverTests.matrix()
    let files = try Self.files(.markdown, matrix: matrix)
    #expect(
      Set(files.keys) == Set(["README.md", "apis.md"] + matrix.concerns.map { "\($0.id).md" }))
    for (name, text) in files {
      #expect(text.hasPrefix(GeneratedFileMarker.line + "\n"), "\(name)")
      #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"), "\(name)")
    }
    let index = try #require(files["README.md"])
    for concern in matrix.concerns {
      #expect(index.contains("](\(concern.id).md)"))
    }
    #expect(index.contains("The latest release is iOS 26.0, released 2025-09-15."))
  }

  @Test func aRangeKeepsOnlyItsColumnsAndPutsItsPlanFirst() throws {
    let general = try #require(try Self.files(.markdown)["branched.md"])
    let ranged = try #require(try Self.files(.markdown, range: "16-18")["branched.md"])
    #expect(general.contains("| Strategy | 13 | 14 | 15 | 16 | 17 | 18 | 26 |"))
    #expect(ranged.contains("| Strategy | 16 | 17 | 18 |"))
    let plan = try #require(ranged.range(of: "## Plan for iOS 16.0–18.0"))
    let table = try #require(ranged.range(of: "## Status by release"))
    #expect(plan.lowerBound < table.lowerBound)
    #expect(!general.contains("## Plan for "))
  }

  @Test func shufflingTheInputFilesChangesNoByte() throws {
    let files = try Self.fixtureFiles()
    let team = TestSupport.file("team/escaping.json", Self.escapingTeamFile)
    let expected = try DocsFormat.allCases.map { format in
      try Self.files(
        format, range: "15-18", matrix: MatrixLoader.load(shipped: files, team: [team]))
    }
    for seed in UInt64(1)...6 {
      var generator = SplitMix64(state: seed)
      let shuffled = files.shuffled(using: &generator)
      let matrix = try MatrixLoader.load(shipped: shuffled, team: [team])
      for (offset, format) in DocsFormat.allCases.enumerated() {
        #expect(try Self.files(format, range: "15-18", matrix: matrix) == expected[offset])
      }
    }
  }

  /// A team's concern whose text holds every character that HTML or a Markdown table cell
  /// must escape.
  static let escapingTeamFile = """
    {
      "concerns": [
        {
          "id": "escaping",
          "title": "Tabs <Beta> & \\"split\\" | views",
          "question": "Does <script>alert(1)</script> & | stay text?",
          "summary": "# Not a heading | and <b>not bold</b> & fine.",
          "tags": [],
          "strategies": [
            {
              "id": "escaping-strategy",
              "title": "A <b> & c | d",
              "summary": "- not a list item",
              "origin": "first-party",
              "requires": ["tint"],
              "behaviour": [
                {
                  "platform": "iOS",
                  "from": "17.0",
                  "status": "partial",
                  "note": "Ignored when x < y & z | w.",
                  "sources": ["https://example.com/a?b=1&c=<2>"],
                  "confidence": "reported"
                }
              ],
              "caveats": ["1. not an ordered list & <i>no tags</i>"],
              "snippet": "let a = \\"```\\" // <tag> & |",
              "harness": { "unchecked": "it tests the docs' escaping, not Swift" },
              "sources": ["https://example.com/escaping"]
            }
          ]
        }
      ]
    }
    """

  static func escapingMatrix() throws -> Matrix {
    try MatrixLoader.load(
      shipped: try Self.fixtureFiles(),
      team: [TestSupport.file("team/escaping.json", Self.escapingTeamFile)])
  }

  @Test func htmlHasEveryConcernAndColumnAndNothingExternal() throws {
    let matrix = try Self.escapingMatrix()
    let html = try #require(try Self.files(.html, matrix: matrix)["index.html"])
    #expect(html.hasPrefix(GeneratedFileMarker.line + "\n<!DOCTYPE html>\n"))
    #expect(html.hasSuffix("</html>\n"))
    // Self-contained: no scripts, no fetched resources.
    for forbidden in ["<script", "<link", "<img", "src=", "@import", "url(", "@font-face"] {
      #expect(!html.contains(forbidden), "\(forbidden)")
    }
    #expect(html.contains("print-color-adjust: exact"))
    #expect(html.contains("@media print"))
    // Balanced structure.
    for tag in ["section", "table", "thead", "tbody", "tr", "ol", "p"] {
      #expect(
        html.components(separatedBy: "<\(tag)").count
          == html.components(separatedBy: "</\(tag)>").count, "\(tag)")
    }
    // Every concern has a section with a grid of its strategies over every column.
    let columns = MatrixOverview(matrix: matrix, range: try Self.wholeAxis(matrix)).columns
    let header = columns.map { "<th scope=\"col\">\($0.label)</th>" }.joined()
    #expect(html.contains("<th scope=\"col\">Concern</th>" + header))
    for concern in matrix.concerns {
      let start = try #require(
        html.range(of: "<section class=\"concern\" id=\"concern-\(concern.id)\">"))
      let end = try #require(html.range(of: "</section>", range: start.upperBound..<html.endIndex))
      let section = html[start.upperBound..<end.lowerBound]
      let table = try StatusTable(strategies: concern.strategies, platform: .iOS, matrix: matrix)
      let labels = table.columns.map(DocsContent.label)
      #expect(
        section.contains(
          "<th scope=\"col\">Strategy</th>"
            + labels.map { "<th scope=\"col\">\($0)</th>" }.joined()))
      #expect(
        section.components(separatedBy: "<td ").count - 1
          == concern.strategies.count * labels.count)
      #expect(html.contains("<a href=\"#concern-\(concern.id)\">"))
    }
  }

  @Test func htmlEscapesEverythingFromTheData() throws {
    let html = try #require(try Self.files(.html, matrix: Self.escapingMatrix())["index.html"])
    #expect(html.contains("<h2>Tabs &lt;Beta&gt; &amp; &quot;split&quot; | views</h2>"))
    #expect(html.contains("Does &lt;script&gt;alert(1)&lt;/script&gt; &amp; | stay text?"))
    #expect(html.contains("<th scope=\"row\">A &lt;b&gt; &amp; c | d<span"))
    // Notes: in the hover text and in the numbered list.
    #expect(html.contains("Ignored when x &lt; y &amp; z | w."))
    #expect(html.contains("title=\"A &lt;b&gt; &amp; c | d, iOS 17: partial&#10;"))
    #expect(
      html.contains(
        "<a href=\"https://example.com/a?b=1&amp;c=&lt;2&gt;\">https://example.com/a?b=1&amp;c=&lt;2&gt;</a>"
      ))
    for raw in ["<Beta>", "<script>", "<b>", "<i>", "\"split\""] {
      #expect(!html.contains(raw), "\(raw)")
    }
  }

  @Test func markdownEscapesTableCellsAndLineStarts() throws {
    let files = try Self.files(.markdown, matrix: Self.escapingMatrix())
    let index = try #require(files["README.md"])
    #expect(index.contains("| [Tabs &lt;Beta&gt; &amp; \"split\" \\| views](escaping.md) |"))
    let page = try #require(files["escaping.md"])
    #expect(page.contains("# Tabs &lt;Beta&gt; &amp; \"split\" | views\n"))
    #expect(page.contains("| [A &lt;b&gt; &amp; c \\| d](#escaping-strategy) |"))
    #expect(page.contains("\n\\# Not a heading | and &lt;b&gt;not bold&lt;/b&gt; &amp; fine.\n"))
    #expect(page.contains("\n\\- not a list item\n"))
    #expect(page.contains("\n- 1\\. not an ordered list &amp; &lt;i&gt;no tags&lt;/i&gt;\n"))
    #expect(page.contains("\n````swift\nlet a = \"```\" // <tag> & |\n````\n"))
    #expect(page.contains(": Partial from 17.0: Ignored when x &lt; y &amp; z | w."))
    #expect(!page.contains("<b>") && !page.contains("<Beta>"))
  }

  static func wholeAxis(_ matrix: Matrix) throws -> ResolvedRange {
    let axis = try matrix.axis(for: .iOS)
    return ResolvedRange(
      platform: .iOS, minimum: try #require(axis.earliest), maximum: try #require(axis.latest),
      releases: axis.knownReleases, isOpenEnded: true)
  }

  @Test func theOverviewShowsTheBestStatusAndGaps() throws {
    let matrix = try ResolverTests.matrix()
    let overview = MatrixOverview(matrix: matrix, range: try Self.wholeAxis(matrix))
    #expect(overview.columns.map(\.label) == ["13", "14", "15", "16", "17", "18", "26"])
    func cells(_ id: String) throws -> [StrategyStatus?] {
      try #require(overview.rows.first { $0.concern.id == id }).cells
    }
    // No strategy before 17.0: a gap in 13 to 16.
    #expect(
      try cells("gapped") == [.unavailable, .unavailable, .unavailable, .unavailable]
        + [.works, .works, .works])
    // The tint modifier is broken on 16.0..<16.4, but the app-wide appearance works there.
    #expect(try cells("tinting").allSatisfy { $0 == .works })
    // A range that starts inside a major release starts its first column there.
    let ranged = MatrixOverview(
      matrix: matrix, range: try matrix.resolve(RangeExpression.parse("15.2-18"), on: .iOS))
    #expect(ranged.columns.map(\.label) == ["15.2", "16", "17", "18"])
    #expect(ranged.columns.last?.until == nil)
  }
}
