import Foundation
import Testing

/// Names near the file system's 255-byte limit (issue 26, item 6): a legal file name whose
/// temporary file's name is cut to fit, so the file can be rewritten; and a concern's id,
/// which names its page of the generated docs, so that what `validate` accepts `docs --out`
/// can write. The built binary.
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

  /// A team concern whose id is `id`, with two strategies over shipped API records.
  static func concern(_ id: String) -> String {
    """
    {
      "concerns": [
        {
          "id": "\(id)",
          "title": "Menu on the navigation title",
          "question": "How do I offer a menu of actions from the navigation title?",
          "summary": "SwiftUI has a title menu from iOS 16.",
          "tags": ["swiftui"],
          "strategies": [
            {
              "id": "long-title-menu",
              "title": "toolbarTitleMenu(content:)",
              "summary": "Attach the actions to the navigation title.",
              "origin": "first-party",
              "requires": ["navigation-stack", "navigation-title", "toolbar-title-menu"],
              "sources": ["https://developer.apple.com/documentation/swiftui/view/toolbartitlemenu(content:).md"]
            },
            {
              "id": "long-principal-menu",
              "title": "A principal toolbar item",
              "summary": "Put a control labelled with the title in the principal placement.",
              "origin": "custom",
              "requires": ["toolbar-content", "toolbar-item", "toolbar-item-placement-principal"],
              "sources": ["https://developer.apple.com/documentation/swiftui/toolbaritemplacement/principal.md"]
            }
          ]
        }
      ]
    }

    """
  }

  /// At the limit, 252 characters (`ID.md` is 255 bytes), `validate` accepts the id and
  /// `docs --out` writes its page; one more and `validate` refuses it at its line and column,
  /// saying why, and `docs` with it (the data does not load) writes nothing.
  @Test(arguments: [252, 253])
  func validateAcceptsOnlyConcernIDsWhosePageDocsCanWrite(length: Int) throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let id = "long-" + String(repeating: "x", count: length - 5)
    try TestSupport.write(["team/concerns/long.json": Self.concern(id)], in: root)
    let validate = try BinaryRunner.run(["validate", "--matrices", "team"], in: root, timeout: 120)
    let docs = try BinaryRunner.run(
      ["docs", "--out", "docs", "--matrices", "team"], in: root, timeout: 300)
    let page = root.appendingPathComponent("docs/\(id).md")
    if length <= 252 {
      #expect(validate.status == 0, "\(validate.stderr)")
      #expect(docs.status == 0, "\(docs.stderr)")
      #expect(FileManager.default.fileExists(atPath: page.path))
    } else {
      #expect(validate.status == 2)
      #expect(
        validate.stderr
          == "team/concerns/long.json:4:13: error: concerns[0].id: the id is 253 characters "
          + "long; a concern's id names its page of the generated docs (ID.md), and a file name "
          + "holds at most 255 bytes, so an id has at most 252\n")
      #expect(docs.status == 2, "\(docs.stderr)")
      #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("docs").path))
    }
  }
}
