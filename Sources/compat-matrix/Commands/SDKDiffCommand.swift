import ArgumentParsing
import CompatMatrix
import CompatMatrixSDK

/// `compat-matrix sdk-diff`: the navigation-related declarations that changed between two
/// iOS SDKs.
struct SDKDiffCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "sdk-diff",
      abstract: "List navigation-related declarations that changed between two iOS SDKs.",
      discussion: """
        Compares the declarations of two SDK folders and lists those introduced, deprecated \
        or removed in the newer one that the data tracks: the types its records name and \
        their members, new overloads of the members it names, and names in the families of \
        its modifiers (navigation…, toolbar…). The starting list when a new iOS release \
        ships.
        """)
  }

  @OptionGroup var matrices: MatricesOption
  @OptionGroup var color: ColorOption
  @Argument(help: "The older SDK folder.", completion: .directory) var oldSDK: String
  @Argument(help: "The newer SDK folder.", completion: .directory) var newSDK: String

  func run(_ context: CommandContext) throws -> ExitCode {
    let diff: SDKDiff
    do {
      diff = try SDKDiffWorkflow.run(
        SDKDiffWorkflow.Request(data: matrices.request(context), oldSDK: oldSDK, newSDK: newSDK))
    } catch {
      throw failure(error)
    }
    try context.write(SDKDiffRenderer(diff: diff, style: color.style(context)), as: .text)
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
