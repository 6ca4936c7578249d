import CompatMatrix
import CompatMatrixProject
import CompatMatrixSDK
import CompatMatrixSource

/// Reads the SDK folders named on the command line: a path that is not an SDK folder is a
/// usage error naming the argument.
enum SDKFolderArgument {
  static func folders(
    _ paths: [String], argument: String, context: CommandContext, commands: [CommandSpec]
  ) throws -> [SDKFolder] {
    guard !paths.isEmpty else {
      throw CommandFailure.usage(UsageError(.missingArgument(argument), commands: commands))
    }
    var folders: [SDKFolder] = []
    for path in paths {
      do {
        folders.append(try SDKFolder(path: context.absolutePath(path), displayName: path))
      } catch {
        guard error.isArgumentError else { throw CommandFailure.badData(["error: \(error)"]) }
        throw CommandFailure.usage(
          UsageError(
            .invalidValue(path, argument: argument, reason: error.description), commands: commands))
      }
    }
    return folders
  }
}
