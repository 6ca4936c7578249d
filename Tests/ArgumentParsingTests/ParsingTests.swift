import Foundation
import Testing

@testable import ArgumentParsing

extension Run {
  /// Every property, on one line, for comparing what a command line parsed to.
  var summary: String {
    [
      "min=\(min ?? "nil")", "format=\(format.rawValue)",
      "concern=\(concern.joined(separator: ","))", "strict=\(strict)", "quiet=\(quiet)",
      "previews=\(includePreviews)", "count=\(count.value)", "order=\(order?.rawValue ?? "nil")",
      "data=\(shared.data ?? "nil")", "verbose=\(shared.verbose)",
      "paths=\(paths.joined(separator: "|"))",
    ].joined(separator: " ")
  }
}

/// Parsing command lines into commands: the forms swift-argument-parser accepts.
@Suite struct ParsingTests {
  static let defaults =
    "min=nil format=text concern= strict=false quiet=false previews=false count=2 order=nil "
    + "data=nil verbose=false paths="

  @Test(arguments: [
    ([], defaults),
    (
      ["--min", "15", "--format=json", "--concern", "a", "--concern=b", "-sQ", "x", "--", "--y"],
      "min=15 format=json concern=a,b strict=true quiet=true previews=false count=2 order=nil "
        + "data=nil verbose=false paths=x|--y"
    ),
    (["-m", "16"], defaults.replacingFirst("min=nil", with: "min=16")),
    (["-m16"], defaults.replacingFirst("min=nil", with: "min=16")),
    (
      ["-sm", "16"],
      defaults.replacingFirst("min=nil", with: "min=16").replacingFirst(
        "strict=false", with: "strict=true")
    ),
    (["--min", "15", "--min", "16"], defaults.replacingFirst("min=nil", with: "min=16")),
    (["--min", "-1"], defaults.replacingFirst("min=nil", with: "min=-1")),
    (["--min=-1.5"], defaults.replacingFirst("min=nil", with: "min=-1.5")),
    (["-"], defaults + "-"),
    (
      ["--include-previews", "--count", "4"],
      defaults.replacingFirst("previews=false", with: "previews=true").replacingFirst(
        "count=2", with: "count=4")
    ),
    (
      ["--sort-order", "markdown-table"],
      defaults.replacingFirst("order=nil", with: "order=markdown-table")
    ),
    (
      ["--data", "d", "--verbose", "a", "b"],
      defaults.replacingFirst("data=nil", with: "data=d").replacingFirst(
        "verbose=false", with: "verbose=true") + "a|b"
    ),
    (["--", "--help", "--version"], defaults + "--help|--version"),
  ])
  func optionsFlagsAndArgumentsAreParsed(arguments: [String], summary: String) throws {
    let run = try #require(parsed(["run"] + arguments, as: Run.self))
    #expect(run.summary == summary)
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
      ["run", "--format", "markdown-table"],
      "The value 'markdown-table' is invalid for '--format <format>'. Please provide one of 'text' and 'json'."
    ),
    (
      ["run", "--sort-order", "xml"],
      "The value 'xml' is invalid for '--sort-order <sort-order>'. Please provide one of 'text', 'json' or 'markdown-table'."
    ),
    (["run", "--count", "3"], "The value '3' is invalid for '--count <count>': 3 is odd"),
    (
      ["run", "--count", "x\ty"], "The value 'x\\ty' is invalid for '--count <count>': not a number"
    ),
    (["run", "--version"], "Unknown option '--version'"),
    (
      ["run", "--generate-completion-script", "bash"],
      "Unknown option '--generate-completion-script'"
    ),
    (["rnu"], "Unknown subcommand 'rnu'. Did you mean 'run'?"),
    (["--bogus"], "Unknown option '--bogus'"),
    (["help", "nope"], "Unknown subcommand 'nope'"),
    (["show"], "Missing expected argument '<query>'"),
    (["show", "q"], "Missing expected argument '--out <dir>'"),
    (["show", "--out", "o", "q", "json", "extra"], "Unexpected argument 'extra'"),
    (["show", "--out", "o", "q", "json", "a", "b"], "2 unexpected arguments: 'a', 'b'"),
    (["show", "--out", "o", "nothing"], "There is nothing to show."),
    (["run", "--data", "-"], "The data folder cannot be standard input."),
    (["show", "--out", "o", "--data=-", "nothing"], "The data folder cannot be standard input."),
    (["group", "--x"], "Unknown option '--x'"),
    (["group", "leef"], "Unknown subcommand 'leef'. Did you mean 'leaf'?"),
    (["--generate-completion-script"], "Missing value for '--generate-completion-script <shell>'"),
    (
      ["--generate-completion-script", "tcsh"],
      "The value 'tcsh' is invalid for '--generate-completion-script <shell>'. Please provide one of 'bash', 'zsh' or 'fish'."
    ),
  ])
  func usageErrorsAreWordedAsSwiftArgumentParserWordsThem(arguments: [String], message: String) {
    let outcome = Outcome.of(arguments)
    #expect(outcome.status == 64)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.split(separator: "\n").first.map(String.init) == "Error: " + message)
    #expect(outcome.log.isEmpty)
  }

  @Test func aUsageErrorEndsWithTheCommandsUsage() {
    #expect(
      Outcome.of(["show", "--out"]).stderr == """
        Error: Missing value for '--out <dir>'
        Usage: tool show --out <dir> [--data <dir>] <query> [<style>]
          See 'tool show --help' for more information.

        """)
    #expect(
      Outcome.of(["bogus"]).stderr == """
        Error: Unknown subcommand 'bogus'
        Usage: tool <subcommand>
          See 'tool --help' for more information.

        """)
  }

  @Test func helpWinsOverEverythingBeforeTheTerminator() {
    #expect(Outcome.of(["run", "--bogus", "--help"]).stdout.hasPrefix("OVERVIEW: Run it."))
    #expect(Outcome.of(["-h", "run"]).stdout.hasPrefix("OVERVIEW: A tool for tests."))
    #expect(Outcome.of(["help", "run"]) == Outcome.of(["run", "-h"]))
    #expect(Outcome.of(["help", "group", "leaf"]).stdout.hasPrefix("OVERVIEW: A leaf."))
    #expect(Outcome.of([]).stdout.hasPrefix("OVERVIEW: A tool for tests."))
    #expect(Outcome.of(["group"]).stdout.hasPrefix("OVERVIEW: A group of commands."))
  }

  @Test func theVersionIsTheRootsOnly() {
    #expect(Outcome.of(["--version"]) == Outcome(status: 0, stdout: "1.2.3\n"))
    #expect(Outcome.of(["--version", "--bogus"]) == Outcome(status: 0, stdout: "1.2.3\n"))
    #expect(Outcome.of(["group", "--version"]).status == 64)
  }

  @Test func theProjectedValueNamesTheArgumentAndSaysWhetherItWasGiven() throws {
    let run = try #require(parsed(["run", "--count", "2", "-s"], as: Run.self))
    #expect(
      run.$min == ArgumentInfo(name: "--min", synopsis: "--min <version>", isSpecified: false))
    #expect(
      run.$count == ArgumentInfo(name: "--count", synopsis: "--count <count>", isSpecified: true))
    #expect(run.$strict.isSpecified && !run.$quiet.isSpecified)
    #expect(run.$paths == ArgumentInfo(name: "<path>", synopsis: "<path>", isSpecified: false))
    #expect(run.shared.$data.synopsis == "--data <dir>")
  }

  @Test func eachCommandLineFillsACommandOfItsOwn() throws {
    let given = try #require(parsed(["run", "--min", "15", "a"], as: Run.self))
    let defaults = try #require(parsed(["run"], as: Run.self))
    #expect(given.summary == Self.defaults.replacingFirst("min=nil", with: "min=15") + "a")
    #expect(defaults.summary == Self.defaults)
  }

  @Test func theNamedCommandRunsInTheContextAndReturnsItsCode() {
    #expect(Outcome.of(["run", "a", "b"]) == Outcome(status: 0, log: ["run a b"]))
    #expect(Outcome.of(["run", "-s"]) == Outcome(status: 1, log: ["run "]))
    #expect(
      Outcome.of(["show", "--out", "o", "q", "markdown-table"])
        == Outcome(status: 0, log: ["show q to o as markdown-table"]))
    #expect(Outcome.of(["group", "leaf"]) == Outcome(status: 3, log: ["leaf"]))
  }

  @Test func aUsageErrorThrownByACommandGetsItsUsage() {
    let outcome = Outcome.of(["run", "fail"])
    #expect(outcome.status == 64)
    #expect(outcome.log == ["run fail"])
    #expect(
      outcome.stderr.hasPrefix(
        "Error: The value 'fail' is invalid for '<path>': asked to\nUsage: tool run "))
  }
}

extension String {
  /// The string with the first occurrence of `target` replaced.
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
