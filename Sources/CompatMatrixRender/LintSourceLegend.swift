import CompatMatrixCore
import CompatMatrixLint

/// The sources a lint report cites, said once: each distinct citation numbered in the order
/// the findings first cite it, a finding ending with its numbers (`[1]`, `[1, 3]`), and a
/// legend that lists, per rule, the citations its findings use. Messages of the same rule
/// (forty missing companions) no longer repeat the same article's title.
struct LintSourceLegend {
  /// The citations, in the order of their numbers (from 1).
  let citations: [String]
  /// Per rule with a cited finding, in `LintRule.allCases` order, the numbers its findings cite.
  let byRule: [(rule: LintRule, numbers: [Int])]
  private let numbers: [String: Int]

  init(_ report: LintReport) {
    var numbers: [String: Int] = [:]
    var citations: [String] = []
    var used: [LintRule: Set<Int>] = [:]
    for finding in report.findings {
      for citation in finding.citations {
        let number =
          numbers[citation]
          ?? {
            citations.append(citation)
            numbers[citation] = citations.count
            return citations.count
          }()
        used[finding.rule, default: []].insert(number)
      }
    }
    self.citations = citations
    self.numbers = numbers
    byRule = LintRule.allCases.compactMap { rule in
      used[rule].map { (rule, $0.sorted()) }
    }
  }

  /// ` [1]` or ` [1, 3]` for the end of a finding's message; empty when it cites nothing.
  func reference(_ finding: LintFinding) -> String {
    let cited = finding.citations.compactMap { numbers[$0] }
    guard !cited.isEmpty else { return "" }
    return " [" + cited.map(String.init).joined(separator: ", ") + "]"
  }

  /// One line per rule: `missing-companion: [2] Title (blog); [3] developer.apple.com/…/x.md`.
  var ruleLines: [String] {
    byRule.map { rule, numbers in
      "\(rule.rawValue): "
        + numbers.map { "[\($0)] \(MessageText.oneLine(citations[$0 - 1]))" }.joined(
          separator: "; ")
    }
  }
}
