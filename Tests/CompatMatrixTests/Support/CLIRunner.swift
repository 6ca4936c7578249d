import Foundation

@testable import compat_matrix

/// Runs the command-line tool in-process, capturing what it writes.
enum CLIRunner {
  /// What a run printed and returned.
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  private final class Buffer {
    var text = ""
  }

  /// Runs a command line (without the program name).
  static func run(
    _ arguments: [String], in directory: String = TestSupport.packageRoot.path,
    environment: [String: String] = [:], isTerminal: Bool = false
  ) -> Result {
    let out = Buffer()
    let err = Buffer()
    let context = CommandContext(
      environment: environment, currentDirectory: directory, isTerminal: isTerminal,
      write: { out.text += $0 }, writeError: { err.text += $0 })
    let status = CompatMatrixCLI.run(arguments, context: context)
    return Result(status: status, stdout: out.text, stderr: err.text)
  }
}
