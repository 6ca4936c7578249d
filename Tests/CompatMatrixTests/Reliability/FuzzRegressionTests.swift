import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSDK
@testable import CompatMatrixSource

/// Inputs the fuzz targets under `Fuzz/` found, minimised, each replayed the way its target
/// ran it. The inputs are under `Fixtures/fuzz/TARGET/`; `docs/records/reliability-passes.md` tells what
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

  /// `sdk`: an interface holding runs of lone carriage returns put a declaration on line 106
  /// of an input of 57 `\n` lines. The interface reader counts lines as Swift does (`\n`,
  /// `\r\n` and a lone `\r` each end one); the target's invariant counted `\n` only, and
  /// now counts as the reader does. The header reader counts `\n` only, never more.
  @Test func aLoneCarriageReturnEndsALineOfAnInterface() throws {
    let bytes = try Self.input("sdk", "lone-carriage-returns")
    let newlines = bytes.count { $0 == UInt8(ascii: "\n") } + 1
    let swiftLines =
      bytes.indices.count { index in
        bytes[index] == 0x0A
          || (bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A))
      } + 1
    let interface = InterfaceReader.read(
      bytes, file: "SwiftUI.swiftinterface", framework: "SwiftUI")
    let lines = interface.declarations.map(\.location.line)
    #expect(lines.max().map { $0 > newlines } == true, "the input no longer needs lone CRs")
    #expect(lines.allSatisfy { $0 >= 1 && $0 <= swiftLines }, "\(lines) of \(swiftLines)")
    let header = HeaderReader.read(bytes, file: "UIKit.h").declarations.map(\.location.line)
    #expect(header.allSatisfy { $0 >= 1 && $0 <= newlines })
    let small = InterfaceReader.read(
      Array("public struct A {}\rpublic struct B {}\r\npublic struct C {}".utf8),
      file: "SwiftUI.swiftinterface", framework: "SwiftUI")
    #expect(small.declarations.map(\.location.line) == [1, 2, 3])
  }

  /// `lint`: the target's own matrix stopped loading once the validator required a strategy
  /// whose APIs name no framework to declare one; the target then stopped on its first input
  /// (the empty one) before fuzzing anything. The matrix is now this fixture, loaded here by
  /// the validator as it is, and the target reads it.
  @Test func theLintTargetsMatrixLoadsAndItsPatternsFindCode() throws {
    let matrix = try MatrixLoader.load(shipped: [
      MatrixFile(path: "fuzz.json", bytes: try Self.input("lint", "matrix.json"))
    ])
    let range = try matrix.resolve(DeploymentRange(minimum: OSVersion(13)), on: .iOS)
    let linter = Linter(matrix: matrix, range: range, includePreviews: true)
    #expect(linter.lint([], file: "Fuzz.swift").isEmpty)
    let source = """
      import SwiftUI
      struct A: View {
          var body: some View {
              NavigationView { Text("a") }
                  .navigationBarHidden(true)
          }
      }

      """
    let findings = linter.lint(Array(source.utf8), file: "Fuzz.swift")
    // `hide` is broken from 16.0, inside the range 13+.
    #expect(findings.contains { $0.strategy == "hide" }, "\(findings)")
  }
}
