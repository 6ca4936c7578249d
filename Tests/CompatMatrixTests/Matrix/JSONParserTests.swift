import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

@Suite struct JSONParserTests {
  private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
  }

  @Test func recordsLineAndColumnOfEveryValueAndKey() throws {
    let value = try parse("{\n  \"a\": [1, \"é\", true],\n\t\"b\": {\"c\": null}\n}")
    guard case .object(let members) = value.kind else {
      Issue.record("expected an object")
      return
    }
    #expect(members.map(\.key) == ["a", "b"])
    #expect(members[0].keyLocation == SourceLocation(line: 2, column: 3))
    #expect(members[0].value.location == SourceLocation(line: 2, column: 8))
    guard case .array(let elements) = members[0].value.kind else {
      Issue.record("expected an array")
      return
    }
    #expect(elements.map(\.location.column) == [9, 12, 17])
    #expect(members[1].keyLocation == SourceLocation(line: 3, column: 2))
  }

  @Test func countsColumnsInCharactersNotBytes() throws {
    let value = try parse("{\"日本語\": \"ナビ\", \"x\": 1}")
    guard case .object(let members) = value.kind else {
      Issue.record("expected an object")
      return
    }
    #expect(members[1].keyLocation == SourceLocation(line: 1, column: 15))
  }

  @Test func decodesEscapesAndSurrogatePairs() throws {
    let value = try parse(#"["a\"b\\c\/d\n\t\u00e9\ud83d\ude00"]"#)
    guard case .array(let elements) = value.kind, case .string(let text) = elements[0].kind else {
      Issue.record("expected a string in an array")
      return
    }
    #expect(text == "a\"b\\c/d\n\té😀")
  }

  @Test func skipsAByteOrderMarkAndHandlesCRLF() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\r\n\"a\": 1\r\n}".utf8)
    let value = try JSONParser.parse(bytes)
    guard case .object(let members) = value.kind else {
      Issue.record("expected an object")
      return
    }
    #expect(members[0].keyLocation == SourceLocation(line: 2, column: 1))
  }

  @Test(arguments: [
    ("", "1:1", "the file is empty; expected a JSON object"),
    ("{", "1:2", "unexpected end of file; expected a key in double quotes"),
    ("{\"a\" 1}", "1:6", "unexpected '1'; expected ':' after the key"),
    ("{\"a\": 1 \"b\": 2}", "1:9", "unexpected '\"'; expected ',' or '}' after an object member"),
    ("[1 2]", "1:4", "unexpected '2'; expected ',' or ']' after an array element"),
    ("[1,]", "1:4", "trailing comma; remove the ',' before the closing bracket"),
    ("{\"a\": 1,}", "1:9", "trailing comma; remove the ',' before the closing bracket"),
    ("// c\n{}", "1:1", "JSON has no comments; remove the '/'"),
    ("{'a': 1}", "1:2", "JSON strings use double quotes, not single quotes"),
    ("[True]", "1:2", "unexpected 'T'; expected a value"),
    ("[tru]", "1:2", "invalid literal; expected true, false or null"),
    ("[01]", "1:2", "invalid number '01'"),
    ("[1.]", "1:2", "invalid number '1.'"),
    ("[-]", "1:2", "invalid number '-'"),
    ("[1e]", "1:2", "invalid number '1e'"),
    ("[\"abc", "1:2", "unterminated string; expected a closing '\"'"),
    (
      "[\"a\nb\"]", "1:4", "control character U+000A in a string; write it as an escape such as \\n"
    ),
    ("[\"\\q\"]", "1:3", "invalid escape '\\q' in a string"),
    (
      "[\"\\u12\"]", "1:3",
      "invalid \\u escape; expected four hex digits, or a valid surrogate pair"
    ),
    (
      "[\"\\ud800\"]", "1:3",
      "invalid \\u escape; expected four hex digits, or a valid surrogate pair"
    ),
    ("{} {}", "1:4", "unexpected content after the JSON value"),
    ("[\u{00A0}1]", "1:2", "unexpected 'U+00A0'; expected a value"),
  ])
  func reportsSyntaxErrorsWithTheirLocation(text: String, location: String, message: String) {
    do {
      _ = try parse(text)
      Issue.record("expected a syntax error for \(text)")
    } catch {
      #expect(error.location.description == location)
      #expect(error.description == message)
    }
  }

  @Test func limitsNestingInsteadOfOverflowingTheStack() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONSyntaxError.self) { try parse(deep) }
    let allowed =
      String(repeating: "[", count: JSONParser.depthLimit)
      + String(repeating: "]", count: JSONParser.depthLimit)
    #expect(throws: Never.self) { try parse(allowed) }
  }

  @Test func rejectsInvalidUTF8AtTheOffendingByte() {
    for bytes: [UInt8] in [[0x22, 0xC3], [0x22, 0xED, 0xA0, 0x80], [0x22, 0xC0, 0xAF], [0xFF]] {
      do {
        _ = try JSONParser.parse(bytes)
        Issue.record("expected invalid UTF-8 for \(bytes)")
      } catch {
        #expect(error.problem == .invalidUTF8)
      }
    }
  }
}
