import Testing

@testable import CompatMatrixCore

/// `CodeTemplate`: slots on lines of their own, filled with indented text, and each line of the
/// result traced back to where it came from.
@Suite struct CodeTemplateTests {
  static let view = """
    import SwiftUI

    {{given}}

    private struct SnippetView: View {
        var body: some View {
            {{snippet}}
        }
    }

    """

  @Test func slotsAreLinesOfTheirOwnWithTheirIndentation() {
    let template = CodeTemplate(Self.view)
    #expect(template.slots.map(\.name) == ["given", "snippet"])
    #expect(template.slots.map(\.line) == [3, 7])
    #expect(template.slots.map(\.indentation) == ["", "        "])
    #expect(template.strayBraces.isEmpty)
  }

  @Test func aSlotIsFilledLineByLineAtItsIndentation() {
    let filled = CodeTemplate(Self.view).fill([
      "given": "private struct Root: View {\n    var body: some View { Text(\"Root\") }\n}",
      "snippet": "NavigationStack {\n    Root()\n}\n\n.tint(.green)",
    ])
    #expect(
      filled.text == """
        import SwiftUI

        private struct Root: View {
            var body: some View { Text("Root") }
        }

        private struct SnippetView: View {
            var body: some View {
                NavigationStack {
                    Root()
                }

                .tint(.green)
            }
        }

        """)
    // Each line of the result says where it came from: the template (nil) or a slot's line.
    #expect(filled.origins[0] == nil)
    #expect(filled.origins[2] == CodeTemplate.Origin(slot: "given", line: 1))
    #expect(filled.origins[8] == CodeTemplate.Origin(slot: "snippet", line: 1))
    #expect(filled.origins[12] == CodeTemplate.Origin(slot: "snippet", line: 5))
    #expect(
      filled.origins.count == filled.text.split(separator: "\n", omittingEmptySubsequences: false)
        .count - 1)
  }

  /// An empty slot goes with its line, and with the empty lines it would leave: none at the
  /// top, none doubled, none after an opening or before a closing bracket.
  @Test(arguments: [
    ("a {\n\n    {{x}}\n}\n", "a {\n}\n"),
    ("{{x}}\n\nimport UIKit\n", "import UIKit\n"),
    ("a\n\n{{x}}\n\nb\n", "a\n\nb\n"),
    ("class A {\n    let a = 1\n\n    {{x}}\n}\n", "class A {\n    let a = 1\n}\n"),
    ("f(\n    {{x}}\n\n)\n", "f(\n)\n"),
    ("a\n{{x}}\n", "a\n"),
  ])
  func emptySlotsLeaveNoEmptyLinesBehind(template: String, expected: String) {
    #expect(CodeTemplate(template).filled(["x": "  \n"]) == expected)
  }

  @Test(arguments: [
    ("let a = \"{{name}}\"", [1]),
    ("  {{not a slot}}", [1]),
    ("{{a}} {{b}}", [1]),
    ("let a = [b]}}\n{{fine}}", []),
  ])
  func bracesOutsideASlotAreReported(text: String, lines: [Int]) {
    #expect(CodeTemplate(text).strayBraces == lines)
  }

  @Test func slotNamesAreWordsWithHyphensAndDots() {
    let template = CodeTemplate("{{pop-to-root}}\n{{pop-to-root.members}}\n{{pop-to-root}}\n")
    #expect(template.slotNames == ["pop-to-root", "pop-to-root.members"])
    #expect(
      ScaffoldSlot("pop-to-root.members") == ScaffoldSlot(concern: "pop-to-root", part: "members"))
    #expect(ScaffoldSlot("pop-to-root").part == nil)
  }

  @Test func textIsWrappedAtWordsWithinTheWidth() {
    #expect("a bb ccc dddd".wrapped(width: 6) == ["a bb", "ccc", "dddd"])
    #expect("averyveryverylongword x".wrapped(width: 5) == ["averyveryverylongword", "x"])
    #expect("  spaced   out\nlines ".wrapped(width: 40) == ["spaced out lines"])
    #expect("".wrapped(width: 10).isEmpty)
  }
}
