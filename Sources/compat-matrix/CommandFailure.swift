import ArgumentParsing
import CompatMatrix
import CompatMatrixRewrite
import CompatMatrixWorkflows

/// Why a command stopped without a result, other than a usage error: one line per problem,
/// and the exit code that says which kind.
enum CommandFailure: Error {
  /// The data or an input file is bad: exit 2.
  case badData([String])
  /// An output file could not be written: exit 74.
  case cannotWrite([String])
  /// Another run is writing the same output: exit 75, try again later.
  case busy([String])
  /// A signal stopped the writing: exit 128 plus the signal's number, as a shell expects of
  /// a program the signal stopped (130 for SIGINT, 143 for SIGTERM).
  case interrupted([String], signal: Int32)

  /// The lines to print on standard error.
  var lines: [String] {
    switch self {
    case .badData(let lines), .cannotWrite(let lines), .busy(let lines),
      .interrupted(let lines, _):
      lines
    }
  }

  /// The exit code.
  var exitCode: ExitCode {
    switch self {
    case .badData: .badData
    case .cannotWrite: .cannotWrite
    case .busy: .busy
    case .interrupted(_, let signal): ExitCode(128 + signal)
    }
  }
}

/// The exit codes `compat-matrix` documents beyond swift-argument-parser's `success` (0),
/// `failure` (1, findings or a check that failed) and `validationFailure` (64, usage).
extension ExitCode {
  /// Bad data: matrix files or inputs the tool cannot use.
  static let badData = ExitCode(2)
  /// The output could not be written: a full disk, a closed descriptor, a folder without
  /// write permission.
  static let cannotWrite = ExitCode(74)
  /// Another run is writing the same output folder and did not finish in time: try again
  /// (`EX_TEMPFAIL` of sysexits.h).
  static let busy = ExitCode(75)
  /// `lint --check` with no fix pending, but a finding `--fix` cannot fix fails the run (a
  /// pending fix exits 1).
  static let unfixableFindings = ExitCode(3)
}

extension ExitCode {
  /// The exit code of a run that read a team's code: `.cannotWrite` and `.interrupted` are
  /// thrown, so that the files that could not be written, and what a signal stopped, are
  /// listed on standard error after the output.
  init(_ status: WorkflowStatus, write: TreeWrite? = nil) throws(CommandFailure) {
    switch status {
    case .passed: self = .success
    case .interrupted(let signal, let failures):
      let line = write?.outcome.interruptionLine
      throw .interrupted(failures.map(\.message) + [line].compactMap { $0 }, signal: signal)
    case .cannotWrite(let failures): throw .cannotWrite(failures.map(\.message))
    case .unreadableFiles: self = .badData
    case .wouldChange, .findings, .nothingLinted: self = .failure
    case .unfixableFindings: self = .unfixableFindings
    }
  }
}
