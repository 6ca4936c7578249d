import CompatMatrixCore
import CompatMatrixSDK

/// Writes a `verify-sdk` report: a table of verdicts in text, the documented contract in JSON
/// (`docs/user-guide/json-output.md`).
package struct SDKVerificationRenderer: Renderer {
  /// Text and JSON.
  package static let formats: [OutputFormat] = [.text, .json]

  /// The report.
  package let report: SDKVerificationReport
  /// Colours for a terminal.
  package let style: TextStyle

  /// Creates a renderer.
  package init(report: SDKVerificationReport, style: TextStyle = .plain) {
    self.report = report
    self.style = style
  }

  /// Writes the report in `format`.
  package func render(_ format: OutputFormat, to output: inout some TextOutputStream)
    throws(RenderError)
  {
    switch format {
    case .text: output.write(SDKVerificationText(report: report, style: style).render())
    case .json: output.write(SDKVerificationJSON.document(report).rendered())
    default: throw unsupported(format)
    }
  }
}

/// Writes an `sdk-diff` comparison: the changed declarations by family and type, in text; the
/// documented contract in JSON (`docs/user-guide/json-output.md`).
package struct SDKDiffRenderer: Renderer {
  /// Text and JSON.
  package static let formats: [OutputFormat] = [.text, .json]

  /// The comparison.
  package let diff: SDKDiff
  /// Colours for a terminal.
  package let style: TextStyle

  /// Creates a renderer.
  package init(diff: SDKDiff, style: TextStyle = .plain) {
    self.diff = diff
    self.style = style
  }

  /// Writes the comparison in `format`.
  package func render(_ format: OutputFormat, to output: inout some TextOutputStream)
    throws(RenderError)
  {
    switch format {
    case .text: output.write(SDKDiffText(diff: diff, style: style).render())
    case .json: output.write(SDKDiffJSON.document(diff).rendered())
    default: throw unsupported(format)
    }
  }
}
