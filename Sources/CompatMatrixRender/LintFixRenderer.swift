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
}
