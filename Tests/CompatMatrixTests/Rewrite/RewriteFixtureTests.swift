import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixRewrite
@testable import CompatMatrixSource

/// The rewriter on a table of before/after fixtures covering every form it rewrites, and on
/// code it must leave for review.
@Suite struct RewriteFixtureTests {
  @Test(arguments: RewriteCases.all)
  func rewritesTheFixture(_ fixture: RewriteCase) {
    let (text, result) = RewriteTestSupport.rewrite(
      fixture.styled(fixture.before), minimum: fixture.minimum)
    #expect(text == fixture.styled(fixture.after))
    #expect(result.notes.isEmpty, "\(result.notes.map(\.description))")
  }

  @Test(arguments: RewriteCases.all)
  func aSecondRunChangesNothing(_ fixture: RewriteCase) {
    let (once, _) = RewriteTestSupport.rewrite(
      fixture.styled(fixture.before), minimum: fixture.minimum)
    let (twice, result) = RewriteTestSupport.rewrite(once, minimum: fixture.minimum)
    #expect(twice == once)
    #expect(result.edits.isEmpty)
  }

  @Test(.enabled(if: RewriteTestSupport.hasSwiftc, "swiftc is not on the PATH"))
  func everyFixtureParsesBeforeAndAfter() throws {
    var sources: [String: String] = [:]
    for (index, fixture) in RewriteCases.all.enumerated() {
      sources["before\(index)"] = fixture.styled(fixture.before)
      sources["after\(index)"] =
        RewriteTestSupport.rewrite(fixture.styled(fixture.before), minimum: fixture.minimum).text
    }
    for (index, fixture) in ReviewCases.all.enumerated() where fixture.parses {
      sources["review\(index)"] = RewriteTestSupport.rewrite(fixture.source).text
    }
    let errors = try RewriteTestSupport.parseErrors(sources)
    #expect(errors == nil, "\(errors ?? "")")
  }

  @Test(arguments: ReviewCases.all)
  func leavesForReview(_ fixture: ReviewCase) {
    let (text, result) = RewriteTestSupport.rewrite(fixture.source)
    #expect(text == fixture.source)
    #expect(result.notes.count == fixture.notes.count, "\(result.notes.map(\.description))")
    for (note, expected) in zip(result.notes, fixture.notes) {
      #expect(note.location.line == expected.line)
      #expect(note.reason.text.hasPrefix(expected.reason), "\(note.reason.text)")
    }
  }

  @Test func changesNameWhatWasDone() {
    let (_, result) = RewriteTestSupport.rewrite(RewriteCases.ifElse.before)
    #expect(
      result.changes.map {
        "\($0.location.line):\($0.location.column) \($0.kind.rawValue) \($0.check)"
      }
        == ["3:6 kept-branch #available(iOS 16.0, *)"])
    let notes = RewriteTestSupport.rewrite(ReviewCases.all[0].source).result.notes
    #expect(
      notes.map(\.description) == [
        "Fixture.swift:2:18: #available(iOS 16, *): the if is used as an expression"
      ])
  }

  @Test func aFileKnownToBuildOnlyForIOSLosesWholeChecks() {
    let source = """
      func run() {
        if #available(iOS 16, macOS 13, *) {
          modern()
        }
      }

      """
    #expect(
      RewriteTestSupport.rewrite(source, platforms: [.iOS]).text == """
        func run() {
          modern()
        }

        """)
    #expect(
      RewriteTestSupport.rewrite(source, platforms: [.iOS, .macOS]).text.contains("macOS 13"))
  }
}

/// The rewriter on damaged copies of the fixtures: it never traps, its edits never overlap, and
/// what it leaves is rewritten no further by a second run.
@Suite struct RewriteRobustnessTests {
  static let alphabet = Array("{}()[],:;.#@/*\"\\\n\r\t ifelseguardwhile#available(iOS 16, *)".utf8)

  @Test(arguments: 0..<RewriteCases.all.count)
  func damagedFixturesAreRewrittenSafely(_ index: Int) {
    var random = SplitMix64(state: UInt64(index) &+ 0x5EED)
    let fixture = RewriteCases.all[index]
    for round in 0..<40 {
      let bytes = random.edit(Array(fixture.before.utf8), edits: 6, alphabet: Self.alphabet)
      let text = String(decoding: bytes, as: UTF8.self)
      let (once, result) = RewriteTestSupport.rewrite(text)
      // Edits never overlap: `rewrite` expects each to be added.
      #expect(result.edits.count <= Array(text.utf8).count + 1, "round \(round)")
      let (twice, _) = RewriteTestSupport.rewrite(once)
      if TokenizationCheck.problem(in: SwiftSourceFile(text: text)) == nil {
        #expect(twice == once, "round \(round): \(text)")
      }
    }
  }
}
