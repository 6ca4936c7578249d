import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// Every strategy pattern of the shipped data against code that is the strategy and code that
/// does something else with the same API (`StrategySnippets`), and the rule that an error
/// needs certainty: a pattern that can give an error has met what else the code might do, and
/// a doubtful one never gives an error.
@Suite struct StrategyPatternTableTests {
  /// The shipped strategies that have lint patterns, each with its concern.
  static func linted() throws -> [(Concern, Strategy)] {
    let matrix = try LinterTests.shipped.get()
    return matrix.concerns.flatMap { concern in
      concern.strategies.filter { !$0.lint.isEmpty }.map { (concern, $0) }
    }
  }

  @Test func everyLintedStrategyHasSnippetsAndEverySnippetHasAStrategy() throws {
    let ids = Set(try Self.linted().map(\.1.id))
    let missing = ids.subtracting(StrategySnippets.all.keys).sorted()
    #expect(missing.isEmpty, "strategies with lint patterns but no snippets: \(missing)")
    let stale = Set(StrategySnippets.all.keys).subtracting(ids).sorted()
    #expect(stale.isEmpty, "snippets of strategies without lint patterns: \(stale)")
  }

  @Test(arguments: StrategySnippets.all.keys.sorted())
  func eachPatternFindsTheStrategyAndNothingElse(_ id: String) throws {
    let (_, strategy) = try #require(try Self.linted().first { $0.1.id == id })
    let entry = try #require(StrategySnippets.all[id])
    let patterns = try strategy.lint.map { try CompiledLintPattern($0) }
    func matching(_ snippet: String) -> [Int] {
      let file = SwiftSourceFile(text: snippet)
      return patterns.indices.filter { !patterns[$0].matches(in: file).isEmpty }
    }
    var used = Set<Int>()
    for snippet in entry.is {
      let hits = matching(snippet)
      #expect(!hits.isEmpty, "\(id): no pattern finds\n\(snippet)")
      used.formUnion(hits)
    }
    for (index, pattern) in strategy.lint.enumerated() where !used.contains(index) {
      Issue.record("\(id): no snippet shows what '\(pattern.match)' finds")
    }
    for snippet in entry.isNot {
      let hits = matching(snippet).map { strategy.lint[$0].match }
      #expect(hits.isEmpty, "\(id): \(hits) finds what is not the strategy\n\(snippet)")
    }
  }

  /// The strategies `lint` can report as an error somewhere in the data's releases: broken
  /// or unavailable on some release.
  static func errorCapable() throws -> [(Concern, Strategy)] {
    let matrix = try LinterTests.shipped.get()
    let resolver = Resolver(matrix: matrix)
    return try linted().filter { concern, strategy in
      let index = concern.strategies.firstIndex(of: strategy) ?? 0
      return resolver.strategyTimelines(of: concern, on: .iOS)[index].contains {
        !$0.status.isUsable
      }
    }
  }

  @Test func aPatternThatCanGiveAnErrorHasMetWhatElseTheCodeMightDo() throws {
    let capable = try Self.errorCapable()
    #expect(capable.count > 20)
    for (_, strategy) in capable where strategy.lint.contains(where: { $0.doubt == nil }) {
      let entry = StrategySnippets.all[strategy.id]
      #expect(
        entry?.isNot.isEmpty == false, "\(strategy.id) can be an error with no counterexample")
    }
  }

  /// Over every release the data knows, linting the snippets: an error from a strategy comes
  /// only where one of its certain patterns matches; a doubtful match is at most a warning
  /// that says why; code that is not the strategy gets no finding about it.
  @Test func everyErrorIsCertainAndNothingElseIsReported() throws {
    let matrix = try LinterTests.shipped.get()
    let range = try matrix.resolve(RangeExpression.parse("13+"), on: .iOS)
    let linter = Linter(matrix: matrix, range: range)
    var errors = 0
    for (_, strategy) in try Self.errorCapable() {
      let entry = try #require(StrategySnippets.all[strategy.id])
      let certain = try strategy.lint.filter { $0.doubt == nil }.map { try CompiledLintPattern($0) }
      let doubtful = try strategy.lint.filter { $0.doubt != nil }.map {
        try CompiledLintPattern($0)
      }
      for snippet in entry.is {
        let file = SwiftSourceFile(text: snippet)
        let findings = linter.lint(Array(snippet.utf8), file: "Snippet.swift")
          .filter { $0.strategy == strategy.id }
        let certainLines = Set(certain.flatMap { $0.matches(in: file) }.map(\.location.line))
        let doubtfulLines = Set(doubtful.flatMap { $0.matches(in: file) }.map(\.location.line))
        for finding in findings {
          if finding.severity == .error {
            errors += 1
            #expect(
              certainLines.contains(finding.line),
              "\(strategy.id): an error where no certain pattern matches\n\(snippet)")
          } else if doubtfulLines.contains(finding.line), !certainLines.contains(finding.line) {
            #expect(finding.detail.contains("Not certain: "), "\(strategy.id)")
          }
        }
      }
      for snippet in entry.isNot {
        let findings = linter.lint(Array(snippet.utf8), file: "Snippet.swift")
          .filter { $0.strategy == strategy.id }
        #expect(findings.isEmpty, "\(strategy.id): \(findings.map(\.message))\n\(snippet)")
      }
    }
    #expect(errors > 0)
  }
}
