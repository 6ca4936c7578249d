import CompatMatrixCore

/// Renders what `compat-matrix validate` prints for data without problems: one line counting
/// what the matrices hold, `ok: 1 platform, 40 APIs, 12 concerns, 48 strategies`, and the
/// device models and adoption editions when there are any.
package struct MatrixSummaryRenderer: Renderer, Sendable {
  /// Text only.
  package static let formats: [OutputFormat] = [.text]

  /// The data, validated.
  package let matrix: Matrix
  /// Styles for a terminal.
  package let style: TextStyle

  /// Creates a renderer.
  package init(matrix: Matrix, style: TextStyle = .plain) {
    self.matrix = matrix
    self.style = style
  }

  /// Writes the summary line.
  package func render(_ format: OutputFormat, to output: inout some TextOutputStream)
    throws(RenderError)
  {
    guard format == .text else { throw unsupported(format) }
    let strategies = matrix.concerns.reduce(0) { $0 + $1.strategies.count }
    output.write(
      "\(style.green("ok")): \(count(matrix.platforms.count, "platform")), "
        + "\(count(matrix.apis.count, "API")), \(count(matrix.concerns.count, "concern")), "
        + "\(count(strategies, "strategy", plural: "strategies"))"
        + (matrix.devices.isEmpty ? "" : ", \(count(matrix.devices.count, "device model"))")
        + (matrix.adoption.isEmpty
          ? "" : ", \(count(matrix.adoption.count, "adoption edition"))") + "\n")
  }

  private func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
    "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
  }
}
