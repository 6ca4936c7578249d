import CompatMatrix
import CompatMatrixProject
import CompatMatrixSDK
import CompatMatrixSource

/// `compat-matrix sdk-diff`: the navigation-related declarations that changed between two
/// iOS SDKs.
enum SDKDiffCommand {
  static let spec = CommandSpec(
    name: "sdk-diff",
    abstract: "List navigation-related declarations that changed between two iOS SDKs.",
    discussion: """
      Compares the declarations of two SDK folders and lists those introduced, deprecated or \
      removed in the newer one that the data tracks: the types its records name and their \
      members, new overloads of the members it names, and names in the families of its \
      modifiers (navigation…, toolbar…). The starting list when a new iOS release ships.
      """,
    options: [SharedOptions.matrices, SharedOptions.color],
    positionals: [
      PositionalSpec(name: "old-sdk", help: "The older SDK folder.", completion: .directory),
      PositionalSpec(name: "new-sdk", help: "The newer SDK folder.", completion: .directory),
    ])

  static func run(_ arguments: ParsedArguments, context: CommandContext, commands: [CommandSpec])
    throws -> ExitCode
  {
    let old = try SDKFolderArgument.folders(
      arguments.values("old-sdk"), argument: "<old-sdk>", context: context, commands: commands)
    let new = try SDKFolderArgument.folders(
      arguments.values("new-sdk"), argument: "<new-sdk>", context: context, commands: commands)
    let matrix = try SharedOptions.loadMatrix(arguments, context: context, commands: commands)
    let diff: SDKDiff
    do {
      diff = SDKDiff(
        old: try SDKContents(reading: old[0]), new: try SDKContents(reading: new[0]),
        matrix: matrix)
    } catch {
      throw CommandFailure.badData(["error: \(error)"])
    }
    let style = SharedOptions.style(arguments, context: context)
    context.write(SDKDiffText(diff: diff, style: style).render())
    return .success
  }
}
