import CompatMatrix
import CompatMatrixProject
import CompatMatrixSource

/// The command tree of `compat-matrix` and the dispatch from a command line to a command.
enum CompatMatrixCLI {
  /// The tool's version, printed by `--version`.
  static let version = "0.1.0"

  /// The root command.
  static let root = CommandSpec(
    name: "compat-matrix",
    abstract: "Choose how to build iOS navigation for a range of deployment targets.",
    discussion: """
      CompatMatrix holds version-keyed facts about SwiftUI and UIKit navigation and \
      recommends, per concern, a strategy that works across a deployment range or the \
      fewest #available branches, with the reasons.
      """,
    options: [
      OptionSpec(
        long: "generate-completion-script", valueName: "shell",
        help: "Print a completion script for a shell.",
        choices: CompletionShell.allCases.map(\.rawValue),
        completion: .choices(CompletionShell.allCases.map(\.rawValue)))
    ],
    subcommands: [
      ResolveCommand.spec, ShowCommand.spec, APIsCommand.spec, LintCommand.spec,
      UpgradeCommand.spec, AdviseCommand.spec, DocsCommand.spec, ValidateCommand.spec,
      VersionsCommand.spec, VerifySDKCommand.spec, SDKDiffCommand.spec,
    ])

  /// Runs a command line (without the program name) and returns the exit code.
  static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    let outcome: ParseOutcome
    do {
      outcome = try ArgumentParser(root: root).parse(arguments)
    } catch {
      report(error, context: context)
      return ExitCode.usage.rawValue
    }
    switch outcome {
    case .help(let commands):
      context.write(HelpRenderer(commands: commands).render())
      return ExitCode.success.rawValue
    case .version:
      context.write(version + "\n")
      return ExitCode.success.rawValue
    case .completionScript(let shellName):
      guard let shell = CompletionShell(rawValue: shellName) else {
        report(
          UsageError(
            .invalidChoice(
              shellName, option: "--generate-completion-script <shell>",
              choices: CompletionShell.allCases.map(\.rawValue)), commands: [root]),
          context: context)
        return ExitCode.usage.rawValue
      }
      context.write(CompletionScript(root: root, shell: shell).render())
      return ExitCode.success.rawValue
    case .run(let command, let parsed):
      let commands = stack(for: parsed.commandPath)
      do {
        return try dispatch(command.name, parsed, context: context, commands: commands).rawValue
      } catch let failure as CommandFailure {
        switch failure {
        case .usage(let error):
          report(error, context: context)
          return ExitCode.usage.rawValue
        case .badData(let lines):
          context.writeError(lines.joined(separator: "\n") + "\n")
          return ExitCode.badData.rawValue
        case .cannotWrite(let lines):
          context.writeError(lines.joined(separator: "\n") + "\n")
          return ExitCode.cannotWrite.rawValue
        }
      } catch {
        context.writeError("error: \(error)\n")
        return ExitCode.badData.rawValue
      }
    }
  }

  private static func dispatch(
    _ name: String, _ arguments: ParsedArguments, context: CommandContext,
    commands: [CommandSpec]
  ) throws -> ExitCode {
    switch name {
    case ResolveCommand.spec.name:
      return try ResolveCommand.run(arguments, context: context, commands: commands)
    case ShowCommand.spec.name:
      return try ShowCommand.run(arguments, context: context, commands: commands)
    case APIsCommand.spec.name:
      return try APIsCommand.run(arguments, context: context, commands: commands)
    case LintCommand.spec.name:
      return try LintCommand.run(arguments, context: context, commands: commands)
    case UpgradeCommand.spec.name:
      return try UpgradeCommand.run(arguments, context: context, commands: commands)
    case AdviseCommand.spec.name:
      return try AdviseCommand.run(arguments, context: context, commands: commands)
    case DocsCommand.spec.name:
      return try DocsCommand.run(arguments, context: context, commands: commands)
    case ValidateCommand.spec.name:
      return try ValidateCommand.run(arguments, context: context, commands: commands)
    case VersionsCommand.spec.name:
      return try VersionsCommand.run(arguments, context: context, commands: commands)
    case VerifySDKCommand.spec.name:
      return try VerifySDKCommand.run(arguments, context: context, commands: commands)
    case SDKDiffCommand.spec.name:
      return try SDKDiffCommand.run(arguments, context: context, commands: commands)
    default:
      // Every leaf command in the tree has a case above.
      preconditionFailure("no runner for command '\(name)'")
    }
  }

  private static func stack(for path: [String]) -> [CommandSpec] {
    var commands = [root]
    for name in path.dropFirst() {
      // The parser produced this path from the same tree.
      commands.append(commands.last!.subcommand(named: name)!)
    }
    return commands
  }

  private static func report(_ error: UsageError, context: CommandContext) {
    let usage = HelpRenderer(commands: error.commands).errorUsage
    context.writeError("Error: \(error.message)\n\(usage)\n")
  }
}
