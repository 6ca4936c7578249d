import CompatMatrixCore
import CompatMatrixResolver

/// Renders `compat-matrix resolve`: the plan per concern for a deployment range, as text,
/// Markdown or JSON.
///
/// Text is written concern by concern, so that a long report reaches a pipe as it is made.
/// The JSON follows the contract in `docs/user-guide/json-output.md`.
public struct ResolutionRenderer: Renderer, Sendable {
  /// Text, Markdown and JSON.
  public static let formats: [OutputFormat] = [.text, .markdown, .json]

  /// The report.
  package let report: ResolutionReport
  /// Styles for a terminal.
  package let style: TextStyle
  /// The data's citations, by source, so that sources are named by their titles.
  package let citations: [String: Citation]

  /// Creates a renderer; `citations` (the matrix's) name the sources the plans cite.
  public init(
    report: ResolutionReport, citations: [String: Citation] = [:], style: TextStyle = .plain
  ) {
    self.report = report
    self.citations = citations
    self.style = style
  }

  /// Writes the report in a format.
  public func render(_ format: OutputFormat, to output: inout some TextOutputStream)
    throws(RenderError)
  {
    switch format {
    case .text:
      let text = ResolutionText(
        report: report, citations: SourceCitations(citations), style: style)
      output.write(text.header())
      for plan in report.plans {
        output.write("\n" + text.section(plan))
      }
      output.write(text.legendSection())
    case .markdown:
      output.write(
        ResolutionMarkdown(report: report, citations: SourceCitations(citations)).document())
    case .json:
      output.write(ResolutionJSON.document(report).rendered())
    default:
      throw unsupported(format)
    }
  }
}
