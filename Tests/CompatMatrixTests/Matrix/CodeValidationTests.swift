import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData

/// What `validate` says of the code the data holds: snippets and their harness, harness
/// templates, scaffold files and strategies' code for them; each problem at its place.
@Suite struct CodeValidationTests {
  /// A team file: one concern, whose strategy has `strategy` as its last fields, and
  /// `extra` top-level arrays.
  static func file(strategy: String, extra: String = "") -> String {
    """
    {
      "concerns": [
        {
          "id": "team-title",
          "title": "Title",
          "question": "How is the title shown?",
          "summary": "A team's concern.",
          "tags": [],
          "strategies": [
            {
              "id": "team-title-text",
              "title": "Text title",
              "summary": "A title.",
              "origin": "first-party",
              "requires": ["navigation-title"],
              "sources": ["https://example.com/title"]\(strategy.isEmpty ? "" : ",\n" + strategy)
            }
          ]
        }
      ]\(extra.isEmpty ? "" : ",\n" + extra)
    }
    """
  }

  static func diagnostics(_ text: String) -> [String] {
    do {
      _ = try MatrixLoader.load(
        shipped: MatrixLoader.embedded(),
        team: [MatrixFile(path: "team/code.json", bytes: Array(text.utf8))])
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  static let scaffoldFile = """
      "scaffolds": [
        {
          "id": "team-title-file",
          "name": "Title.swift",
          "title": "the title",
          "summary": "Shows the title.",
          "profiles": ["swiftui"],
          "code": "import SwiftUI\\n\\nextension View {\\n    func appTitle() -> some View {\\n        {{team-title}}\\n    }\\n}\\n",
          "sources": ["https://example.com/title"]
        }
      ]
    """

  @Test(arguments: [
    #"          "snippet": "Text(\"Hi\")", "harness": { "in": "view-body" }"#,
    #"          "snippet": "<key>A</key>", "harness": { "unchecked": "an Info.plist key" }"#,
    #"          "snippet": "Text(hi)", "harness": { "in": "view-body", "given": "private let hi = \"Hi\"" }"#,
    #"          "scaffold": [{ "file": "team-title-file", "code": "navigationTitle(\"Inbox\")" }]"#,
  ])
  func validCodePasses(strategy: String) {
    #expect(Self.diagnostics(Self.file(strategy: strategy, extra: Self.scaffoldFile)) == [])
  }

  @Test(arguments: [
    (
      #"          "snippet": "Text(\"Hi\")""#,
      "team/code.json:17:22: error: concerns[0].strategies[0].snippet: the snippet needs a "
        + "'harness': {\"in\": KIND} with the code it lives in (matrices/harnesses.json), or "
        + "{\"unchecked\": WHY} when the compiler cannot check it"
    ),
    (
      #"          "harness": { "in": "view-body" }"#,
      "team/code.json:17:22: error: concerns[0].strategies[0].harness: a harness without a "
        + "snippet checks nothing; remove it, or add the snippet"
    ),
    (
      #"          "snippet": "a", "harness": { "in": "view-body", "unchecked": "why" }"#,
      "team/code.json:17:38: error: concerns[0].strategies[0].harness: a harness is either "
        + "{\"in\": KIND, \"given\": CODE} or {\"unchecked\": WHY}, not both"
    ),
    (
      #"          "snippet": "a", "harness": { "in": "view-bodies" }"#,
      "team/code.json:17:46: error: concerns[0].strategies[0].harness.in: 'view-bodies' is not "
        + "one of 'file', 'view-body', 'view-modifiers', 'view-members', 'toolbar-content', "
        + "'app-scenes', 'view-controller-members', 'view-controller-code', "
        + "'navigation-controller-code', 'tab-bar-controller-code', 'app-delegate-code', "
        + "'scene-delegate-code', 'object-code'; did you mean 'view-body'?"
    ),
    (
      #"          "scaffold": [{ "file": "team-titles-file", "code": "a" }]"#,
      "team/code.json:17:24: error: concerns[0].strategies[0].scaffold[0]: unknown scaffold file "
        + "'team-titles-file'; did you mean 'team-title-file'?"
    ),
    (
      #"          "scaffold": [{ "file": "team-title-file", "part": "members", "code": "a" }]"#,
      "team/code.json:17:24: error: concerns[0].strategies[0].scaffold[0]: the scaffold file "
        + "'team-title-file' has no slot {{team-title.members}} on a line of its own for this code"
    ),
  ])
  func eachProblemIsReportedAtItsPlace(strategy: String, message: String) {
    #expect(Self.diagnostics(Self.file(strategy: strategy, extra: Self.scaffoldFile)) == [message])
  }

  @Test(arguments: [
    (
      #""code": "import SwiftUI\n{{snippet}}\n{{snippet}}\n""#,
      "the code's slots are wrong: it needs one {{snippet}} slot, and has 2"
    ),
    (
      #""code": "import SwiftUI\n{{given}}\n{{snippet}}\n{{view-body}}\n""#,
      "the code's slots are wrong: a harness has only {{given}} and {{snippet}}, not {{view-body}}"
    ),
    (
      #""code": "let a = \"{{snippet}}\"\n{{snippet}}\n""#,
      "the code's slots are wrong: line 1 of the code holds '{{' outside a slot on a line of its own"
    ),
  ])
  func aHarnessTemplateHasOneSnippetSlot(code: String, message: String) {
    let extra = """
        "harnesses": [{ "id": "view-body", "title": "a view's body", \(code) }]
      """
    let problems = Self.diagnostics(Self.file(strategy: "", extra: extra))
    #expect(problems.count == 1)
    #expect(problems.first?.hasSuffix(message) == true, "\(problems)")
    #expect(problems.first?.hasPrefix("team/code.json:21:") == true, "\(problems)")
  }

  @Test(arguments: [
    (
      #""name": "Sources/Title.swift", "code": "{{team-title}}""#,
      "error: scaffolds[0].name: the scaffold file name 'Sources/Title.swift' is not a plain Swift "
        + "file name: letters, digits, '_', '-', ending in .swift, without a folder"
    ),
    (
      #""name": "Title.swift", "code": "{{team-titles}}""#,
      "error: scaffolds[0].code: unknown concern 'team-titles'; did you mean 'team-title'?"
    ),
    (
      #""name": "Title.swift", "code": "import SwiftUI\n""#,
      "error: scaffolds[0].code: the code's slots are wrong: a scaffold file needs a slot for a "
        + "concern, such as {{pop-to-root}}"
    ),
    (
      #""name": "Title.swift", "code": "{{team-title}}", "fallbacks": { "team-titles": "self" }"#,
      "error: scaffolds[0].fallbacks: the code's slots are wrong: the fallback 'team-titles' "
        + "names no slot of a concern's own code in the file's code"
    ),
  ])
  func aScaffoldFileIsAPlainNameWithSlotsForConcerns(fields: String, message: String) {
    let extra = """
        "scaffolds": [
          {
            "id": "team-title-file", "title": "t", "summary": "s", "profiles": ["swiftui"],
            "sources": ["https://example.com/title"], \(fields)
          }
        ]
      """
    let problems = Self.diagnostics(Self.file(strategy: "", extra: extra))
    #expect(problems.count == 1, "\(problems)")
    #expect(problems.first?.hasSuffix(message) == true, "\(problems)")
  }

  @Test func twoFilesOfOneProfileCannotShareAName() {
    let extra = """
        "scaffolds": [
          { "id": "team-a", "name": "NavigationRouter.swift", "title": "t", "summary": "s",
            "profiles": ["swiftui"], "code": "{{team-title}}", "sources": ["https://example.com/a"] }
        ]
      """
    let problems = Self.diagnostics(Self.file(strategy: "", extra: extra))
    #expect(
      problems.contains {
        $0.hasSuffix(
          "the scaffold file name 'NavigationRouter.swift' is also "
            + "the name of 'swiftui-navigation-router' in the swiftui scaffold")
      }, "\(problems)")
  }

  /// The shipped data: every snippet has a harness, and every harness kind a template.
  @Test func theShippedDataDeclaresEveryHarnessAndEverySnippetsHarness() throws {
    let matrix = try MatrixLoader.load(shipped: MatrixLoader.embedded())
    #expect(Set(matrix.harnesses.map(\.kind)) == Set(HarnessKind.allCases))
    let strategies = matrix.concerns.flatMap(\.strategies)
    #expect(strategies.filter { $0.snippet != nil }.allSatisfy { $0.harness != nil })
    #expect(strategies.filter { $0.snippet == nil }.allSatisfy { $0.harness == nil })
    #expect(matrix.scaffolds.count >= 8)
  }
}
