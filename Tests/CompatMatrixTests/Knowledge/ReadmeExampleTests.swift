import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

extension Knowledge {
  /// The worked example in `matrices/README.md`, "Adding your own concern", is a team file that
  /// loads cleanly on top of the shipped data.
  @Suite struct ReadmeExampleTests {
    static let sectionTitle = "## Adding your own concern"

    /// `matrices/README.md`, found from this file's own path.
    static func readme() throws -> String {
      let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Knowledge
        .deletingLastPathComponent()  // CompatMatrixTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()
      return try String(
        contentsOf: root.appendingPathComponent("matrices/README.md"), encoding: .utf8)
    }

    /// The text of the README's final section, from its heading to the end of the file.
    static func section() throws -> Substring {
      let readme = try readme()
      let start = try #require(readme.range(of: "\n\(sectionTitle)\n"), "no '\(sectionTitle)'")
      let section = readme[start.upperBound...]
      #expect(!section.contains("\n## "), "'\(sectionTitle)' is not the last section")
      return section
    }

    /// The ```json blocks of a piece of Markdown.
    static func jsonBlocks(in text: Substring) -> [String] {
      var blocks: [String] = []
      var current: [Substring]?
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if current == nil, line == "```json" {
          current = []
        } else if let lines = current, line == "```" {
          blocks.append(lines.joined(separator: "\n") + "\n")
          current = nil
        } else {
          current?.append(line)
        }
      }
      return blocks
    }

    /// The section's one example, as a team file.
    static func exampleFile() throws -> MatrixFile {
      let blocks = jsonBlocks(in: try section())
      try #require(blocks.count == 1, "expected one ```json block, found \(blocks.count)")
      return MatrixFile(path: "team-matrices/concerns/example.json", bytes: Array(blocks[0].utf8))
    }

    /// The example loaded over the shipped data; every diagnostic is a recorded failure.
    static func merged() throws -> Matrix {
      let example = try exampleFile()
      do {
        return try MatrixLoader.load(shipped: MatrixLoader.embedded(), team: [example])
      } catch {
        Issue.record("the README example does not load:\n\(error.description)")
        throw error
      }
    }

    @Test func theSectionExplainsTheSteps() throws {
      let section = try Self.section()
      for step in [
        "$schema", "compat-matrix validate --matrices", "compat-matrix resolve --matrices",
      ] {
        #expect(section.contains(step), "the section does not mention \(step)")
      }
    }

    @Test func theExampleLoadsWithoutDiagnosticsOnTopOfTheShippedData() throws {
      let shipped = try Knowledge.shipped()
      let merged = try Self.merged()
      #expect(merged.concerns.count == shipped.concerns.count + 1, "the example replaced a concern")
      for concern in shipped.concerns {
        #expect(merged.concern(id: concern.id) != nil, "\(concern.id) is missing once merged")
      }
    }

    @Test func theExampleIsACompleteTeamFile() throws {
      let example = try Self.exampleFile()
      let (contents, problems) = MatrixFileDecoder.decode(example.bytes, file: example.path)
      #expect(problems.isEmpty, "\(problems.map(\.description))")
      let text = String(decoding: example.bytes, as: UTF8.self)
      #expect(text.contains("\"$schema\""), "the example has no $schema")
      let concern = try #require(contents.concerns.first, "the example has no concern")
      #expect(contents.concerns.count == 1)
      #expect(concern.strategies.count >= 2, "the example shows one strategy")
      #expect(
        concern.strategies.contains { !$0.behaviour.isEmpty }, "the example has no behaviour entry")
      let shipped = try Knowledge.shipped()
      let reused = Set(concern.strategies.flatMap(\.requires)).filter { shipped.api(id: $0) != nil }
      #expect(reused.contains("navigation-stack"), "the example does not reuse a shipped API")
      for api in contents.apis {
        #expect(
          shipped.api(id: api.id) == nil, "the example's API \(api.id) replaces a shipped one")
      }
    }

    @Test func theExampleConcernAppearsInTheMergedMatrix() throws {
      let example = try Self.exampleFile()
      let id = try #require(
        MatrixFileDecoder.decode(example.bytes, file: example.path).0.concerns.first?.id)
      let merged = try Self.merged()
      let concern = try #require(merged.concern(id: id), "\(id) is not in the merged matrix")
      #expect(concern.declaredAt.file == example.path)
      for strategy in concern.strategies {
        #expect(merged.strategy(id: strategy.id)?.concern.id == id)
      }
      // What the example's text says: the title menu from iOS 16, the principal menu as
      // `partial` from iOS 14, and nothing on iOS 13.
      func status(_ strategy: String, _ version: OSVersion) throws -> StrategyStatus {
        let found = try #require(merged.strategy(id: strategy)).strategy
        return StatusDerivation.status(of: found, on: .iOS, at: version, in: merged).status
      }
      #expect(try status("title-menu-toolbar-title-menu", OSVersion(15, 7)) == .unavailable)
      #expect(try status("title-menu-toolbar-title-menu", OSVersion(16)) == .works)
      #expect(try status("title-menu-principal-menu", OSVersion(13, 7)) == .unavailable)
      #expect(try status("title-menu-principal-menu", OSVersion(14)) == .partial)
    }
  }
}
