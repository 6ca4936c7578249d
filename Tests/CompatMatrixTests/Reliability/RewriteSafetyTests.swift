import Foundation
import Testing

/// What `upgrade --apply` and `lint --fix` do around the files they replace (issue 26, items
/// 2, 3, 4 and 14): a person's edit made while the run writes is never lost, the summary
/// counts only what was written, the replaced file keeps its owner, group and mode, a
/// read-only file is protected unless `--force`, and one rewrite of a tree runs at a time.
/// The built binary throughout.
@Suite(.serialized) struct RewriteSafetyTests {
  private static let manager = FileManager.default

  private static func append(_ text: String, to root: URL, _ path: String) throws {
    let handle = try FileHandle(forWritingTo: root.appendingPathComponent(path))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(text.utf8))
    try handle.close()
  }

  // MARK: Item 2: an edit made while the run writes

  @Test(arguments: RewriteTree.writingCommands)
  func anEditMadeWhileTheRunWritesIsKeptAndTheFileRefused(command: [String]) throws {
    let root = try RewriteTree.make()
    defer { try? Self.manager.removeItem(at: root) }
    let run = try PausedRun(command, in: root, at: "before-rename")
    // Stopped before the first file is replaced: the person edits it and the next one.
    #expect(run.waitUntilPaused())
    try Self.append("// mine\n", to: root, "Sources/A.swift")
    try Self.append("// mine too\n", to: root, "Sources/B.swift")
    let end = run.finish()

    #expect(end.status == 74, "\(end.stderr)")
    #expect(RewriteTree.text(root, "Sources/A.swift") == RewriteTree.source("A") + "// mine\n")
    #expect(
      RewriteTree.text(root, "Sources/B.swift") == RewriteTree.source("B") + "// mine too\n")
    #expect(RewriteTree.text(root, "Sources/C.swift") == RewriteTree.rewritten("C"))
    let lines = end.stderr.split(separator: "\n").map(String.init)
    for name in ["A", "B"] {
      #expect(
        lines.contains(
          "error: cannot write 'Sources/\(name).swift': it changed since it was read; your "
            + "version is kept"), "\(end.stderr)")
    }
    #expect(RewriteTree.temporaries(root) == [])
  }

  /// An edit that keeps the size and puts the modification time back is still seen: the
  /// content is compared too.
  @Test func anEditOfTheSameSizeWithTheTimePutBackIsSeen() throws {
    let root = try RewriteTree.make(["A"])
    defer { try? Self.manager.removeItem(at: root) }
    let path = root.appendingPathComponent("Sources/A.swift").path
    var before = stat()
    stat(path, &before)
    let run = try PausedRun(RewriteTree.writingCommands[0], in: root, at: "before-rename")
    #expect(run.waitUntilPaused())
    let edited = RewriteTree.source("A").replacingOccurrences(of: "old A", with: "OLD A")
    try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
    #if os(Linux)
      var times = [before.st_atim, before.st_mtim]
    #else
      var times = [before.st_atimespec, before.st_mtimespec]
    #endif
    #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    let end = run.finish()
    #expect(end.status == 74, "\(end.stderr)")
    #expect(RewriteTree.text(root, "Sources/A.swift") == edited)
  }

  // MARK: Item 3: the summary counts what was written

  /// Runs the binary as another user when the tests run as root (who writes anywhere), so
  /// that a folder's permissions hold; `nil` when that is not possible here.
  static func unprivileged(_ arguments: [String]) -> (executable: URL, [String])? {
    guard geteuid() == 0 else { return (BinaryRunner.binary, arguments) }
    let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
    guard manager.isExecutableFile(atPath: setpriv.path) else { return nil }
    return (
      setpriv,
      ["--reuid=65534", "--regid=65534", "--clear-groups", BinaryRunner.binary.path] + arguments
    )
  }

  @Test(
    .enabled(
      if: geteuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
      "root writes into any folder, and setpriv is not here to run the binary as another user"),
    arguments: RewriteTree.writingCommands)
  func aFolderThatCannotBeWrittenIsNotCountedAsWritten(command: [String]) throws {
    let root = try RewriteTree.make(["A"])
    defer {
      chmod(root.appendingPathComponent("Sources/Locked").path, 0o755)
      try? Self.manager.removeItem(at: root)
    }
    try TestSupport.write(
      [
        "Sources/Locked/B.swift": RewriteTree.source("B"),
        "Sources/C.swift": RewriteTree.source("C"),
      ],
      in: root)
    // Every folder and file may be written by the user the binary runs as, but one folder.
    for folder in ["", "Sources", "Sources/Locked"] {
      chmod(root.appendingPathComponent(folder).path, 0o777)
    }
    for file in ["Sources/A.swift", "Sources/Locked/B.swift", "Sources/C.swift"] {
      chmod(root.appendingPathComponent(file).path, 0o666)
    }
    chmod(root.appendingPathComponent("Sources/Locked").path, 0o555)
    let (executable, arguments) = try #require(Self.unprivileged(command))
    let run = try BinaryRunner.run(arguments, in: root, executable: executable, timeout: 300)

    #expect(run.status == 74, "\(run.stderr)")
    #expect(RewriteTree.text(root, "Sources/A.swift") == RewriteTree.rewritten("A"))
    #expect(RewriteTree.text(root, "Sources/Locked/B.swift") == RewriteTree.source("B"))
    #expect(RewriteTree.text(root, "Sources/C.swift") == RewriteTree.rewritten("C"))
    let lines = (run.stdout + run.stderr).split(separator: "\n").map(String.init)
    #expect(lines.contains("error: cannot write 'Sources/Locked/B.swift': Permission denied"))
    if command[0] == "upgrade" {
      #expect(
        lines.contains(
          "  Rewrote the code for iOS 16.0: 2 availability checks removed or narrowed in 2 files."
        ), "\(run.stdout)")
    } else {
      #expect(lines.contains("compat-matrix: fixed 2 findings in 2 files"), "\(run.stderr)")
    }
  }

  /// A small tmpfs as a full disk: the file that does not fit is not counted. Linux and root
  /// only (mounting needs both).
  @Test(
    .enabled(if: TmpfsMount.isPossible, "mounting a small tmpfs needs root on Linux"),
    arguments: RewriteTree.writingCommands)
  func aFullDiskIsNotCountedAsWritten(command: [String]) throws {
    let mount = try TmpfsMount(bytes: 256 * 1024)
    defer { mount.unmount() }
    let root = mount.folder
    // A small file, and one too large for what is left once the disk is nearly full.
    try TestSupport.write(RewriteTree.files(["A"]), in: root)
    let padding = String(repeating: "    let value = 1\n", count: 3_000)
    let big = RewriteTree.source("B").replacingOccurrences(
      of: "print(\"new B\")", with: "print(\"new B\")\n" + padding)
    try TestSupport.write(["Sources/B.swift": big], in: root)
    try mount.fill(leaving: 24 * 1024)
    let run = try BinaryRunner.run(command, in: root, timeout: 300)

    #expect(run.status == 74, "\(run.stderr)")
    #expect(RewriteTree.text(root, "Sources/A.swift") == RewriteTree.rewritten("A"))
    #expect(RewriteTree.text(root, "Sources/B.swift") == big)
    let lines = (run.stdout + run.stderr).split(separator: "\n").map(String.init)
    #expect(lines.contains("error: cannot write 'Sources/B.swift': No space left on device"))
    if command[0] == "upgrade" {
      #expect(
        lines.contains(
          "  Rewrote the code for iOS 16.0: 1 availability check removed or narrowed in 1 file."),
        "\(run.stdout)")
    } else {
      #expect(lines.contains("compat-matrix: fixed 1 finding in 1 file"), "\(run.stderr)")
    }
    #expect(RewriteTree.temporaries(root) == [])
  }

  // MARK: Item 4: owner, group and mode

  @Test(arguments: RewriteTree.writingCommands)
  func theReplacedFileKeepsItsModeAndWhereAllowedItsOwner(command: [String]) throws {
    let root = try RewriteTree.make(["A", "B"])
    defer { try? Self.manager.removeItem(at: root) }
    let a = root.appendingPathComponent("Sources/A.swift").path
    let b = root.appendingPathComponent("Sources/B.swift").path
    chmod(a, 0o640)
    chmod(b, 0o755)
    // Root, as in a CI container, may give the file to a developer: it must stay theirs.
    let isRoot = geteuid() == 0
    if isRoot { #expect(chown(a, 1234, 4321) == 0) }
    let run = try BinaryRunner.run(command, in: root, timeout: 300)
    #expect(run.status == 0, "\(run.stderr)")
    var status = stat()
    #expect(stat(a, &status) == 0)
    #expect(status.st_mode & 0o7777 == 0o640)
    if isRoot {
      #expect(status.st_uid == 1234)
      #expect(status.st_gid == 4321)
    } else {
      #expect(status.st_uid == geteuid())
    }
    #expect(stat(b, &status) == 0)
    #expect(status.st_mode & 0o7777 == 0o755)
    #expect(RewriteTree.text(root, "Sources/A.swift") == RewriteTree.rewritten("A"))
  }

  // MARK: Item 14: read-only files and one rewrite of a tree at a time

  @Test(arguments: RewriteTree.writingCommands)
  func aReadOnlyFileIsSkippedUnlessForced(command: [String]) throws {
    let root = try RewriteTree.make(["A", "B"])
    defer { try? Self.manager.removeItem(at: root) }
    let a = root.appendingPathComponent("Sources/A.swift").path
    chmod(a, 0o444)
    let run = try BinaryRunner.run(command, in: root, timeout: 300)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(RewriteTree.text(root, "Sources/A.swift") == RewriteTree.source("A"))
    #expect(RewriteTree.text(root, "Sources/B.swift") == RewriteTree.rewritten("B"))
    #expect(
      run.stderr.split(separator: "\n").contains(
        "warning: skipped Sources/A.swift: it is read-only; make it writable, or pass --force"),
      "\(run.stderr)")

    let forced = try BinaryRunner.run(command + ["--force"], in: root, timeout: 300)
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(RewriteTree.text(root, "Sources/A.swift") == RewriteTree.rewritten("A"))
    var status = stat()
    #expect(stat(a, &status) == 0)
    #expect(status.st_mode & 0o7777 == 0o444)
  }

  @Test(arguments: RewriteTree.writingCommands)
  func aSecondRewriteOfTheTreeWaitsThenGivesUpWithExit75(command: [String]) throws {
    let root = try RewriteTree.make()
    defer { try? Self.manager.removeItem(at: root) }
    let first = try PausedRun(command, in: root, at: "before-rename")
    #expect(first.waitUntilPaused())
    for wait in ["0", "1"] {
      let start = Date()
      let second = try BinaryRunner.run(command + ["--wait", wait], in: root, timeout: 300)
      #expect(second.status == 75, "\(second.stderr)")
      #expect(
        second.stderr
          == "error: another compat-matrix run (process \(first.pid)) is writing Sources; try "
          + "again when it has finished, or wait longer with --wait\n")
      if wait == "1" { #expect(Date().timeIntervalSince(start) >= 1) }
    }
    // A run that waits long enough goes on once the first has finished, and finds nothing
    // left to change.
    let patient = try PausedRun(command + ["--wait", "300"], in: root, at: "before-rename")
    first.resume()
    let end = first.finish()
    #expect(end.status == 0, "\(end.stderr)")
    let after = patient.finish()
    #expect(after.status == 0, "\(after.stderr)")
    for name in ["A", "B", "C"] {
      #expect(RewriteTree.text(root, "Sources/\(name).swift") == RewriteTree.rewritten(name))
    }
  }
}

/// A small tmpfs mounted for a test, as a disk that fills up.
struct TmpfsMount {
  let folder: URL

  /// Whether this process can mount one: root on Linux.
  static var isPossible: Bool {
    #if os(Linux)
      return geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/bin/mount")
    #else
      return false
    #endif
  }

  init(bytes: Int) throws {
    folder = try TestSupport.temporaryDirectory()
    let mount = try BinaryRunner.run(
      ["-t", "tmpfs", "-o", "size=\(bytes)", "tmpfs", folder.path],
      executable: URL(fileURLWithPath: "/bin/mount"), timeout: 60)
    guard mount.status == 0 else { throw CocoaError(.fileWriteNoPermission) }
  }

  /// Fills the disk with a file until about `leaving` bytes are free.
  func fill(leaving: Int) throws {
    var info = statvfs()
    guard statvfs(folder.path, &info) == 0 else { throw CocoaError(.fileReadUnknown) }
    let free = Int(info.f_bavail) * Int(info.f_frsize)
    let size = max(0, free - leaving)
    try Data(count: size).write(to: folder.appendingPathComponent(".filler"))
  }

  func unmount() {
    _ = try? BinaryRunner.run(
      [folder.path], executable: URL(fileURLWithPath: "/bin/umount"), timeout: 60)
    try? FileManager.default.removeItem(at: folder)
  }
}
