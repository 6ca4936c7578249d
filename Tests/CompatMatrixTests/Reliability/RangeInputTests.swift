import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixResolver
@testable import CompatMatrixWorkflows

/// Ranges as users write them (issue 16, item 4): a range copied from the tool's own output,
/// with an en dash, reads as written; a failure names the input at fault.
@Suite struct RangeInputTests {
  @Test(arguments: ["15\u{2013}18", "15 \u{2013} 18", "15\u{2014}18", "15\u{2212}18"])
  func aRangeWithAnyDashReadsAsWithAHyphen(_ expression: String) throws {
    let dashed = try WorkflowRun.resolve(WorkflowRun.range(expression))
    let plain = try WorkflowRun.resolve(WorkflowRun.range("15-18"))
    #expect(dashed.report.range == plain.report.range)
    #expect(dashed.report.source == .expression)
    #expect(
      dashed.report.plans.map { $0.branches.map(\.strategy.id) }
        == plain.report.plans.map { $0.branches.map(\.strategy.id) })
  }

  /// Which input a failure blames: the minimum when it is out of the data, whatever the
  /// maximum; the maximum only when the minimum is fine.
  @Test(
    arguments: [
      (["--min", "28", "--max", "30"], "The value '28' is invalid for '--min <version>'"),
      (["--min", "28.0", "--max", "28.0"], "The value '28.0' is invalid for '--min <version>'"),
      (["--min", "15", "--max", "28.0"], "The value '28.0' is invalid for '--max <version>'"),
      (["28-30"], "The value '28-30' is invalid for '<range>'"),
    ] as [([String], String)])
  func theInputAtFaultIsNamed(_ arguments: [String], _ blame: String) {
    let result = CLIRunner.run(["resolve"] + arguments)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: \(blame): "), "\(result.stderr)")
  }

  /// `upgrade` blames `--max` only for the maximum's own fault.
  @Test func upgradeBlamesTheMaximumOnlyForItsOwnFault() {
    let high = CLIRunner.run(["upgrade", "--from", "15", "--to", "16", "--max", "30"])
    #expect(high.status == 64)
    #expect(high.stderr.hasPrefix("Error: The value '30' is invalid for '--max <version>'"))
    let low = CLIRunner.run(["upgrade", "--from", "15", "--to", "28"])
    #expect(low.status == 64)
    #expect(low.stderr.hasPrefix("Error: The value '28' is invalid for '--to <version>'"))
  }
}
