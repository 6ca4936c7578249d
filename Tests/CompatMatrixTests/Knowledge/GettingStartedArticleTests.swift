import Foundation
import Testing

extension Knowledge {
  /// The DocC article `GettingStarted.md` teaches code that compiles against the library's
  /// public API, as a client that depends on the `CompatMatrix` product sees it.
  @Suite struct GettingStartedArticleTests {
    /// The article, found from the package's root.
    static let article = TestSupport.packageRoot.appendingPathComponent(
      "Sources/CompatMatrix/CompatMatrix.docc/GettingStarted.md")

    /// The folder holding the built `CompatMatrix.swiftmodule` and the modules it re-exports,
    /// beside the test product: SwiftPM's `.build/TRIPLE/debug/Modules`, or the products folder
    /// itself in an Xcode build; `nil` when neither holds it.
    static let modules: URL? = {
      let folder = BinaryRunner.testProductFolder
      return [folder.appendingPathComponent("Modules"), folder].first {
        FileManager.default.fileExists(
          atPath: $0.appendingPathComponent("CompatMatrix.swiftmodule").path)
      }
    }()

    /// Whether the article's code can be type-checked here: the modules and `swiftc` found.
    static var canTypeCheck: Bool { modules != nil && RewriteTestSupport.hasSwiftc }

    /// The ```swift blocks of a piece of Markdown, in order.
    static func swiftBlocks(in text: String) -> [String] {
      var blocks: [String] = []
      var current: [Substring]?
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if current == nil, line == "```swift" {
          current = []
        } else if let lines = current, line == "```" {
          blocks.append(lines.joined(separator: "\n"))
          current = nil
        } else {
          current?.append(line)
        }
      }
      return blocks
    }

    /// The article's blocks, one after the other, as the one program a reader would write.
    static func program() throws -> String {
      let blocks = swiftBlocks(in: try String(contentsOf: article, encoding: .utf8))
      try #require(!blocks.isEmpty, "GettingStarted.md has no ```swift block")
      return blocks.joined(separator: "\n\n") + "\n"
    }

    @Test func teachesTheEmbeddedMatrixNotTheSlowLoad() throws {
      let program = try Self.program()
      #expect(program.hasPrefix("import CompatMatrix\n"))
      #expect(program.contains("MatrixLoader.loadShipped("))
      // `load(shipped:)` decodes and validates every shipped file again: `validate`'s job.
      #expect(!program.contains("load(shipped:"))
    }

    @Test(
      .enabled(
        if: canTypeCheck,
        "the build's CompatMatrix.swiftmodule or swiftc was not found: run `swift build --build-tests`"
      ))
    func codeTypeChecksAgainstThePublicModule() throws {
      let modules = try #require(Self.modules)
      let swiftc = try #require(RewriteTestSupport.swiftc)
      let folder = try TestSupport.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("main.swift")
      try Data(try Self.program().utf8).write(to: file)
      // No `-package-name`: the article sees only what a client of the product sees.
      let process = Process()
      process.executableURL = URL(fileURLWithPath: swiftc)
      process.arguments = [
        "-typecheck", "-swift-version", "6", "-I", modules.path, "-module-name", "Article",
        file.path,
      ]
      let messages = folder.appendingPathComponent("messages")
      _ = FileManager.default.createFile(atPath: messages.path, contents: nil)
      let output = try FileHandle(forWritingTo: messages)
      defer { try? output.close() }
      process.standardOutput = output
      process.standardError = output
      try process.run()
      process.waitUntilExit()
      let text = String(decoding: try Data(contentsOf: messages), as: UTF8.self)
      #expect(process.terminationStatus == 0, "GettingStarted.md does not compile:\n\(text)")
    }
  }
}
