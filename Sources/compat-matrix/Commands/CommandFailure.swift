import CompatMatrix
import CompatMatrixProject
import CompatMatrixSource

/// Why a command stopped without a result, and the exit code that says so.
enum CommandFailure: Error {
  /// The command line is wrong: `Error: …` and the usage, exit 64.
  case usage(UsageError)
  /// The data or an input file is bad: one line per problem, exit 2.
  case badData([String])
  /// An output file could not be written: one line per problem, exit 74.
  case cannotWrite([String])
}

/// The documented exit codes.
enum ExitCode: Int32 {
  /// Success.
  case success = 0
  /// Findings, or a check that failed.
  case failure = 1
  /// Bad data: matrix files or inputs the tool cannot use.
  case badData = 2
  /// A command line the tool does not understand.
  case usage = 64
  /// The output could not be written: a full disk, a closed descriptor, a folder without
  /// write permission.
  case cannotWrite = 74
}
