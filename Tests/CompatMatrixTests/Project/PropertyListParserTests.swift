import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

extension ProjectTests {
  @Suite struct PropertyListParserTests {
    private func parse(_ text: String) throws(PropertyListSyntaxError) -> PropertyListValue {
      try PropertyListParser.parse(Array(text.utf8))
    }

    /// A small document with every kind of value, comments and both quotes.
    private static let sample = """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tobjects = {
      \t\tA1 /* App */ = {isa = PBXNativeTarget; name = "My App"; };
      \t};
      \tlist = ( a, "b c", /* skipped */ 'd', );
      \tempty = ();
      \tblob = <0fbd 7771>;
      \tpath = ../Config/Base.xcconfig;
      }
      """

    @Test func readsDictionariesArraysStringsAndDataWithLocations() throws {
      let value = try parse(Self.sample)
      #expect(value.location == SourceLocation(line: 2, column: 1))
      #expect(
        value.entries?.map(\.key) == ["archiveVersion", "objects", "list", "empty", "blob", "path"])
      #expect(value["archiveVersion"]?.string == "1")
      let target = value["objects"]?["A1"]
      #expect(target?["isa"]?.string == "PBXNativeTarget")
      #expect(target?["name"]?.string == "My App")
      #expect(target?.location == SourceLocation(line: 5, column: 18))
      #expect(value["objects"]?.entries?.first?.keyLocation == SourceLocation(line: 5, column: 3))
      #expect(value["list"]?.array?.compactMap(\.string) == ["a", "b c", "d"])
      #expect(value["list"]?.array?.map(\.location.column) == [11, 14, 35])
      #expect(value["empty"]?.array?.isEmpty == true)
      if case .data(let bytes) = value["blob"]?.kind {
        #expect(bytes == [0x0F, 0xBD, 0x77, 0x71])
      } else {
        Issue.record("expected data")
      }
      #expect(value["path"]?.string == "../Config/Base.xcconfig")
    }

    @Test(arguments: [
      (#""a\"b""#, "a\"b"),
      (#""tab\there""#, "tab\there"),
      (#""line\nbreak""#, "line\nbreak"),
      (#""back\\slash""#, "back\\slash"),
      (#""\U00e9t\U00E9""#, "été"),
      (#""octal \101\102""#, "octal AB"),
      (#""unknown \q escape""#, "unknown q escape"),
      (#"'single "quoted"'"#, "single \"quoted\""),
      ("\"multi\nline\"", "multi\nline"),
      ("\"日本語 ナビ\"", "日本語 ナビ"),
      ("$(inherited)", nil),
    ])
    func decodesStrings(input: String, expected: String?) throws {
      if let expected {
        #expect(try parse(input).string == expected)
      } else {
        // '(' cannot continue an unquoted string: Xcode quotes such values.
        #expect(throws: PropertyListSyntaxError.self) { try parse(input) }
      }
    }

    @Test func acceptsAByteOrderMarkAndCRLF() throws {
      let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\r\n  a = 1;\r\n}".utf8)
      let value = try PropertyListParser.parse(bytes)
      #expect(value.entries?.first?.keyLocation == SourceLocation(line: 2, column: 3))
    }

    @Test(arguments: [
      ("", "1:1", "the file is empty; expected a property list such as { key = value; }"),
      (
        "// only a comment\n", "2:1",
        "the file is empty; expected a property list such as { key = value; }"
      ),
      ("{ a = 1 }", "1:9", "unexpected '}'; expected ';' after the value"),
      ("{\n\ta = 1;\n\tb 2;\n}", "3:4", "unexpected '2'; expected '=' after the key"),
      ("{ = 1; }", "1:3", "unexpected '='; expected a key or '}'"),
      ("{ <00> = 1; }", "1:3", "unexpected '<'; expected a key or '}'"),
      ("{ a = ; }", "1:7", "unexpected ';'; expected a value"),
      ("( a b )", "1:5", "unexpected 'b'; expected ',' or ')' after an array element"),
      ("( a, , )", "1:6", "unexpected ','; expected a value"),
      ("{ a = (1, 2; }", "1:12", "unexpected ';'; expected ',' or ')' after an array element"),
      ("{ a = 1;", "1:9", "unexpected end of file; expected a key or '}'"),
      ("{ a = ", "1:7", "unexpected end of file; expected a value"),
      ("{ a = \"open; }", "1:7", "unterminated string; expected a closing quote"),
      ("{ a = 1; /* open", "1:10", "unterminated comment; expected '*/'"),
      ("{ a = <0fb>; }", "1:7", "invalid data; expected pairs of hex digits between '<' and '>'"),
      ("{ a = <0fzz>; }", "1:10", "invalid data; expected pairs of hex digits between '<' and '>'"),
      ("{ a = <0f", "1:7", "invalid data; expected pairs of hex digits between '<' and '>'"),
      ("{ a = 1; } }", "1:12", "unexpected content after the property list"),
      ("{ a = 1; }\n{", "2:1", "unexpected content after the property list"),
      ("{ a = é; }", "1:7", "unexpected 'é'; expected a value"),
      ("{ a\t= 1;\u{0}}", "1:9", "unexpected 'U+0000'; expected a key or '}'"),
    ])
    func reportsTheFirstProblemWithItsLocation(input: String, location: String, message: String) {
      do {
        _ = try parse(input)
        Issue.record("expected an error for \(input.debugDescription)")
      } catch {
        #expect(error.location.description == location)
        #expect(error.description == message)
      }
    }

    @Test func reportsInvalidUTF8AtTheByte() {
      let bytes: [UInt8] = Array("{\n  name = \"".utf8) + [0xC3, 0x28] + Array("\";\n}".utf8)
      #expect(
        throws: PropertyListSyntaxError(
          location: SourceLocation(line: 2, column: 11), problem: .invalidUTF8)
      ) {
        try PropertyListParser.parse(bytes)
      }
    }

    @Test func acceptsNestingUpToTheLimit() throws {
      let depth = PropertyListParser.depthLimit
      let text =
        String(repeating: "{a=", count: depth - 1) + "()"
        + String(repeating: ";}", count: depth - 1)
      var value = try parse(text)
      for _ in 0..<(depth - 1) {
        guard let inner = value["a"] else {
          Issue.record("expected a nested dictionary")
          return
        }
        value = inner
      }
      #expect(value.array?.isEmpty == true)
    }

    @Test(arguments: ["(", "{a="])
    func rejectsDeepNestingWithoutOverflowingTheStack(opening: String) {
      let text = String(repeating: opening, count: 200_000)
      let column = PropertyListParser.depthLimit * opening.count + 1
      #expect(
        throws: PropertyListSyntaxError(
          location: SourceLocation(line: 1, column: column), problem: .nestingTooDeep)
      ) { try parse(text) }
    }

    /// Random bytes, and a small document with random edits: every input parses to a
    /// value that reads back the same when written out again, or gives a one-line error at a
    /// place inside the input.
    @Test func garbageAndDamagedFilesParseFaithfullyOrGiveAnErrorInside() throws {
      var generator = SplitMix64(state: 0x9E37_79B9_7F4A_7C15)
      let alphabet = Array("{}()<>=;,\"'\\/*ab09 \n\t$".utf8) + [0xC3, 0xA9, 0xFF]
      let valid = Array(Self.sample.utf8)
      var outcomes = (parsed: 0, refused: 0)
      for round in 0..<2_000 {
        let bytes = generator.damaged(
          valid, round: round, edits: 2, alphabet: alphabet, maxLength: 64)
        let lines = 1...TestSupport.lineBound(String(decoding: bytes, as: UTF8.self))
        do {
          let value = try PropertyListParser.parse(bytes)
          outcomes.parsed += 1
          #expect(lines.contains(value.location.line))
          let text = Self.written(value)
          let again = try PropertyListParser.parse(Array(text.utf8))
          #expect(Self.written(again) == text, "\(String(decoding: bytes, as: UTF8.self))")
        } catch {
          outcomes.refused += 1
          #expect(lines.contains(error.location.line) && error.location.column >= 1)
          #expect(TestSupport.isOneLine(error.description), "\(error.description)")
        }
      }
      // Both ways out are taken often, or the inputs test less than they claim.
      #expect(outcomes.parsed > 200 && outcomes.refused > 200, "\(outcomes)")
    }

    /// A value written as an old-style property list, every string quoted.
    private static func written(_ value: PropertyListValue) -> String {
      func quoted(_ text: String) -> String {
        "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
      }
      switch value.kind {
      case .string(let text):
        return quoted(text)
      case .data(let bytes):
        let digits = Array("0123456789abcdef")
        return "<" + String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }) + ">"
      case .array(let elements):
        return "(" + elements.map(written).joined(separator: ",") + ")"
      case .dictionary(let entries):
        return "{" + entries.map { quoted($0.key) + "=" + written($0.value) + ";" }.joined() + "}"
      }
    }
  }
}
