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
    let old = try SDKFolderArgument.folders([oldSDK], argument: $oldSDK.synopsis, context: context)
    let new = try SDKFolderArgument.folders([newSDK], argument: $newSDK.synopsis, context: context)
    let matrix = try matrices.load(context)
    let diff: SDKDiff
    do {
      diff = SDKDiff(
        old: try SDKContents(reading: old[0]), new: try SDKContents(reading: new[0]),
        matrix: matrix)
    } catch {
      throw CommandFailure.badData(["error: \(error)"])
    }
    try context.write(SDKDiffRenderer(diff: diff, style: color.style(context)), as: .text)
    return .success
  }
}
