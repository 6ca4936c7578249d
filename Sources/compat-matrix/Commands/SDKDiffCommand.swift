import ArgumentParsing
import CompatMatrix
import CompatMatrixSDK
import CompatMatrixWorkflows

/// `compat-matrix sdk-diff`: the navigation-related declarations that changed between two
/// iOS SDKs.
struct SDKDiffCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "sdk-diff",
      abstract: "List navigation-related declarations that changed between two iOS SDKs.",
      discussion: """
        Compares the declarations of two SDK folders and lists those introduced, deprecated \
        or removed in the newer one that the data tracks, family by family and type by \
        type: the types its records name with their members and nested types, the members \
        it names wherever declared, and the names, and members of types, that start with \
        the first word of a record's name (navigation…, toolbar…, tab…, presentation…). \
        The starting list when a new iOS release ships.
        """)
  }

  @Option(
    help: ArgumentHelp("The output format.", valueName: "format"),
    among: SDKDiffRenderer.formats)
  var format: OutputFormat = .text
  @OptionGroup var matrices: MatricesOption
  @OptionGroup var color: ColorOption
  @Argument(help: "The older SDK folder.", completion: .directory) var oldSDK: String
  @Argument(help: "The newer SDK folder.", completion: .directory) var newSDK: String

  var argumentList: ArgumentList? {
    [
      "format": _format, "matrices": _matrices, "color": _color, "oldSDK": _oldSDK,
      "newSDK": _newSDK,
    ]
  }

  func run(_ context: CommandContext) throws -> ExitCode {
    let diff: SDKDiff
    do {
      diff = try SDKDiffWorkflow.run(
        SDKDiffWorkflow.Request(data: matrices.request(context), oldSDK: oldSDK, newSDK: newSDK))
    } catch {
      throw failure(error)
    }
    if format != .text {
      // The text output names them itself.
      for line in SDKDiffText(diff: diff).problemLines {
        context.writeError("warning: \(line)\n")
      }
    }
    try context.write(SDKDiffRenderer(diff: diff, style: color.style(context)), as: format)
    return .success
  }

  /// The failure to report: a path that is not an SDK folder names the argument.
  private func failure(_ error: SDKDiffWorkflow.Failure) -> any Error {
    switch error {
    case .oldFolder(let error):
      SDKFolderArgument.failure(error, path: oldSDK, argument: $oldSDK.synopsis)
    case .newFolder(let error):
      SDKFolderArgument.failure(error, path: newSDK, argument: $newSDK.synopsis)
    case .data(let error): matrices.failure(error)
    case .unreadable(let error): CommandFailure.badData(["error: \(error)"])
    }
  }
}
