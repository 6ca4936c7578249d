import Foundation
import Testing

/// A legal file name near the 255-byte limit (issue 26, item 6): its temporary file's name is
/// cut to fit, so the file can be rewritten. The built binary.
@Suite struct LongNameTests {
  @Test(arguments: RewriteTree.writingCommands, [230, 249])
  func aFileWithALongNameIsRewritten(command: [String], stemLength: Int) throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    // 236 and 255 bytes: `é` is two bytes, so the cut must fall between characters.
    let name =
      String(repeating: "é", count: stemLength / 2) + String(repeating: "A", count: stemLength % 2)
      + ".swift"
    #expect(name.utf8.count == stemLength + 6)
    try TestSupport.write(["Sources/\(name)": RewriteTree.source("A")], in: root)
    let run = try BinaryRunner.run(command, in: root, timeout: 300)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(RewriteTree.text(root, "Sources/\(name)") == RewriteTree.rewritten("A"))
    #expect(RewriteTree.temporaries(root) == [])
  }
}
