import ArgumentParsing
import CompatMatrixSDK

/// SDK folders named on the command line: a path that is not an SDK folder is a usage error
/// naming the argument; one whose files cannot be read is bad data.
enum SDKFolderArgument {
  /// The failure to report for the folder at `path`, given as `argument`.
  static func failure(_ error: SDKFolderError, path: String, argument: String) -> any Error {
    guard error.isArgumentError else { return CommandFailure.badData(["error: \(error)"]) }
    return UsageError(.invalidValue(path, argument: argument, reason: error.description))
  }
}
