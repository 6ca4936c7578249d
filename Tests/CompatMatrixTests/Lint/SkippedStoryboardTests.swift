import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixSource

/// A storyboard that is not well-formed is skipped with one line naming its file, line and
/// column.
@Suite struct SkippedStoryboardTests {
  @Test func theWarningNamesTheFileLineAndColumn() {
    let skipped = SkippedFile(
      file: "App/Main.storyboard",
      reason: .notWellFormed(
        at: SourceLocation(line: 10, column: 13), problem: "unterminated comment; expected '-->'"))
    #expect(skipped.place == "App/Main.storyboard:10:13")
    #expect(
      skipped.warning
        == "App/Main.storyboard:10:13: warning: skipped: not well-formed XML: unterminated comment; expected '-->'"
    )
  }
}
