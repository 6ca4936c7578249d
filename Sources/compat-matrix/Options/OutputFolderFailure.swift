import ArgumentParsing
import CompatMatrix
import CompatMatrixOutput

/// The failure for an output folder's error, shared by the commands that write one (`docs
/// --out`, `scaffold --out`): `--out` at something other than a folder is a usage error, a
/// write the system refuses is an output error, another run holding the folder is busy, and
/// anything else is an input the tool cannot use.
enum OutputFolderFailure {
  /// The failure; `out` is the folder as given, `argument` its option's synopsis and `force`
  /// the name of the flag that overwrites files without the marker.
  static func failure(_ error: OutputError, out: String, argument: String, force: String)
    -> any Error
  {
    switch error {
    case .notADirectory:
      return UsageError(.invalidValue(out, argument: argument, reason: error.description))
    case .foreignFiles(let paths, _):
      let them = paths.count == 1 ? "it" : "them"
      return CommandFailure.badData([
        "error: \(error); move \(them) away or pass \(force) to overwrite \(them)"
      ])
    case .cannotCreateDirectory, .notWritable, .writeFailed, .removeFailed, .cannotLock:
      return CommandFailure.cannotWrite(["error: \(error)"])
    case .busy:
      return CommandFailure.busy(["error: \(error)"])
    case .directoryInTheWay, .notAFile, .unreadable:
      return CommandFailure.badData(["error: \(error)"])
    }
  }
}
