import CompatMatrixCore
import CompatMatrixTypecheck

/// Writes a `validate --typecheck` report: a line per snippet and the compiler's messages in
/// text, the documented contract in JSON (`docs/user-guide/json-output.md`).
package struct SnippetCheckRenderer: Renderer {
  /// Text and JSON.
  package static let formats: [OutputFormat] = [.text, .json]

  /// The report.
  package let report: SnippetCheckReport
  /// Colours for a terminal.
  package let style: TextStyle

  /// Creates a renderer.
  package init(report: SnippetCheckReport, style: TextStyle = .plain) {
    self.report = report
    self.style = style
  }

  /// Writes the report in `format`.
  package func render(_ format: OutputFormat, to output: inout some TextOutputStream)
    throws(RenderError)
  {
    switch format {
    case .text: output.write(SnippetCheckText(report: report, style: style).render())
    case .json: output.write(Self.document(report).rendered())
    default: throw unsupported(format)
    }
  }

  /// The JSON contract of `validate --typecheck --format json`, version 1. Fields are only
  /// ever added within a schema version.
  package static func document(_ report: SnippetCheckReport) -> JSONDocument {
    .object([
      "schemaVersion": .int(1),
      "sdks": .array(
        report.environments.map { environment in
          .object([
            "environment": .string(environment.name),
            "platform": .string(environment.platform.rawValue),
            "version": .string(environment.sdkVersion.description),
          ])
        }),
      "snippets": .array(
        report.snippets.map { snippet in
          .object([
            "concern": .string(snippet.concern),
            "strategy": .string(snippet.strategy),
            "file": .string(snippet.place.file),
            "line": .int(snippet.place.location.line),
            "harness": .optional(snippet.harness?.rawValue),
            "target": .optional(snippet.target?.description),
            "verdict": .string(snippet.verdict.rawValue),
            "reason": .optional(snippet.reason),
            "runs": .array(snippet.runs.map(run)),
          ])
        }),
    ])
  }

  private static func run(_ run: SnippetRun) -> JSONDocument {
    .object([
      "environment": .string(run.environment),
      "sdk": .string(run.sdk.description),
      "errors": .array(run.errors.map(diagnostic)),
      "warnings": .array(run.warnings.map(diagnostic)),
      "problem": .optional(run.problem),
    ])
  }

  private static func diagnostic(_ diagnostic: SnippetDiagnostic) -> JSONDocument {
    .object([
      "in": .string(diagnostic.part.rawValue),
      "line": .int(diagnostic.line),
      "column": .int(diagnostic.column),
      "message": .string(diagnostic.message),
    ])
  }
}
