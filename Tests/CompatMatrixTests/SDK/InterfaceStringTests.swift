import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixSDK

/// The strings of a `.swiftinterface`'s attributes (`message:`, `renamed:`) read through the
/// one decoder of Swift string literals: escapes, raw strings and multi-line strings mean
/// what they mean to the compiler.
@Suite struct InterfaceStringTests {
  /// The message and new name of the one function an interface snippet declares.
  static func messageAndRename(_ arguments: String) throws -> (String?, String?) {
    let source = """
      extension SwiftUI.View {
        @available(iOS, introduced: 13.0, deprecated: 16.0, \(arguments))
        public func old() -> some SwiftUI.View
      }
      """
    let contents = InterfaceReader.read(
      Array(source.utf8), file: "Test.swiftinterface", framework: "SwiftUI")
    let declaration = try #require(contents.declarations.first { $0.name == "old()" })
    return (declaration.availability.message, declaration.availability.renamed)
  }

  /// Each case's value was checked against what `swiftc` makes of the same literal.
  @Test(
    arguments: [
      (#"message: "a\tb""#, "a\tb"),
      (#"message: "caf\u{E9} \u{1F600}""#, "café 😀"),
      (#"message: "say \"hi\" \\ done""#, #"say "hi" \ done"#),
      (##"message: #"use "stack" \n here"#"##, #"use "stack" \n here"#),
      (##"message: #"tab\#there"#"##, "tab\there"),
      (###"message: ##"a "# b \#t"##"###, ##"a "# b \#t"##),
      (
        "message: \"\"\"\n    first\n      second\n\n    joined \\\n    line\n    \"\"\"",
        "first\n  second\n\njoined line"
      ),
      ("message: #\"\"\"\n  raw \\n \"q\" \\#t end\n  \"\"\"#", "raw \\n \"q\" \t end"),
      ("message: \"\"\"\r\n  crlf\r\n  lines\r\n  \"\"\"", "crlf\nlines"),
      (#"renamed: "navigationTitle(_:)""#, nil),
    ] as [(String, String?)])
  func messagesAreDecodedAsSwiftDoes(arguments: String, message: String?) throws {
    let (read, _) = try Self.messageAndRename(arguments)
    #expect(read == message)
  }

  @Test(arguments: [
    (#"renamed: "toolbarVisibility(_:for:)""#, "toolbarVisibility(_:for:)"),
    (##"renamed: #"a\b"#"##, #"a\b"#),
    (#"renamed: "a\u{2E}b""#, "a.b"),
  ])
  func newNamesAreDecodedAsSwiftDoes(arguments: String, renamed: String) throws {
    let (_, read) = try Self.messageAndRename(arguments)
    #expect(read == renamed)
  }

  /// Literals Swift rejects, and an interpolation, give no message rather than a wrong one.
  @Test(arguments: [
    #"message: "\q""#,
    #"message: "x\(y)""#,
    "message: \"\"\"  \n  text after the delimiter\n  \"\"\"",
    "message: \"\"\"\n  less\n    \"\"\"",
    "message: \"\"\"\n  text \"\"\"",
  ])
  func rejectedLiteralsGiveNoMessage(arguments: String) throws {
    let (read, _) = try Self.messageAndRename(arguments)
    #expect(read == nil)
  }

  /// Every text written as a literal, in each form Swift has (escaped, raw with one to three
  /// `#`, multi-line with and without `#`, with joined lines), reads back as itself.
  @Test func everyTextReadsBackFromEveryFormOfLiteral() throws {
    var generator = SplitMix64(state: 0x5EED_57A1_0000_0021)
    let alphabet: [Character] = [
      "a", "Z", " ", "\t", "\n", "\r", "\"", "\\", "#", "'", "(", ")", "\0", "é", "😀", "\u{2028}",
    ]
    for round in 0..<400 {
      let length = Int.random(in: 0...24, using: &generator)
      let text = String(
        (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
      let forms = [
        Self.escaped(text, using: &generator),
        Self.raw(text, hashes: 1 + round % 3),
        Self.multiline(text, hashes: round % 2, using: &generator),
      ]
      for literal in forms {
        let bytes = Array(literal.utf8)
        let tokens = SwiftTokenizer.tokenize(bytes)
        #expect(tokens.count == 1, "\(literal.debugDescription) lexes as one token")
        guard let token = tokens.first else { continue }
        #expect(
          SwiftStringLiteral.value(of: token, in: bytes) == text,
          "\(literal.debugDescription) reads back as \(text.debugDescription)")
      }
    }
  }

  /// `text` as a single-line literal, some scalars written as `\u{…}`.
  static func escaped(_ text: String, using generator: inout SplitMix64) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": literal += #"\\"#
      case "\"": literal += #"\""#
      case "\n": literal += #"\n"#
      case "\r": literal += #"\r"#
      case "\t": literal += Bool.random(using: &generator) ? #"\t"# : "\t"
      case "\0": literal += #"\0"#
      case "'": literal += Bool.random(using: &generator) ? #"\'"# : "'"
      default:
        literal +=
          !scalar.isASCII || Int.random(in: 0..<4, using: &generator) == 0
          ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
      }
    }
    return literal + "\""
  }

  /// `text` as a raw literal with `hashes` `#`: only what could end the literal or stand
  /// for a line break is escaped, with the hashes.
  static func raw(_ text: String, hashes: Int) -> String {
    let marks = String(repeating: "#", count: hashes)
    var literal = marks + "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": literal += "\\\(marks)\""
      case "\\": literal += "\\\(marks)\\"
      case "\n": literal += "\\\(marks)n"
      case "\r": literal += "\\\(marks)r"
      case "\0": literal += "\\\(marks)0"
      default: literal += String(scalar)
      }
    }
    return literal + "\"" + marks
  }

  /// `text` as a multi-line literal indented by two spaces or a tab: its line breaks written
  /// as line breaks, some long lines split with a `\` that joins them.
  static func multiline(_ text: String, hashes: Int, using generator: inout SplitMix64)
    -> String
  {
    let marks = String(repeating: "#", count: hashes)
    let escape = "\\" + marks
    let indentation = Bool.random(using: &generator) ? "  " : "\t"
    var literal = marks + "\"\"\"\n" + indentation
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": literal += "\n" + indentation
      case "\r": literal += escape + "r"
      case "\0": literal += escape + "0"
      case "\"": literal += escape + "\""
      case "\\": literal += escape + "\\"
      default:
        literal += String(scalar)
        if Int.random(in: 0..<6, using: &generator) == 0 {
          literal += escape + (Bool.random(using: &generator) ? "" : " ") + "\n" + indentation
        }
      }
    }
    return literal + "\n" + indentation + "\"\"\"" + marks
  }
}
