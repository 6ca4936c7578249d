import Testing

@testable import ArgumentParsing

/// Commands and option groups that name their wrappers in an `argumentList` parse, show help
/// and complete exactly as when the parser reads them through `Encodable`, and a list that
/// differs from what the type stores is reported.
@Suite struct ArgumentListTests {
  /// `SharedOptions` with its list.
  struct ListedShared: ParsableArguments {
    @Option(help: ArgumentHelp("A folder of data.", valueName: "dir"), completion: .directory)
    var data: String?
    @Flag(help: ArgumentHelp("Say more.", visibility: .hidden)) var verbose = false

    var argumentList: ArgumentList? { ["data": _data, "verbose": _verbose] }

    mutating func validate() throws(UsageError) {
      if data == "-" { throw UsageError("The data folder cannot be standard input.") }
    }
  }

  /// `Show` with its list, its group listed too.
  struct ListedShow: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "show", abstract: "Show one thing.")
    }

    @Option(help: ArgumentHelp("Where to write.", valueName: "dir")) var out: String
    @OptionGroup var shared: ListedShared
    @Argument(help: "What to show.") var query: String
    @Argument(help: "How to show it.") var style: Format = .text

    var argumentList: ArgumentList? {
      ["out": _out, "shared": _shared, "query": _query, "style": _style]
    }

    mutating func validate() throws(UsageError) {
      if query == "nothing" { throw UsageError("There is nothing to show.") }
    }

    func run(_ context: RunLog) throws -> ExitCode {
      context.lines.append("show \(query) to \(out) as \(style.rawValue)")
      return .success
    }
  }

  /// The test tool with `show` listed.
  struct ListedTool: ParsableCommand {
    typealias Context = RunLog
    static var configuration: CommandConfiguration {
      CommandConfiguration(
        commandName: "tool", abstract: "A tool for tests.", version: "1.2.3",
        subcommands: [Run.self, ListedShow.self, Group.self])
    }
  }

  /// What a command line of a tool printed and returned.
  static func outcome<Root: ParsableCommand>(_ root: Root.Type, _ arguments: [String]) -> Outcome
  where Root.Context == RunLog {
    let log = RunLog()
    do {
      let code = try root.parseAsRoot(arguments).run(log)
      return Outcome(status: code.rawValue, log: log.lines)
    } catch let exit as CommandLineExit {
      return Outcome(
        status: exit.exitCode.rawValue, stdout: exit.isError ? "" : exit.text,
        stderr: exit.isError ? exit.text : "", log: log.lines)
    } catch {
      return Outcome(status: -1, stderr: "\(error)", log: log.lines)
    }
  }

  @Test(arguments: [
    ["show", "--out", "o", "q"], ["show", "q", "json", "--out", "o", "--data", "d", "--verbose"],
    ["show", "--out", "o", "nothing"], ["show", "--out", "o", "--data", "-", "q"],
    ["show", "--out", "o"], ["show", "q"], ["show", "--out", "o", "q", "yaml"],
    ["show", "--help"], ["help", "show"], ["show", "--dta", "d"], ["show", "--out"],
    ["--generate-completion-script", "bash"], ["--generate-completion-script", "zsh"],
    ["--generate-completion-script", "fish"],
  ])
  func aListedCommandBehavesAsOneReadThroughEncodable(arguments: [String]) {
    #expect(Self.outcome(ListedTool.self, arguments) == Self.outcome(Tool.self, arguments))
  }

  @Test func theListIsWhatTheParserReads() {
    let fields = ArgumentField.fields(of: ListedShow())
    #expect(fields.map(\.key) == ["out", "shared", "query", "style"])
    #expect(fields.allSatisfy { $0.slot != nil })
    #expect(ListedTool.declarationProblems(requiringArgumentLists: false) == [])
  }

  struct Unlisted: ParsableArguments {
    @Flag(help: "A flag.") var flag = false
  }

  struct Empty: ParsableArguments {}

  struct Wrong: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "wrong")
    }
    @Option(help: "A.") var alpha: String?
    @Option(help: "B.") var beta: String?
    @OptionGroup var unlisted: Unlisted
    @OptionGroup var empty: Empty
    var cache = 0

    var argumentList: ArgumentList? { ["alpha": _beta, "beta": _alpha, "unlisted": _unlisted] }

    func run(_ context: RunLog) throws -> ExitCode { .success }
  }

  struct Misnamed: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "misnamed")
    }
    @Option(help: "A.") var alpha: String?
    @Option(help: "B.") var beta: String?

    var argumentList: ArgumentList? { ["beta": _beta, "alfa": _alpha] }

    func run(_ context: RunLog) throws -> ExitCode { .success }
  }

  struct WrongTool: ParsableCommand {
    typealias Context = RunLog
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "wrong-tool", subcommands: [Wrong.self, Misnamed.self])
    }
  }

  /// A list that leaves a wrapper out, misnames one, changes the order or swaps two wrappers
  /// is reported, and so is a type without a list when lists are required (one without
  /// wrappers needs none).
  @Test func aListThatDiffersFromTheStoredPropertiesIsReported() {
    let common = [
      "wrong-tool misnamed: Misnamed.argumentList names [beta, alfa] where its wrappers are "
        + "[alpha, beta]",
      "wrong-tool wrong: 'cache' is stored without @Option, @Flag, @Argument or @OptionGroup",
      "wrong-tool wrong: Wrong.argumentList names [alpha, beta, unlisted] where its wrappers "
        + "are [alpha, beta, unlisted, empty]",
    ]
    #expect(WrongTool.declarationProblems() == common)
    #expect(
      WrongTool.declarationProblems(requiringArgumentLists: true)
        == (common + ["wrong-tool wrong: Unlisted declares no argumentList"]).sorted())
  }

  struct Swapped: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "swapped")
    }
    @Option(help: "A.") var alpha: String?
    @Option(help: "B.") var beta: String?

    var argumentList: ArgumentList? { ["alpha": _beta, "beta": _alpha] }

    func run(_ context: Void) throws -> ExitCode { .success }
  }

  @Test func aListGivingAPropertyAnotherWrapperIsReported() {
    #expect(
      Swapped.declarationProblems() == [
        "swapped: Swapped.argumentList gives 'alpha' another property's wrapper",
        "swapped: Swapped.argumentList gives 'beta' another property's wrapper",
      ])
  }
}
