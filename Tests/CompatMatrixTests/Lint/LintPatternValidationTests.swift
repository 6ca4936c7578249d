import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// Validation parses every lint pattern of every strategy and reports the ones that do not
/// parse at the pattern, with the part at fault in the path.
@Suite struct LintPatternValidationTests {
  /// A team file with one concern whose strategy has the given `lint` array (JSON text).
  static func teamFile(lint: String) -> MatrixFile {
    TestSupport.file(
      "team/x.json",
      """
      {"concerns": [{"id": "linted", "title": "Linted", "question": "Q?", "summary": "S.",
        "tags": [], "strategies": [{"id": "linted-strategy", "title": "T", "summary": "S.",
        "origin": "custom", "framework": "UIKit", "requires": [], "sources": ["https://example.com/x"],
        "lint": \(lint)}]}]}
      """)
  }

  static func diagnostics(lint: String) throws -> [String] {
    do {
      _ = try TestSupport.baseMatrix(adding: [teamFile(lint: lint)])
      return []
    } catch let error as MatrixLoadError {
      return error.diagnostics.map(\.description)
    }
  }

  @Test func validPatternsLoad() throws {
    let lint = """
      [{"match": "NavigationLink(… isActive: …)", "with": "NavigationView"},
           {"match": ".offset(…)", "inside": "ToolbarItem(placement: .navigationBarLeading …)",
            "with": ".navigationBarBackButtonHidden(…)", "scope": "declaration"}]
      """
    let matrix = try TestSupport.baseMatrix(adding: [Self.teamFile(lint: lint)])
    #expect(matrix.strategy(id: "linted-strategy")?.strategy.lint.count == 2)
  }

  static let invalid: [(String, [String])] = [
    (
      #"[{"match": "NavigationLink("}]"#,
      [
        "team/x.json:4:12: error: concerns[0].strategies[0].lint[0].match: invalid lint pattern 'NavigationLink(': unbalanced '('"
      ]
    ),
    (
      #"[{"match": "… isActive"}]"#,
      [
        "team/x.json:4:12: error: concerns[0].strategies[0].lint[0].match: invalid lint pattern '… isActive': '…' cannot start a pattern"
      ]
    ),
    (
      #"[{"match": ".offset(…)", "inside": "ToolbarItem(…]"}]"#,
      [
        "team/x.json:4:12: error: concerns[0].strategies[0].lint[0].inside: invalid lint pattern 'ToolbarItem(…]': '(' is closed by ']'"
      ]
    ),
    (
      #"[{"match": "A"}, {"match": "B", "with": "*"}]"#,
      [
        "team/x.json:4:28: error: concerns[0].strategies[0].lint[1].with: invalid lint pattern '*': a pattern cannot be only wildcards"
      ]
    ),
    (
      #"[{"match": "a}", "inside": "f(… …)", "with": "x // y"}]"#,
      [
        "team/x.json:4:12: error: concerns[0].strategies[0].lint[0].inside: invalid lint pattern 'f(… …)': '…' cannot follow another '…'",
        "team/x.json:4:12: error: concerns[0].strategies[0].lint[0].match: invalid lint pattern 'a}': unbalanced '}'",
        "team/x.json:4:12: error: concerns[0].strategies[0].lint[0].with: invalid lint pattern 'x // y': a pattern cannot contain a comment",
      ]
    ),
  ]

  @Test(arguments: invalid)
  func reportsPatternsThatDoNotParse(lint: String, expected: [String]) throws {
    #expect(try Self.diagnostics(lint: lint) == expected)
  }

  @Test func theShippedDataStillValidates() throws {
    let matrix = try MatrixLoader.load(shipped: MatrixLoader.embedded())
    #expect(matrix.concerns.flatMap(\.strategies).contains { !$0.lint.isEmpty })
  }
}
