import Testing

@testable import CompatMatrixCore

/// `JSONDocument.rendered()`: escapes, indentation and key order, byte for byte.
@Suite struct JSONDocumentTests {
  /// A string and the JSON literal it is written as.
  static let strings: [(String, String)] = [
    ("plain", #""plain""#),
    ("", #""""#),
    (#"say "hi""#, #""say \"hi\"""#),
    (#"a\b"#, #""a\\b""#),
    ("line\nbreak\r\ttab", #""line\nbreak\r\ttab""#),
    ("crlf\r\n", #""crlf\r\n""#),
    ("\u{1B}[31m red", #""\u001b[31m red""#),
    ("nul \u{0} del \u{7F} us \u{1F}", #""nul \u0000 del \u007f us \u001f""#),
    ("café – 🧭 naïve", #""café – 🧭 naïve""#),
    ("\"\"\\\n", #""\"\"\\\n""#),
  ]

  @Test(arguments: strings)
  func stringsAreEscapedAsJSONRequires(_ text: String, _ literal: String) {
    #expect(JSONDocument.string(text).rendered() == literal + "\n")
  }

  @Test func nestedValuesAreIndentedWithSortedKeys() {
    let document = JSONDocument.object([
      "zeta": .array([.int(-3), .bool(true), .null, .array([]), .object([:])]),
      "alpha": .object(["b\"key": .string("x"), "a": .optional(nil)]),
    ])
    let expected = """
      {
        "alpha": {
          "a": null,
          "b\\"key": "x"
        },
        "zeta": [
          -3,
          true,
          null,
          [],
          {}
        ]
      }

      """
    #expect(document.rendered() == expected)
  }
}
