@testable import ArgumentParsing

// A small tool whose commands exercise every kind of declaration, independent of
// CompatMatrix: what the tests parse, render help for and run.

/// What the test tool's commands run in: a log of what they did.
final class RunLog {
  var lines: [String] = []
}

/// Output formats, some of which only some commands write.
enum Format: String, CaseIterable, ExpressibleByArgument {
  case text
  case json
  case markdownTable = "markdown-table"
}

/// A value type with open values and a reason for rejecting a word.
struct Even: ExpressibleByArgument, Equatable {
  var value: Int

  init(_ value: Int) { self.value = value }

  init(argument: String) throws(InvalidArgumentValue) {
    guard let number = Int(argument) else { throw InvalidArgumentValue(reason: "not a number") }
    guard number.isMultiple(of: 2) else { throw InvalidArgumentValue(reason: "\(number) is odd") }
    value = number
  }

  var defaultValueDescription: String { "\(value)" }
}

/// Options shared by several commands.
struct SharedOptions: ParsableArguments {
  @Option(help: ArgumentHelp("A folder of data.", valueName: "dir"), completion: .directory)
  var data: String?

  @Flag(help: ArgumentHelp("Say more.", visibility: .hidden)) var verbose = false

  mutating func validate() throws(UsageError) {
    if data == "-" { throw UsageError("The data folder cannot be standard input.") }
  }
}

/// `tool run`: every kind of option, flag and argument.
struct Run: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "run", abstract: "Run it.",
      discussion: "Runs the thing over the paths given, or the current folder.")
  }

  @Option(name: .shortAndLong, help: ArgumentHelp("The minimum.", valueName: "version"))
  var min: String?
  @Option(help: "The format.", among: [Format.text, .json]) var format: Format = .text
  @Option(help: ArgumentHelp("A concern (repeatable).", valueName: "id")) var concern: [String] = []
  @Flag(name: .shortAndLong, help: "Be strict.") var strict = false
  @Flag(name: .customShort("Q"), help: "Say less.") var quiet = false
  @Flag(help: "Include previews.") var includePreviews = false
  @Option(help: "How many.") var count: Even = Even(2)
  @Option(name: .customLong("sort-order"), help: "The order.") var order: Format?
  @OptionGroup var shared: SharedOptions
  @Argument(help: ArgumentHelp("Files to run over.", valueName: "path"), completion: .file)
  var paths: [String] = []

  func run(_ context: RunLog) throws -> ExitCode {
    context.lines.append("run \(paths.joined(separator: " "))")
    if paths.contains("fail") {
      throw UsageError(.invalidValue("fail", argument: $paths.synopsis, reason: "asked to"))
    }
    return strict ? .failure : .success
  }
}

/// `tool show`: a required option and a required argument.
struct Show: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "show", abstract: "Show one thing.")
  }

  @Option(help: ArgumentHelp("Where to write.", valueName: "dir")) var out: String
  @OptionGroup var shared: SharedOptions
  @Argument(help: "What to show.") var query: String
  @Argument(help: "How to show it.") var style: Format = .text

  mutating func validate() throws(UsageError) {
    if query == "nothing" { throw UsageError("There is nothing to show.") }
  }

  func run(_ context: RunLog) throws -> ExitCode {
    context.lines.append("show \(query) to \(out) as \(style.rawValue)")
    return .success
  }
}

/// `tool group`: a command with subcommands of its own.
struct Group: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(abstract: "A group of commands.", subcommands: [Leaf.self])
  }
  typealias Context = RunLog
}

/// `tool group leaf`: a command without options, named after its type.
struct Leaf: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(abstract: "A leaf.")
  }

  func run(_ context: RunLog) throws -> ExitCode {
    context.lines.append("leaf")
    return ExitCode(3)
  }
}

/// The test tool.
struct Tool: ParsableCommand {
  typealias Context = RunLog

  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "tool", abstract: "A tool for tests.", version: "1.2.3",
      subcommands: [Run.self, Show.self, Group.self])
  }
}

/// What running a command line printed and returned, as a program would report it.
struct Outcome: Equatable {
  var status: Int32
  var stdout = ""
  var stderr = ""
  var log: [String] = []

  /// Runs a command line of the test tool.
  static func of(_ arguments: [String]) -> Outcome {
    let log = RunLog()
    do {
      let code = try Tool.parseAsRoot(arguments).run(log)
      return Outcome(status: code.rawValue, log: log.lines)
    } catch let exit as CommandLineExit {
      return Outcome(
        status: exit.exitCode.rawValue, stdout: exit.isError ? "" : exit.text,
        stderr: exit.isError ? exit.text : "", log: log.lines)
    } catch {
      return Outcome(status: -1, stderr: "\(error)", log: log.lines)
    }
  }
}

/// The command a command line parses to, or `nil` when it parses to something else.
func parsed<Command: ParsableCommand>(_ arguments: [String], as type: Command.Type) -> Command? {
  (try? Tool.parseAsRoot(arguments))?.command as? Command
}
