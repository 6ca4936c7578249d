import CompatMatrixCore
import CompatMatrixLint
import CompatMatrixProject
import CompatMatrixSource

/// `lint --fix`: the edits a lint report's findings make, without writing anything.
///
/// Two kinds of finding are fixed. One whose data has a mechanical replacement valid
/// throughout its range (`.navigationBarLeading` → `.topBarLeading`) carries a `fix`, which
/// is made as written. A `redundant-availability-check` goes as `upgrade --path` removes a
/// dead check (`AvailabilityRewriter`), for the range and platforms its file was linted for;
/// only the checks lint reported go, so a suppressed or disabled finding stays, and checks
/// the rewriter cannot remove with certainty are left for review.
///
/// ```swift
/// let report = linter.lint(plan.inputs, skipped: plan.skipped, context: plan.context)
/// let fixes = LintFixRewrite(report: report, inputs: plan.inputs).run()
/// print(UnifiedDiff.render(fixes.files))
/// ```
package struct LintFixRewrite: Sendable {
  /// The files linted, with the range and platforms each was linted for.
  package let inputs: [LintInput]
  /// The findings to fix, by displayed file.
  package let findings: [String: [LintFinding]]

  /// Creates the fixes of a report's findings in `inputs`' files.
  package init(report: LintReport, inputs: [LintInput]) {
    self.inputs = inputs
    self.findings = Dictionary(grouping: report.findings.filter(Self.isFixable), by: \.file)
  }

  /// Whether `lint --fix` fixes a finding.
  package static func isFixable(_ finding: LintFinding) -> Bool {
    finding.fix != nil || finding.rule == .redundantAvailabilityCheck
  }

  /// Reads and rewrites the files with fixable findings, in parallel.
  package func run() -> SourceRewrite.Result {
    let (work, same) = SameFile.distinct(
      inputs.compactMap { input in findings[input.file.display].map { (input, $0) } }
    ) { $0.0.file }
    var result = SourceRewrite.Result(
      files: [], changes: [], notes: [], skipped: [], untokenized: [], filesRead: 0)
    result.sameFiles = same
    for outcome in ParallelMap.map(work, { Self.fix($0.0, $0.1) }) {
      result.add(outcome)
    }
    result.files.sort { $0.display < $1.display }
    result.changes.sort()
    result.notes.sort()
    result.untokenized.sort()
    result.skipped.sort()
    return result
  }

  /// The fixes of one file's findings.
  static func fix(_ input: LintInput, _ findings: [LintFinding]) -> SourceRewrite.Outcome {
    let bytes: [UInt8]
    let stamp: FileStamp
    switch SourceReader.readStamped(input.file.path) {
    case .success(let read): (bytes, stamp) = read
    case .failure(let reason):
      return .skipped(SkippedFile(file: input.file.display, reason: reason))
    }
    let checks = findings.filter { $0.rule == .redundantAvailabilityCheck }.map {
      SourceLocation(line: $0.line, column: $0.column)
    }
    let target = RewriteTarget(
      platform: input.range.platform, minimum: OSVersion(OSVersion.componentLimit),
      builds: input.builds)
    let rewrite = FileRewrite(
      file: input.file, bytes: bytes, stamp: stamp, target: checks.isEmpty ? nil : target,
      checks: checks,
      replacements: findings.compactMap(\.fix).map {
        FileRewrite.Replacement(range: $0.bytes, replaced: $0.replaced, replacement: $0.replacement)
      })
    return SourceRewrite.Outcome(rewrite.run())
  }
}
