import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

@Suite struct SourceWalkerTests {
  /// Builds a project folder with every kind of file the walker must handle.
  static func makeProject() throws -> (root: URL, outside: URL) {
    let root = try TestSupport.temporaryDirectory()
    let outside = try TestSupport.temporaryDirectory()
    let manager = FileManager.default
    func write(_ path: String, _ text: String) throws {
      let url = root.appendingPathComponent(path)
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try write("Sources/App/RootView.swift", "let a = 1\n")
    try write("Sources/App/Generated/Strings.swift", "let b = 2\n")
    try write("Sources/App/.hidden/Secret.swift", "let c = 3\n")
    try write(".build/checkouts/Dep.swift", "let d = 4\n")
    try write("Pods/Lib/Lib.swift", "let e = 5\n")
    try write("Carthage/Build.swift", "let f = 6\n")
    try write("Sources/App/README.md", "# not Swift\n")
    try Data("let outside = 1\n".utf8).write(to: outside.appendingPathComponent("Outside.swift"))
    // A link out of the project, a link loop, and a link inside the project.
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("Sources/External").path,
      withDestinationPath: outside.path)
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("Sources/App/Loop").path,
      withDestinationPath: root.appendingPathComponent("Sources").path)
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("Sources/Alias.swift").path,
      withDestinationPath: root.appendingPathComponent("Sources/App/RootView.swift").path)
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("Sources/Escape.swift").path,
      withDestinationPath: outside.appendingPathComponent("Outside.swift").path)
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("Sources/Broken.swift").path,
      withDestinationPath: root.appendingPathComponent("Sources/Nowhere.swift").path)
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("Sources/Cycle.swift").path,
      withDestinationPath: root.appendingPathComponent("Sources/Cycle.swift").path)
    #expect(mkfifo(root.appendingPathComponent("Sources/Pipe.swift").path, 0o644) == 0)
    return (root, outside)
  }

  @Test func walksSwiftFilesAndSkipsWhatItMust() throws {
    let (root, outside) = try Self.makeProject()
    defer {
      try? FileManager.default.removeItem(at: root)
      try? FileManager.default.removeItem(at: outside)
    }
    let walker = SourceWalker(
      roots: ["."], base: root.path, exclude: [PathGlob("**/Generated/**")])
    let (files, skipped) = try walker.walk()
    #expect(files.map(\.display) == ["Sources/Alias.swift", "Sources/App/RootView.swift"])
    #expect(
      skipped.map { "\($0.file): \($0.reason)" }.sorted() == [
        "Sources/Broken.swift: a symbolic link to nothing",
        "Sources/Cycle.swift: a symbolic link in a loop of links",
        "Sources/Escape.swift: a symbolic link out of the folders being linted",
        "Sources/Pipe.swift: not a regular file",
      ])
  }

  @Test func filesGivenByNameAreLintedOrReported() throws {
    let (root, outside) = try Self.makeProject()
    defer {
      try? FileManager.default.removeItem(at: root)
      try? FileManager.default.removeItem(at: outside)
    }
    let walker = SourceWalker(
      roots: ["Sources/App/RootView.swift", "Sources/App/README.md", "Sources/Pipe.swift"],
      base: root.path)
    let (files, skipped) = try walker.walk()
    #expect(files.map(\.display) == ["Sources/App/RootView.swift"])
    #expect(skipped.map(\.reason) == [.notSwift, .notRegularFile])
    #expect(skipped.allSatisfy(walker.wasGivenByName))
    // The same FIFO met while walking its folder was not asked for by name.
    let folderWalker = SourceWalker(roots: ["Sources"], base: root.path)
    let pipe = try #require(try folderWalker.walk().skipped.first { $0.reason == .notRegularFile })
    #expect(pipe.file == "Sources/Pipe.swift")
    #expect(!folderWalker.wasGivenByName(pipe))
    #expect(throws: SourceWalker.Failure.notFound("Nope")) {
      try SourceWalker(roots: ["Nope"], base: root.path).walk()
    }
  }

  @Test func devicesAreNeverRead() throws {
    let (files, skipped) = try SourceWalker(roots: ["/dev/zero", "/dev/null"], base: "/").walk()
    #expect(files.isEmpty)
    #expect(skipped.map(\.reason) == [.notRegularFile, .notRegularFile])
    guard case .failure(.notRegularFile) = SourceReader.read("/dev/zero") else {
      Issue.record("/dev/zero must be refused without reading")
      return
    }
  }

  @Test func theReaderRefusesBinaryNonUTF8AndHugeFiles() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let binary = folder.appendingPathComponent("Binary.swift")
    try Data([0x6C, 0x65, 0x74, 0x00, 0x01]).write(to: binary)
    let latin1 = folder.appendingPathComponent("Latin1.swift")
    try Data([0x22, 0xE9, 0x22]).write(to: latin1)
    let huge = folder.appendingPathComponent("Huge.swift")
    _ = FileManager.default.createFile(atPath: huge.path, contents: nil)
    let handle = try FileHandle(forWritingTo: huge)
    try handle.truncate(atOffset: UInt64(SourceReader.fileSizeLimit + 1))
    try handle.close()
    let good = folder.appendingPathComponent("Good.swift")
    let text = "let café = \"ナビ\"\n"
    try Data(text.utf8).write(to: good)
    #expect(throws: SkipReason.notText) { try SourceReader.read(binary.path).get() }
    #expect(throws: SkipReason.notText) { try SourceReader.read(latin1.path).get() }
    #expect(throws: SkipReason.tooLarge(limit: SourceReader.fileSizeLimit)) {
      try SourceReader.read(huge.path).get()
    }
    #expect(try SourceReader.read(good.path).get() == Array(text.utf8))
  }
}

@Suite struct PathGlobTests {
  @Test(arguments: [
    ("*.generated.swift", "Sources/App/Strings.generated.swift", true),
    ("*.generated.swift", "Sources/App/Strings.swift", false),
    ("Generated", "Sources/Generated/X.swift", true),
    ("Sources/Legacy/**", "Sources/Legacy/Old/X.swift", true),
    ("Sources/Legacy/**", "Other/Sources/Legacy/X.swift", false),
    ("Sources/Legacy", "Sources/Legacy/X.swift", true),
    ("**/Generated/**", "Sources/App/Generated/X.swift", true),
    ("**/Generated/**", "Generated/X.swift", true),
    ("**/Tests/*.swift", "Sources/Tests/A.swift", true),
    ("**/Tests/*.swift", "Sources/Tests/Sub/A.swift", false),
    ("Sources/?pp/*.swift", "Sources/App/A.swift", true),
    ("./Sources/App/", "Sources/App/A.swift", true),
  ])
  func matchesLikeGitignore(pattern: String, path: String, expected: Bool) {
    #expect(PathGlob(pattern).matches(path) == expected)
  }
}
