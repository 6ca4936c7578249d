import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// Inputs the fuzz targets under `Fuzz/` found, minimised, each replayed the way its target
/// ran it. The inputs are under `Fixtures/fuzz/TARGET/`; `docs/reliability.md` tells what
/// each one found and how it was fixed.
@Suite struct FuzzRegressionTests {
  private static func input(_ target: String, _ name: String) throws -> [UInt8] {
    try TestSupport.fixtureBytes("fuzz/\(target)/\(name)")
  }

  /// Whether a message is one line with no control characters, as the fuzz targets require.
  private static func isOneLine(_ message: String) -> Bool {
    !message.contains(where: \.isNewline) && !message.unicodeScalars.contains { $0.value < 0x20 }
  }

  /// `versions`: a line break in a version split the message quoting it over two lines.
  @Test func aLineBreakInAVersionIsQuotedAsAnEscape() throws {
    let text = String(decoding: try Self.input("versions", "line-break-in-version"), as: UTF8.self)
    #expect(text == "15\n18")
    do {
      _ = try OSVersion.parse(text)
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == #"invalid version '15\n18': unexpected '\n'; expected one to three numbers "#
          + "separated by dots, such as 16, 16.4 or 16.4.1")
    }
    do {
      _ = try RangeExpression.parse(text)
      Issue.record("expected an error")
    } catch {
      #expect(Self.isOneLine(error.description), "\(error.description)")
    }
  }

  /// `lint`: a lint pattern with an unterminated multi-line string quoted the string's line
  /// breaks in its error, which `validate` prints as `file:line:column: error: …`.
  @Test func aLineBreakInAPatternLiteralIsQuotedAsAnEscape() throws {
    let text = String(
      decoding: try Self.input("lint", "line-break-in-pattern-literal"), as: UTF8.self)
    #expect(text.hasSuffix("\n\"\"\"\nunterminated"))
    #expect(throws: LintPatternError.unterminatedLiteral("\"\"\"\nunterminated")) {
      try LintPatternProgram.parse(text)
    }
    #expect(
      LintPatternError.unterminatedLiteral("\"\"\"\nunterminated").description
        == #"unterminated literal """\nunterminated"#)
  }
}
