import Testing

@testable import compat_matrix

@Suite struct ArgumentParserTests {
  static let command = CommandSpec(
    name: "tool",
    abstract: "A tool.",
    subcommands: [
      CommandSpec(
        name: "run",
        abstract: "Run it.",
        options: [
          OptionSpec(long: "min", short: "m", valueName: "version", help: "Minimum."),
          OptionSpec(
            long: "format", valueName: "format", help: "Format.", choices: ["text", "json"]),
          OptionSpec(long: "concern", valueName: "id", help: "Concern.", isRepeating: true),
          OptionSpec(long: "strict", short: "s", valueName: nil, help: "Strict."),
          OptionSpec(long: "quiet", short: "q", valueName: nil, help: "Quiet."),
        ],
        positionals: [
          PositionalSpec(name: "path", help: "Paths.", isOptional: true, isRepeating: true)
        ]
      )
    ])

  private func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    let outcome = try ArgumentParser(root: Self.command).parse(arguments)
    guard case .run(_, let parsed) = outcome else {
      Issue.record("expected a command to run, got \(outcome)")
      return ParsedArguments(commandPath: [])
    }
    return parsed
  }

  @Test func acceptsTheUsualOptionForms() throws {
    let parsed = try parse([
      "run", "--min", "15", "--format=json", "--concern", "a", "--concern=b", "-sq", "x", "--",
      "--not-an-option",
    ])
    #expect(parsed.value("min") == "15")
    #expect(parsed.value("format") == "json")
    #expect(parsed.values("concern") == ["a", "b"])
    #expect(parsed.flag("strict") && parsed.flag("quiet"))
    #expect(parsed.values("path") == ["x", "--not-an-option"])
  }

  @Test func shortOptionsTakeTheNextArgumentOrTheRestOfTheWord() throws {
    #expect(try parse(["run", "-m", "16"]).value("min") == "16")
    #expect(try parse(["run", "-m16"]).value("min") == "16")
    #expect(try parse(["run", "-sm", "16"]).value("min") == "16")
  }

  @Test func theLastValueWinsAndNegativeNumbersAreValues() throws {
    #expect(try parse(["run", "--min", "15", "--min", "16"]).value("min") == "16")
    #expect(try parse(["run", "--min", "-1"]).value("min") == "-1")
    #expect(try parse(["run", "-"]).values("path") == ["-"])
  }

  @Test(arguments: [
    (["run", "--fromat", "json"], "Unknown option '--fromat'. Did you mean '--format'?"),
    (["run", "--zzz"], "Unknown option '--zzz'"),
    (["run", "-x"], "Unknown option '-x'"),
    (["run", "--min"], "Missing value for '--min <version>'"),
    (["run", "--min", "--strict"], "Missing value for '--min <version>'"),
    (["run", "-m"], "Missing value for '-m <version>'"),
    (
      ["run", "--strict=yes"],
      "The option '--strict' does not take any value, but 'yes' was specified."
    ),
    (
      ["run", "--format", "yaml"],
      "The value 'yaml' is invalid for '--format <format>'. Please provide one of 'text' and 'json'."
    ),
    (["rnu"], "Unknown subcommand 'rnu'. Did you mean 'run'?"),
    (["--bogus"], "Unknown option '--bogus'"),
    (["help", "nope"], "Unknown subcommand 'nope'"),
  ])
  func reportsUsageErrorsInArgumentParserWording(arguments: [String], message: String) {
    do {
      _ = try ArgumentParser(root: Self.command).parse(arguments)
      Issue.record("expected a usage error")
    } catch {
      #expect(error.message.description == message)
    }
  }

  @Test func helpAndVersionWinOverEverythingElse() throws {
    let parser = ArgumentParser(root: Self.command)
    guard case .help(let stack) = try parser.parse(["run", "--bogus", "--help"]) else {
      Issue.record("expected help")
      return
    }
    #expect(stack.map(\.name) == ["tool", "run"])
    guard case .help(let helpStack) = try parser.parse(["help", "run"]) else {
      Issue.record("expected help")
      return
    }
    #expect(helpStack.map(\.name) == ["tool", "run"])
    guard case .version = try parser.parse(["run", "--version"]) else {
      Issue.record("expected version")
      return
    }
    guard case .help(let rootStack) = try parser.parse([]) else {
      Issue.record("expected root help with no arguments")
      return
    }
    #expect(rootStack.count == 1)
    // After `--`, `--help` is a value, not a request for help.
    #expect(try parse(["run", "--", "--help"]).values("path") == ["--help"])
  }

  @Test func positionalsBeyondTheLastAreUnexpected() {
    let spec = CommandSpec(
      name: "tool", abstract: "A tool.",
      subcommands: [
        CommandSpec(
          name: "show", abstract: "Show.",
          positionals: [PositionalSpec(name: "query", help: "What to show.")])
      ])
    #expect(throws: UsageError.self) { try ArgumentParser(root: spec).parse(["show", "a", "b"]) }
    do {
      _ = try ArgumentParser(root: spec).parse(["show"])
    } catch {
      #expect(error.message.description == "Missing expected argument '<query>'")
    }
    do {
      _ = try ArgumentParser(root: spec).parse(["show", "a", "b", "c"])
    } catch {
      #expect(error.message.description == "2 unexpected arguments: 'b', 'c'")
    }
  }
}
