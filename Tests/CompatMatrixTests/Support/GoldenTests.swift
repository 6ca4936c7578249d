import Foundation
import Testing

/// `TestSupport.expectGolden`: a golden that differs fails, and recording one fails too.
@Suite struct GoldenTests {
  private static func text(_ url: URL) throws -> String? {
    FileManager.default.fileExists(atPath: url.path)
      ? try String(contentsOf: url, encoding: .utf8) : nil
  }

  @Test(arguments: [false, true])
  func aGoldenThatDiffersFailsAndIsWrittenOnlyWhenRecording(recording: Bool) throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("out.txt")
    try Data("old\n".utf8).write(to: golden)
    try withKnownIssue {
      try TestSupport.expectGolden("new\n", "out.txt", in: folder, recording: recording)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("out.txt differs at line 1") }
    }
    #expect(try Self.text(golden) == (recording ? "new\n" : "old\n"))
    // A missing golden fails the same way; recording writes it, in a new folder if need be.
    let missing = folder.appendingPathComponent("new/out.txt")
    try withKnownIssue {
      try TestSupport.expectGolden("text\n", "new/out.txt", in: folder, recording: recording)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("new/out.txt does not exist") }
    }
    #expect(try Self.text(missing) == (recording ? "text\n" : nil))
  }

  @Test(arguments: [false, true])
  func aGoldenThatMatchesPassesAndIsLeftAlone(recording: Bool) throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("out.txt")
    try Data("same\n".utf8).write(to: golden)
    let written = try FileManager.default.attributesOfItem(atPath: golden.path)[.modificationDate]
    try TestSupport.expectGolden("same\n", "out.txt", in: folder, recording: recording)
    #expect(
      try FileManager.default.attributesOfItem(atPath: golden.path)[.modificationDate] as? Date
        == written as? Date)
  }
}
