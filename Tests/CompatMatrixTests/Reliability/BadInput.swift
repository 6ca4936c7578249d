import Foundation
import Testing

/// One bad input for the built binary and the answer it must give: the exit code, and the
/// first line of standard error.
struct BadInput: Sendable, CustomTestStringConvertible {
  /// What is created in the empty folder the binary runs in, before it runs.
  enum Entry: Sendable {
    /// A text file.
    case text(String)
    /// A file of raw bytes.
    case bytes([UInt8])
    /// A copy of a file under `Fixtures/`.
    case fixture(String)
    /// A file of `count` copies of `byte` between `prefix` and `suffix`, written in pieces.
    case large(prefix: String, byte: UInt8, count: Int, suffix: String)
    /// A folder.
    case folder
    /// A symbolic link to a path, which need not exist.
    case link(String)
    /// A FIFO (named pipe): reading it would wait for a writer that never comes.
    case fifo
  }

  /// How the first line of standard error must read.
  enum Line: Sendable {
    /// Exactly this.
    case exact(String)
    /// Starting with this, where the rest names a path that varies.
    case prefix(String)
  }

  /// What the case is about, as the test report names it.
  var name: String
  /// The command line, without the program name.
  var arguments: [String]
  /// Paths, relative to the folder the binary runs in, and what to create there.
  var files: [(String, Entry)] = []
  /// The exit code: 0 for inputs the run passes over with warnings, 1 findings, 2 bad data,
  /// 64 usage, 74 output that cannot be written.
  var status: Int32
  /// The first line of standard error.
  var firstLine: Line
  /// At least this many lines on standard error, for inputs with several problems.
  var minimumLines = 1
  /// The longest the run may take, in seconds.
  var timeout = 30.0

  var testDescription: String { name }
}

/// Runs bad inputs against the built binary in an empty folder and checks every answer.
enum BadInputRunner {
  /// Runs the case and records an issue for every way its answer falls short; `permissions`
  /// are set on the files named after they are created.
  static func check(
    _ input: BadInput, permissions: [String: Int] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let folder = try TestSupport.temporaryDirectory()
    // Removing needs no permission on the files themselves, so unreadable ones go too.
    defer { try? FileManager.default.removeItem(at: folder) }
    for (path, entry) in input.files {
      try create(entry, at: folder.appendingPathComponent(path))
    }
    for (path, mode) in permissions {
      try FileManager.default.setAttributes(
        [.posixPermissions: mode], ofItemAtPath: folder.appendingPathComponent(path).path)
    }
    let before = try snapshot(folder)
    let result = try BinaryRunner.run(input.arguments, in: folder, timeout: input.timeout)
    // `lint` first states the range it works on and what it noticed, on lines of their own.
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast().map(String.init).filter { !$0.hasPrefix("compat-matrix: ") }
    #expect(result.status == input.status, "\(result.stderr)", sourceLocation: sourceLocation)
    // Nothing a script could take for a result.
    #expect(result.stdout.isEmpty, "stdout: \(result.stdout)", sourceLocation: sourceLocation)
    #expect(
      result.stderr.hasSuffix("\n"), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
    let first = lines.first ?? ""
    switch input.firstLine {
    case .exact(let expected):
      #expect(first == expected, sourceLocation: sourceLocation)
    case .prefix(let expected):
      #expect(first.hasPrefix(expected), "\(first)", sourceLocation: sourceLocation)
    }
    #expect(lines.count >= input.minimumLines, "\(result.stderr)", sourceLocation: sourceLocation)
    if input.status == 64 {
      // `Error: …`, then the usage, as swift-argument-parser prints them.
      #expect(first.hasPrefix("Error: "), sourceLocation: sourceLocation)
      #expect(lines.dropFirst().first?.hasPrefix("Usage: ") == true, sourceLocation: sourceLocation)
    } else {
      // One problem per line, each saying where it is: errors, or warnings for what a run
      // that succeeds passed over.
      let kind = input.status == 0 ? "warning: " : "error: "
      for line in lines {
        #expect(line.contains(kind), "\(line)", sourceLocation: sourceLocation)
      }
    }
    for crash in ["Fatal error", "Stack dump", "Backtrace", "💣", "Segmentation fault"] {
      #expect(!result.stderr.contains(crash), "\(result.stderr)", sourceLocation: sourceLocation)
    }
    #expect(
      try snapshot(folder) == before, "the run changed its folder", sourceLocation: sourceLocation)
  }

  /// Creates an entry, and the folders above it.
  static func create(_ entry: BadInput.Entry, at url: URL) throws {
    let manager = FileManager.default
    try manager.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    switch entry {
    case .text(let text):
      try Data(text.utf8).write(to: url)
    case .bytes(let bytes):
      try Data(bytes).write(to: url)
    case .fixture(let path):
      try manager.copyItem(at: TestSupport.fixtures.appendingPathComponent(path), to: url)
    case .large(let prefix, let byte, let count, let suffix):
      _ = manager.createFile(atPath: url.path, contents: Data(prefix.utf8))
      let handle = try FileHandle(forWritingTo: url)
      defer { try? handle.close() }
      try handle.seekToEnd()
      let piece = Data(repeating: byte, count: 1 << 20)
      var left = count
      while left > 0 {
        try handle.write(contentsOf: left >= piece.count ? piece : piece.prefix(left))
        left -= piece.count
      }
      try handle.write(contentsOf: Data(suffix.utf8))
    case .folder:
      try manager.createDirectory(at: url, withIntermediateDirectories: true)
    case .link(let destination):
      try manager.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    case .fifo:
      guard mkfifo(url.path, 0o644) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
      }
    }
  }

  /// Every entry below `folder` with its type and size, links not followed.
  static func snapshot(_ folder: URL) throws -> [String: String] {
    let manager = FileManager.default
    var entries: [String: String] = [:]
    var pending = [""]
    while let relative = pending.popLast() {
      let url = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
      for name in try manager.contentsOfDirectory(atPath: url.path) {
        let path = relative.isEmpty ? name : "\(relative)/\(name)"
        let attributes = try manager.attributesOfItem(
          atPath: folder.appendingPathComponent(path).path)
        let type = attributes[.type] as? FileAttributeType
        entries[path] = "\(type?.rawValue ?? "?") \(attributes[.size] as? Int ?? -1)"
        if type == .typeDirectory { pending.append(path) }
      }
    }
    return entries
  }
}
