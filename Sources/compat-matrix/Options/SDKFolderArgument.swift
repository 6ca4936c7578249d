import ArgumentParsing
import CompatMatrix
import CompatMatrixSDK

/// Reads SDK folders named on the command line: a path that is not an SDK folder is a usage
/// error naming the argument; one that cannot be read is bad data.
enum SDKFolderArgument {
  static func folders(_ paths: [String], argument: String, context: CommandContext) throws
    -> [SDKFolder]
  {
    var folders: [SDKFolder] = []
    for path in paths {
      do {
        folders.append(try SDKFolder(path: context.absolutePath(path), displayName: path))
      } catch {
        guard error.isArgumentError else { throw CommandFailure.badData(["error: \(error)"]) }
        throw UsageError(.invalidValue(path, argument: argument, reason: error.description))
      }
    }
    return folders
  }
}
