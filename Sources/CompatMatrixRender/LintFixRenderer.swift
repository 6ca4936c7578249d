import CompatMatrixCore
import CompatMatrixLint
import CompatMatrixRewrite

/// Renders `compat-matrix lint` with its fixes: the report in any format of
/// `LintReportRenderer`, or with `diff` the edits `lint --fix` makes (or made), as a unified
/// diff that `git apply` accepts.
package struct LintFixRenderer: Renderer, Sendable {
  /// The lint reporters' formats, then the diff of the fixes.
  package static let formats: [OutputFormat] = LintReportRenderer.formats + [.diff]

  /// The report's renderer.
  package let report: LintReportRenderer
  /// The fixes; `nil` when the run made none.
  package let fixes: SourceRewrite.Result?

  /// Creates a renderer.
  package init(report: LintReportRenderer, fixes: SourceRewrite.Result?) {
    self.report = report
    self.fixes = fixes
  }

  /// Writes the report, or the fixes' diff.
  package func render(_ format: OutputFormat, to output: inout some TextOutputStream)
    throws(RenderError)
  {
    guard format == .diff else { return try report.render(format, to: &output) }
    output.write(UnifiedDiff.render(fixes?.files ?? []))
  }

  /// The line a run with fixes writes on standard error: `compat-matrix: fixed 4 findings in
  /// 2 files`, or what `--fix` would fix when nothing was written.
  package static func summary(_ fixes: SourceRewrite.Result, applied: Bool) -> String {
    let count = fixes.replacements + fixes.changes.count
    guard count > 0, !fixes.files.isEmpty else { return "compat-matrix: no finding to fix" }
    let findings = "\(count) \(count == 1 ? "finding" : "findings")"
    let files = "\(fixes.files.count) \(fixes.files.count == 1 ? "file" : "files")"
    return applied
      ? "compat-matrix: fixed \(findings) in \(files)"
      : "compat-matrix: --fix would fix \(findings) in \(files)"
  }

  /// The line `lint --check` ends with when no fix is pending but findings `--fix` cannot fix
  /// fail the run (exit 3): `compat-matrix: no fix pending, but 2 errors remain that --fix
  /// cannot fix`.
  package static func unfixableLine(_ report: LintReport, strict: Bool) -> String {
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    let errors = report.count(.error)
    let warnings = strict ? report.count(.warning) : 0
    let counted = [
      errors > 0 ? count(errors, "error") : nil, warnings > 0 ? count(warnings, "warning") : nil,
    ].compactMap { $0 }.joined(separator: " and ")
    let verb = errors + warnings == 1 ? "remains" : "remain"
    return "compat-matrix: no fix pending, but \(counted) \(verb) that --fix cannot fix"
  }
}
