/// Why the data a command works on could not be loaded: the shipped matrices with a team's
/// folder of matrix files (`--matrices`) over them.
package enum DataLoadError: Error, Sendable, CustomStringConvertible {
  /// The team's folder could not be read: nothing is there, it is not a folder, or it cannot
  /// be listed (`MatrixDirectory.Failure.isArgumentError` tells the first two apart).
  case folder(MatrixDirectory.Failure)
  /// Matrix files that cannot be read or used: every problem, sorted by file and location.
  case invalid(MatrixLoadError)

  /// The message for the user; one line per problem.
  package var description: String {
    switch self {
    case .folder(let failure): failure.description
    case .invalid(let error): error.description
    }
  }
}
