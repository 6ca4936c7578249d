import ArgumentParsing
import CompatMatrix

/// The root command of `compat-matrix`: its subcommands, and the process-level handling of
/// what a command line ends with.
struct CompatMatrixCLI: ParsableCommand {
  typealias Context = CommandContext

  /// The tool's version, printed by `--version`.
  static let version = "0.1.0"

  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "compat-matrix",
      abstract: "Choose how to build iOS navigation for a range of deployment targets.",
      discussion: """
        CompatMatrix holds version-keyed facts about SwiftUI and UIKit navigation and \
        recommends, per concern, a strategy that works across a deployment range or the \
        fewest #available branches, with the reasons.
        """,
      version: version,
      subcommands: [
        ResolveCommand.self, ShowCommand.self, APIsCommand.self, LintCommand.self,
        UpgradeCommand.self, AdviseCommand.self, DocsCommand.self, ScaffoldCommand.self,
        ValidateCommand.self,
        VersionsCommand.self, VerifySDKCommand.self, SDKDiffCommand.self,
      ])
  }

  /// Runs a command line (without the program name) and returns the exit code.
  ///
  /// Help, the version and completion scripts go to standard output, usage errors to standard
  /// error with exit code 64; a command's other failures are reported as its
  /// `CommandFailure` says.
  static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    do {
      return try parseAsRoot(arguments).run(context).rawValue
    } catch let exit as CommandLineExit {
      // The parser escapes what the user typed, but knows nothing of the bytes of a file
      // name that is not UTF-8 (`SystemPath`): those are shown as messages show them.
      if exit.isError {
        context.writeError(MessageText.escaped(exit.text, keeping: [.lineFeeds, .tabs]))
      } else {
        context.write(exit.text)
      }
      return exit.exitCode.rawValue
    } catch let failure as CommandFailure {
      context.writeError(failure.lines.joined(separator: "\n") + "\n")
      return failure.exitCode.rawValue
    } catch {
      context.writeError("error: \(error)\n")
      return ExitCode.badData.rawValue
    }
  }
}
