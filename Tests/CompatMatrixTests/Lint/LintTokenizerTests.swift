import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// The tokenizer on tricky inputs, with the exact kinds and texts expected.
@Suite struct LintTokenizerTests {
  static let cases: [(String, String, [String])] = [
    (
      "nested block comments",
      "a /* x /* y */ z */ b",
      ["id a", "block /* x /* y */ z */", "id b"]
    ),
    (
      "raw string with quotes and a plain interpolation inside",
      ##"x = #"say "hi" \(no) \#(yes + "s")"# + y"##,
      ["id x", "op =", ##"str #"say "hi" \(no) \#(yes + "s")"#"##, "op +", "id y"]
    ),
    (
      "raw string with two hashes and a one-hash end inside",
      ###"##"a "# b"## c"###,
      [###"str ##"a "# b"##"###, "id c"]
    ),
    (
      "multi-line string with an escaped delimiter",
      "let s = \"\"\"\n  a \\\"\"\" b\n  \"\"\"\nx",
      ["kw let", "id s", "op =", "str \"\"\"\n  a \\\"\"\" b\n  \"\"\"", "id x"]
    ),
    (
      "raw multi-line string",
      "##\"\"\"\n\"\"\"# still\n\"\"\"## z",
      ["str ##\"\"\"\n\"\"\"# still\n\"\"\"##", "id z"]
    ),
    (
      "interpolation with a string, a closure and a comment",
      #""a \(f { "}" /* ) */ + ")" }) b" + c"#,
      [#"str "a \(f { "}" /* ) */ + ")" }) b""#, "op +", "id c"]
    ),
    (
      "nested interpolation",
      #""\("\("\(x)")")" y"#,
      [#"str "\("\("\(x)")")""#, "id y"]
    ),
    (
      "raw interpolation in a raw string",
      ##"#"\#("\(a)")"# b"##,
      [##"str #"\#("\(a)")"#"##, "id b"]
    ),
    (
      "a line comment inside an interpolation",
      "\"\\(a // )\n)\" b",
      ["str \"\\(a // )\n)\"", "id b"]
    ),
    (
      "unterminated string at the end of the file",
      "let s = \"abc",
      ["kw let", "id s", "op =", "str! \"abc"]
    ),
    (
      "unterminated single-line string ends at the line break",
      "\"abc\nx",
      ["str! \"abc", "id x"]
    ),
    (
      "unterminated multi-line string",
      "\"\"\"\nabc\n",
      ["str! \"\"\"\nabc\n"]
    ),
    (
      "unterminated interpolation",
      "\"\\(a",
      ["str! \"\\(a"]
    ),
    (
      "unterminated block comment",
      "a /* b /* c */",
      ["id a", "block! /* b /* c */"]
    ),
    (
      "a lone backslash and a trailing backslash in a string",
      "\\ \"a\\",
      ["punct \\", "str! \"a\\"]
    ),
    (
      "backticked identifiers",
      "`default` `class` x.`init` `a b`",
      ["id default", "id class", "id x", "punct .", "id init", "id a b"]
    ),
    (
      "dollar identifiers",
      "$0 + $name $",
      ["id $0", "op +", "id $name", "unknown $"]
    ),
    (
      "numbers of every form",
      "0 42 1_000 3.14 1e10 1.5E-3 0xFF 0x1.8p3 0x1p-2 0o17 0b1010 0xFF.max t.0.1 1..<2",
      [
        "int 0", "int 42", "int 1_000", "float 3.14", "float 1e10", "float 1.5E-3", "int 0xFF",
        "float 0x1.8p3", "float 0x1p-2", "int 0o17", "int 0b1010", "int 0xFF", "punct .", "id max",
        "id t", "punct .", "int 0", "punct .", "int 1", "int 1", "op ..<", "int 2",
      ]
    ),
    (
      "operators against punctuation",
      "a?.b!.c ?? d ... e..<f -> = == != && ! ? : , ; ( ) [ ] { } \\.k",
      [
        "id a", "punct ?", "punct .", "id b", "op !", "punct .", "id c", "op ??", "id d", "op ...",
        "id e", "op ..<", "id f", "op ->", "op =", "op ==", "op !=", "op &&", "op !", "punct ?",
        "punct :", "punct ,", "punct ;", "punct (", "punct )", "punct [", "punct ]", "punct {",
        "punct }", "punct \\", "punct .", "id k",
      ]
    ),
    (
      "a comment ends an operator",
      "a+/*c*/b-//d",
      ["id a", "op +", "block /*c*/", "id b", "op -", "comment //d"]
    ),
    (
      "conditional compilation",
      "#if os(iOS)\n#elseif DEBUG\n#else\n#endif",
      [
        "directive #if", "id os", "punct (", "id iOS", "punct )", "directive #elseif", "id DEBUG",
        "directive #else", "directive #endif",
      ]
    ),
    (
      "attributes and pound keywords",
      "@available(iOS 16, *) @MainActor #available #selector(f) #Preview { } @ # ##",
      [
        "attr @available", "punct (", "id iOS", "int 16", "punct ,", "op *", "punct )",
        "attr @MainActor", "pound #available", "pound #selector", "punct (", "id f", "punct )",
        "pound #Preview", "punct {", "punct }", "punct @", "punct #", "punct #", "punct #",
      ]
    ),
    (
      "keywords, contextual keywords, and keywords after a period",
      "struct S { var body: some View { get } }; x.default; self.init(); Self; _",
      [
        "kw struct", "id S", "punct {", "kw var", "id body", "punct :", "id some", "id View",
        "punct {", "id get", "punct }", "punct }", "punct ;", "id x", "punct .", "id default",
        "punct ;", "kw self", "punct .", "id init", "punct (", "punct )", "punct ;", "kw Self",
        "punct ;", "kw _",
      ]
    ),
    (
      "comment kinds",
      "// a\n/// b\n//// c\n/** d */ /**/ /* e */",
      [
        "comment // a", "doc /// b", "comment //// c", "docblock /** d */", "block /**/",
        "block /* e */",
      ]
    ),
    (
      "extended regular expressions",
      "#/a\\/b/# x ##/c/#d/## #/unterminated\ny",
      ["regex #/a\\/b/#", "id x", "regex ##/c/#d/##", "regex! #/unterminated", "id y"]
    ),
    (
      "Unicode names and operators",
      "let café = π √ x … y",
      ["kw let", "id café", "op =", "id π", "op √", "id x", "op …", "id y"]
    ),
    (
      "a byte-order mark is not a token",
      "\u{FEFF}let x",
      ["kw let", "id x"]
    ),
    (
      "control characters and invalid UTF-8 are unknown",
      "a\u{1}b",
      ["id a", "unknown \u{1}", "id b"]
    ),
  ]

  @Test(arguments: cases)
  func tokenizes(name: String, source: String, expected: [String]) {
    #expect(LintTestSupport.render(source) == expected, "\(name)")
  }

  @Test func invalidUTF8BytesBecomeUnknownTokens() {
    let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0xC3]
    let tokens = SwiftTokenizer.tokenize(bytes)
    #expect(tokens.map(\.kind) == [.identifier, .unknown, .identifier, .unknown])
    #expect(tokens.map(\.range) == [0..<1, 1..<2, 2..<3, 3..<4])
  }

  @Test func locationsCountLinesAndUnicodeScalarColumns() {
    let source = "\u{FEFF}let a\r\n  b\r\tc\n\"é\" d /* x\n y */ e \"\"\"\nz\n\"\"\" f"
    let bytes = Array(source.utf8)
    let tokens = SwiftTokenizer.tokenize(bytes)
    let located = tokens.map { "\($0.text(in: bytes).prefix(3))@\($0.location)" }
    #expect(
      located == [
        "let@1:1", "a@1:5", "b@2:3", "c@3:2", "\"é\"@4:1", "d@4:5", "/* @4:7", "e@5:7",
        "\"\"\"@5:9",
        "f@7:5",
      ])
  }

  @Test func nameStripsSigilsAndBackticks() {
    let bytes = Array("@available #if `default` x".utf8)
    let tokens = SwiftTokenizer.tokenize(bytes)
    #expect(tokens.map { $0.name(in: bytes) } == ["available", "if", "default", "x"])
    #expect(tokens.map { $0.text(in: bytes) } == ["@available", "#if", "default", "x"])
    #expect(tokens.map(\.isBackticked) == [false, false, true, false])
    #expect(tokens[2].range == 15..<24)
    #expect(tokens[2].nameRange == 16..<23)
  }

  @Test func nothingInsideACommentOrStringIsAnIdentifier() {
    let source = #"/* NavigationStack */ "NavigationStack \(NavigationStack())" // NavigationStack"#
    let bytes = Array(source.utf8)
    let identifiers = SwiftTokenizer.tokenize(bytes).filter { $0.kind == .identifier }
    #expect(identifiers.isEmpty)
  }
}
