import CompatMatrixCore

/// Why generated files could not be written, with a message for the user: the catalogue of
/// output messages.
package enum OutputError: Error, Sendable, Hashable {
  /// The output path is not a folder; `kind` says what it is (`a file`, `a FIFO`).
  case notADirectory(String, kind: String)
  /// The output folder does not exist and cannot be created.
  case cannotCreateDirectory(String, reason: String)
  /// The output folder cannot be written to.
  case notWritable(String)
  /// Files to be replaced that do not begin with the generator's marker line, and the line.
  case foreignFiles([String], marker: String)
  /// A folder stands where a generated file goes.
  case directoryInTheWay(String)
  /// Something other than a file or folder (`a FIFO`, `a character device`) stands where a
  /// generated file goes.
  case notAFile(String, kind: String)
  /// A folder or file could not be read.
  case unreadable(String, reason: String)
  /// A file could not be written.
  case writeFailed(String, reason: String)
  /// A stale generated file could not be removed.
  case removeFailed(String, reason: String)
  /// The output folder could not be locked.
  case cannotLock(String, reason: String)
  /// Another run holds the output folder's lock, and did not release it in time; with its
  /// process id when it wrote one.
  case busy(String, holder: Int32?)
}

extension OutputError: CustomStringConvertible {
  /// The message shown to the user, on one line; it names the path at fault.
  package var description: String { MessageText.oneLine(text) }

  /// The message before `MessageText.oneLine(_:)` escapes what it quotes.
  private var text: String {
    switch self {
    case .notADirectory(let path, let kind):
      return "'\(path)' is \(kind); expected a folder for the generated files"
    case .cannotCreateDirectory(let path, let reason):
      return "cannot create the folder '\(path)': \(reason)"
    case .notWritable(let path):
      return "cannot write to the folder '\(path)': permission denied"
    case .foreignFiles(let paths, let marker):
      let quoted = paths.map { "'\($0)'" }
      let subject =
        quoted.count == 1
        ? "\(quoted[0]) is in the way: it does not"
        : "\(quoted.joined(separator: ", ")) are in the way: they do not"
      return
        "\(subject) begin with the line '\(marker)', so compat-matrix did not "
        + "write \(quoted.count == 1 ? "it" : "them") and leaves \(quoted.count == 1 ? "it" : "them") untouched"
    case .directoryInTheWay(let path):
      return "'\(path)' is a folder where a generated file goes; move it away"
    case .notAFile(let path, let kind):
      return "'\(path)' is \(kind) where a generated file goes; move it away"
    case .unreadable(let path, let reason):
      return "cannot read '\(path)': \(reason)"
    case .writeFailed(let path, let reason):
      return "cannot write '\(path)': \(reason)"
    case .removeFailed(let path, let reason):
      return "cannot remove the stale file '\(path)': \(reason)"
    case .cannotLock(let path, let reason):
      return "cannot lock the folder '\(path)': \(reason)"
    case .busy(let path, let holder):
      let process = holder.map { " (process \($0))" } ?? ""
      return
        "another compat-matrix run\(process) is writing \(path); try again when it has "
        + "finished, or wait longer with --wait"
    }
  }
}
