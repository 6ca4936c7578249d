import ArgumentParsing
import CompatMatrix
import CompatMatrixWorkflows

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a command may touch: its environment, working folder and output streams.
///
/// Tests build one that captures output; `main` builds one over the process.
struct CommandContext {
  /// The environment variables commands read (`NO_COLOR`, `TERM`, `XDG_CACHE_HOME` and
  /// `HOME` for the docs cache, and the tests' hidden `COMPAT_MATRIX_TEST_PAUSE`); the
  /// process's others are never copied, which would cost start-up time for nothing.
  var environment: [String: String]
  /// The folder relative paths are resolved against.
  var currentDirectory: String
  /// Whether standard output is a terminal.
  var isTerminal: Bool
  /// Writes to standard output: one call per whole record.
  var write: (String) -> Void
  /// Writes to standard error.
  var writeError: (String) -> Void

  /// A context over the real process.
  static func process() -> CommandContext {
    CommandContext(
      environment: Self.variables([
        "NO_COLOR", "TERM", "XDG_CACHE_HOME", "HOME", PausePoint.environmentVariable,
      ]),
      currentDirectory: FileManager.default.currentDirectoryPath,
      isTerminal: isatty(STDOUT_FILENO) == 1,
      write: { StandardStream.write($0, to: STDOUT_FILENO) },
      writeError: { StandardStream.write($0, to: STDERR_FILENO) })
  }

  /// The process's arguments after the program's name, read as bytes (`SystemPath`): a file
  /// name that is not UTF-8 reaches a command as the name the file system holds, where
  /// `CommandLine.arguments` would have replaced its bytes with U+FFFD.
  static func arguments() -> [String] {
    // A stride, not a range: a process started with no arguments at all has argc 0.
    stride(from: 1, to: Int(CommandLine.argc), by: 1).compactMap { index in
      CommandLine.unsafeArgv[index].map { SystemPath.string(cString: $0) }
    }
  }

  /// The variables of `names` that are set, from the process's environment.
  static func variables(_ names: [String]) -> [String: String] {
    var found: [String: String] = [:]
    for name in names {
      if let value = getenv(name) { found[name] = String(cString: value) }
    }
    return found
  }

  /// Writes a renderer's output to standard output, piece by piece as it is made; a renderer
  /// that cannot write its output is bad data.
  func write(_ renderer: some Renderer, as format: OutputFormat) throws(CommandFailure) {
    var output = StandardOutput(sink: write)
    do {
      try renderer.render(format, to: &output)
    } catch {
      throw .badData(["error: \(error)"])
    }
  }

  /// Writes a renderer's output to standard output and, when `path` is given, the same text
  /// to that file (relative to the current folder), replaced whole in one step: a report a
  /// build system or a CI step reads. A file named `….swift` gets it as `//` comment lines,
  /// so that a build can compile it as the empty file it is (the build-tool plugin's output,
  /// which SwiftPM compiles into the target; a file of another kind would be copied into the
  /// target's resources). A file that cannot be written fails with exit 74, after standard
  /// output had the report.
  func write(_ renderer: some Renderer, as format: OutputFormat, alsoTo path: String?)
    throws(CommandFailure)
  {
    guard let path else { return try write(renderer, as: format) }
    var text = ""
    do {
      try renderer.render(format, to: &text)
    } catch {
      throw .badData(["error: \(error)"])
    }
    write(text)
    let file = path.hasPrefix("/") ? path : currentDirectory + "/" + path
    let (directory, name) = AtomicFile.split(file)
    let contents =
      name.hasSuffix(".swift")
      ? "// compat-matrix lint report: comments only, compiled as an empty file.\n"
        + text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
          "// " + $0 + "\n"
        }.joined()
      : text
    do {
      let staged = try AtomicFile.stage(Array(contents.utf8), in: directory, for: name)
      try AtomicFile.commit(staged, over: file)
    } catch {
      throw .cannotWrite(["error: cannot write the report to \(path): \(error)"])
    }
  }
}

/// Standard output as a text stream: each piece a renderer writes is one write.
struct StandardOutput: TextOutputStream {
  /// Where the pieces go.
  let sink: (String) -> Void

  mutating func write(_ string: String) {
    sink(string)
  }
}

/// Writes whole strings to a file descriptor.
enum StandardStream {
  /// Writes all of `text`; a closed pipe (`| head -1`) ends the process quietly with status
  /// 141, as a process killed by SIGPIPE would.
  ///
  /// Any other failure to write standard output, such as a full disk or a closed descriptor,
  /// ends the process with `ExitCode.cannotWrite` after saying so on standard error, so that
  /// a script never takes a cut-off result for a whole one. A failure to write standard
  /// error itself is ignored: there is nowhere left to report it.
  static func write(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        // The loop runs only while bytes remain, so the buffer is not empty.
        systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written < 0 {
        let code = errno
        if code == EINTR { continue }
        if code == EPIPE { exit(141) }
        guard descriptor != STDERR_FILENO else { return }
        let reason = String(cString: strerror(code))
        write("error: cannot write to standard output: \(reason)\n", to: STDERR_FILENO)
        exit(ExitCode.cannotWrite.rawValue)
      }
      offset += written
    }
    bytes.removeAll()
  }
}

#if canImport(Glibc)
  /// `write(2)`, named apart from the method called `write` in this file.
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  /// `write(2)`, named apart from the method called `write` in this file.
  private let systemWrite = Darwin.write
#endif
