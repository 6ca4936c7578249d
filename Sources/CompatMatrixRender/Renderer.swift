import CompatMatrixCore

/// Writes one kind of report in the formats the tool outputs: the interface every command's
/// output goes through.
///
/// A renderer is made from a report (and a `TextStyle` for text), lists the formats it
/// writes, and writes one of them to a stream, in pieces as they are made, so that a long
/// report reaches a pipe section by section. The same report gives the same bytes: nothing
/// depends on the locale, the time zone or the clock.
///
/// ```swift
/// let renderer = ResolutionRenderer(report: report)
/// print(try renderer.render(.markdown), terminator: "")
/// ```
public protocol Renderer {
  /// The formats this renderer writes, in the order a command offers them.
  static var formats: [OutputFormat] { get }

  /// Writes the output in `format` to `output`.
  ///
  /// Throws `RenderError.unsupportedFormat` for a format not in `formats`, and
  /// `RenderError.missingData` when the data lacks what the output needs.
  func render(_ format: OutputFormat, to output: inout some TextOutputStream) throws(RenderError)
}

extension Renderer {
  /// The output in `format`, whole.
  public func render(_ format: OutputFormat) throws(RenderError) -> String {
    var text = ""
    try render(format, to: &text)
    return text
  }

  /// The error for a format this renderer does not write.
  func unsupported(_ format: OutputFormat) -> RenderError {
    .unsupportedFormat(format, supported: Self.formats)
  }

  /// Writes text, Markdown or JSON, each made whole by the function given for it.
  func write(
    _ format: OutputFormat, to output: inout some TextOutputStream, text: () -> String,
    markdown: () -> String, json: () -> JSONDocument
  ) throws(RenderError) {
    switch format {
    case .text: output.write(text())
    case .markdown: output.write(markdown())
    case .json: output.write(json().rendered())
    default: throw unsupported(format)
    }
  }
}

/// Why a renderer wrote nothing.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A format the renderer does not write, and those it does.
  case unsupportedFormat(OutputFormat, supported: [OutputFormat])
  /// The data lacks what the output needs, such as releases of the platform.
  case missingData(VersionError)

  /// The reason, on one line.
  public var description: String {
    switch self {
    case .unsupportedFormat(let format, let supported):
      "no \(format.rawValue) output here; the formats are "
        + supported.map(\.rawValue).joined(separator: ", ")
    case .missingData(let error):
      error.description
    }
  }
}
