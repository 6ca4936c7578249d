import Testing

@testable import ArgumentParsing

/// The names, suggestions and escapes the parser's messages are made of.
@Suite struct SupportTests {
  @Test(arguments: [
    ("min", "min"), ("includePreviews", "include-previews"), ("sdkURL", "sdk-url"),
    ("urlPath", "url-path"), ("URLPath", "url-path"), ("ResolveCommand", "resolve-command"),
    ("version2Beta", "version2-beta"),
  ])
  func propertyNamesBecomeKebabCase(name: String, expected: String) {
    #expect(KebabCase.name(name) == expected)
  }

  @Test(
    arguments: [
      ("--fomat", ["--format", "--platform"], "--format"),
      ("valdate", ["validate", "versions"], "validate"),
      ("rnu", ["run", "show"], "run"),
      ("RESOLV", ["resolve"], "resolve"),
      ("x", ["abc", "z"], nil),
      ("frobnicate", ["validate", "resolve"], nil),
      ("--versoin", ["--version", "--verbose"], "--version"),
    ] as [(String, [String], String?)])
  func suggestionsAreTheClosestNameWhenCloseEnough(
    word: String, candidates: [String], expected: String?
  ) {
    #expect(NameSuggestion.closest(to: word, among: candidates) == expected)
  }

  @Test(arguments: [
    ("plain text", "plain text"), ("15\n16", "15\\n16"), ("a\tb\r", "a\\tb\\r"),
    ("\u{1B}[31m", "\\u{1B}[31m"), ("line\u{2028}break", "line\\u{2028}break"),
    ("\u{202E}evil", "\\u{202E}evil"), ("café ✓", "café ✓"),
  ])
  func quotedWordsStayOnOneLine(text: String, expected: String) {
    #expect(OneLineText.escaping(text) == expected)
  }

  @Test func theCaseIterableDefaultsComeFromTheRawValues() throws {
    #expect(Format.allValueStrings == ["text", "json", "markdown-table"])
    #expect(Format.defaultCompletionKind == .list(["text", "json", "markdown-table"]))
    #expect(try Format(argument: "markdown-table") == .markdownTable)
    #expect(throws: InvalidArgumentValue()) { try Format(argument: "Text") }
    #expect(String.allValueStrings.isEmpty && String.defaultCompletionKind == .default)
    #expect(throws: InvalidArgumentValue(reason: "not an integer")) { try Int(argument: "1.5") }
  }
}

/// Mistakes in a command tree, which `declarationProblems()` reports for a test to fail on.
@Suite struct DeclarationTests {
  struct Clash: ParsableArguments {
    @Option(help: "Again.") var min: String?
    var note = ""
  }

  struct Broken: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "broken", abstract: "Broken.")
    }
    @Option(name: .shortAndLong, help: "Min.") var min: String?
    @Flag(name: .customShort("h"), help: "Hides -h.") var hide = false
    @OptionGroup var clash: Clash
    @Argument(help: "Words.") var words: [String] = []
    @Argument(help: "Last.") var last: String?
    var cache = 0

    func run(_ context: Int) throws -> ExitCode { .success }
  }

  struct BrokenTool: ParsableCommand {
    typealias Context = RunLog
    static var configuration: CommandConfiguration {
      CommandConfiguration(
        commandName: "broken-tool", subcommands: [Broken.self, Run.self, Run.self])
    }
  }

  struct Mixed: ParsableArguments {
    struct Pair: Encodable { var a = 1 }
    @Flag(help: "First.") var first = false
    var maybe: Int?
    @OptionGroup var clash: Clash
    var pair = Pair()
    var words = ["a"]
    @Argument(help: "Last.") var last: String?
  }

  /// Every stored property is listed, in declaration order, under its declared name, and the
  /// wrappers among them are recognized, whatever the other properties' types (a `nil`
  /// optional, a struct, an array).
  @Test func everyStoredPropertyIsListedInOrder() {
    let fields = ArgumentField.fields(of: Mixed())
    #expect(fields.map(\.key) == ["first", "maybe", "clash", "pair", "words", "last"])
    #expect(fields.map { $0.slot != nil } == [true, false, true, false, false, true])
    #expect(ArgumentField.fields(of: Run()).allSatisfy { $0.slot != nil })
  }

  @Test func aSoundTreeHasNoProblems() {
    #expect(Tool.declarationProblems() == [])
  }

  @Test func everyKindOfMistakeIsReported() {
    #expect(
      BrokenTool.declarationProblems() == [
        "broken-tool broken: 'cache' is stored without @Option, @Flag, @Argument or @OptionGroup",
        "broken-tool broken: 'note' is stored without @Option, @Flag, @Argument or @OptionGroup",
        "broken-tool broken: --min is declared 2 times",
        "broken-tool broken: -h is declared 2 times",
        "broken-tool broken: a positional array takes every word, so it must come last",
        "broken-tool broken: runs in another context than RunLog",
        "broken-tool broken: two properties named 'min'",
        "broken-tool: two subcommands named 'run'",
      ])
  }

  @Test func commandPathsListEveryCommandInHelpOrder() {
    #expect(Tool.commandPaths() == [[], ["run"], ["show"], ["group"], ["group", "leaf"]])
    #expect(Tool.helpText(for: ["group", "leaf"])?.hasPrefix("OVERVIEW: A leaf.") == true)
    #expect(Tool.helpText(for: ["nothing"]) == nil)
  }
}
