import Foundation
import Testing

/// File names that are not UTF-8 (issue 26, item 11): legal on Linux, and on macOS in some
/// archives. Named on the command line or met in a folder, such a file is read by its bytes,
/// linted and rewritten; messages show the byte escaped (`caf\x{E9}.swift`), JSON carries that
/// text, SARIF a percent-encoded URI, and a diff the name as git writes it. The built binary;
/// skipped, saying so, where the file system refuses such names.
@Suite(.enabled(if: RawName.isSupported, "the file system refuses names that are not UTF-8"))
struct NonUTF8NameTests {
  /// `café.swift` in Latin-1: the `é` is the lone byte 0xE9.
  static let name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".swift".utf8)
  /// How messages show it.
  static let shown = "Sources/caf\\x{E9}.swift"

  /// A tree with the Latin-1 file in `Sources/` and, below a folder whose own name is not
  /// UTF-8, a second file; both hold a check iOS 16 makes dead.
  static func tree() throws -> URL {
    let root = try TestSupport.temporaryDirectory()
    try TestSupport.write(["Sources/.keep": ""], in: root)
    try RawName.create([UInt8]("Sources/".utf8) + name, in: root, RewriteTree.source("A"))
    try RawName.create(
      [UInt8]("Sources/".utf8) + [0xFF, 0x41] + [UInt8]("/B.swift".utf8), in: root,
      RewriteTree.source("B"))
    return root
  }

  /// Runs the binary in `root` through `/bin/sh`, so that arguments can hold raw bytes:
  /// `$(printf …)` in `script` expands to them.
  static func run(_ script: String, in root: URL) throws -> BinaryRunner.Result {
    try BinaryRunner.run(
      ["-c", "exec \"$0\" " + script, BinaryRunner.binary.path], in: root,
      executable: URL(fileURLWithPath: "/bin/sh"), timeout: 300)
  }

  @Test(arguments: [
    ("lint --min 16 .", "Sources/caf\\x{E9}.swift:4:8: warning:"),
    (
      "lint --min 16 \"$(printf 'Sources/caf\\351.swift')\"",
      "Sources/caf\\x{E9}.swift:4:8: warning:"
    ),
    ("lint --min 16 --reporter text .", "Sources/caf\\x{E9}.swift"),
    ("lint --min 16 --reporter github .", "file=Sources/caf\\x{E9}.swift,line=4"),
    ("lint --min 16 .", "Sources/\\x{FF}A/B.swift:4:8: warning:"),
  ])
  func aFileWhoseNameIsNotUTF8IsLintedAndShownEscaped(script: String, expected: String) throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Self.run(script, in: root)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains(expected), "\(run.stdout)\n\(run.stderr)")
    // Nothing the terminal could misread: valid UTF-8, no raw byte.
    #expect(!run.stdout.contains("\u{FFFD}") && !run.stderr.contains("\u{FFFD}"))
    #expect(!run.stderr.contains("skipped"), "\(run.stderr)")
  }

  /// A path that does not exist is a usage error that shows the byte as messages do.
  @Test func aMissingPathIsAUsageErrorThatShowsTheByteEscaped() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Self.run("lint --min 16 \"$(printf 'nowhere\\351')\"", in: root)
    #expect(run.status == 64)
    #expect(
      run.stderr.hasPrefix(
        "Error: The value 'nowhere\\x{E9}' is invalid for '<path>': no such file or folder, "
          + "and not a range\n"), "\(run.stderr)")
  }

  @Test func jsonAndSARIFCarryAValidString() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(at: root) }
    let json = try Self.run("lint --min 16 --reporter json .", in: root)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let files = (report["findings"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
    #expect(files.contains(Self.shown), "\(files)")
    let sarif = try Self.run("lint --min 16 --reporter sarif .", in: root)
    #expect((try? JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8))) != nil)
    #expect(sarif.stdout.contains("\"uri\": \"Sources/caf%E9.swift\""), "\(sarif.stdout)")
  }

  /// `lint --fix` and `upgrade --apply` rewrite the file by its own name, and no other file
  /// appears beside it.
  @Test(arguments: [
    "lint --fix --min 16 .",
    "upgrade --from 14 --to 16 --path . --apply",
    "lint --fix --min 16 \"$(printf 'Sources/caf\\351.swift')\"",
  ])
  func aFileWhoseNameIsNotUTF8IsRewritten(script: String) throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Self.run(script, in: root)
    #expect(run.status == 0, "\(run.stderr)")
    let path = [UInt8](root.appendingPathComponent("Sources").path.utf8) + [0x2F] + Self.name
    #expect(RawName.contents(path) == RewriteTree.rewritten("A"), "\(run.stdout)\n\(run.stderr)")
    #expect(RawName.names(in: root.appendingPathComponent("Sources")).count == 3)
  }

  /// The diff names the file as git does (octal bytes between quotes), so `git apply` takes it.
  @Test func theDiffNamesTheFileAsGitDoes() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Self.run("upgrade --from 14 --to 16 --path . --format diff", in: root)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout.contains(#"diff --git "a/Sources/caf\351.swift" "b/Sources/caf\351.swift""#),
      "\(run.stdout)")
    let git = URL(fileURLWithPath: "/usr/bin/git")
    guard FileManager.default.isExecutableFile(atPath: git.path) else { return }
    try Data(run.stdout.utf8).write(to: root.appendingPathComponent("change.diff"))
    let apply = try BinaryRunner.run(
      ["apply", "--check", "change.diff"], in: root, executable: git, timeout: 60)
    #expect(apply.status == 0, "\(apply.stderr)")
  }
}

/// Files whose names are bytes, made and read with the system's calls: Foundation's take
/// strings, which cannot hold a byte that is not UTF-8.
enum RawName {
  /// Whether this file system takes a name that is not UTF-8 (Linux's do; APFS refuses).
  static let isSupported: Bool = {
    guard let folder = try? TestSupport.temporaryDirectory() else { return false }
    defer { try? FileManager.default.removeItem(at: folder) }
    return (try? create([0xE9], in: folder, "")) != nil
  }()

  struct Refused: Error {
    var code: Int32
  }

  /// Creates a file at `relative` (bytes) below `folder`, making the folders on the way.
  static func create(_ relative: [UInt8], in folder: URL, _ text: String) throws {
    var path = [UInt8](folder.path.utf8) + [0x2F]
    let parts = relative.split(separator: 0x2F)
    for part in parts.dropLast() {
      path += part
      let made = (path + [0]).withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) }
      }
      if made != 0, errno != EEXIST { throw Refused(code: errno) }
      path.append(0x2F)
    }
    path += parts.last ?? []
    let descriptor = (path + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      }
    }
    guard descriptor >= 0 else { throw Refused(code: errno) }
    defer { close(descriptor) }
    let bytes = [UInt8](text.utf8)
    guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count
    else { throw Refused(code: errno) }
  }

  /// The text of the file at an absolute path given as bytes.
  static func contents(_ path: [UInt8]) -> String? {
    let descriptor = (path + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_RDONLY) }
    }
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      bytes += chunk[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The names in a folder, hidden ones too, as bytes.
  static func names(in folder: URL) -> [[UInt8]] {
    guard let directory = opendir(folder.path) else { return [] }
    defer { closedir(directory) }
    var names: [[UInt8]] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      if name != [0x2E], name != [0x2E, 0x2E] { names.append(name) }
    }
    return names
  }
}
