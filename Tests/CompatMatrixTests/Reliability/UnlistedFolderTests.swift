import Foundation
import Testing

/// A folder named on the command line that cannot be listed fails the run with exit 2 (bad
/// input), since nothing the user asked for was checked (issue 26, item 12); a folder met
/// inside it stays a warning. The built binary, as another user when the tests run as root.
@Suite struct UnlistedFolderTests {
  @Test(
    .enabled(
      if: geteuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
      "root lists any folder, and setpriv is not here to run the binary as another user"),
    arguments: [
      ["lint", "--min", "16", "Locked"],
      ["upgrade", "--from", "14", "--to", "16", "--path", "Locked", "--check"],
    ])
  func aFolderGivenByNameThatCannotBeListedFailsWithExit2(command: [String]) throws {
    let root = try TestSupport.temporaryDirectory()
    let locked = root.appendingPathComponent("Locked")
    defer {
      chmod(locked.path, 0o755)
      try? FileManager.default.removeItem(at: root)
    }
    try TestSupport.write(["Locked/A.swift": RewriteTree.source("A")], in: root)
    chmod(root.path, 0o755)
    chmod(locked.path, 0o000)
    let (executable, arguments) = try #require(RewriteSafetyTests.unprivileged(command))
    let run = try BinaryRunner.run(arguments, in: root, executable: executable, timeout: 300)
    #expect(run.status == 2, "\(run.stderr)")
    #expect(
      run.stderr.split(separator: "\n").contains(
        "error: cannot lint 'Locked': cannot read the file: cannot list the folder"),
      "\(run.stderr)")
  }
}
