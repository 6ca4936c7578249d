import CompatMatrixCore

/// Renders `compat-matrix show devices`: every device model of a platform and the newest
/// release it runs, as text, Markdown or JSON.
package struct DeviceListRenderer: Renderer, Sendable {
  /// Text, Markdown and JSON.
  package static let formats: [OutputFormat] = [.text, .markdown, .json]

  /// The device models, in the order of the data.
  package let devices: [DeviceModel]
  /// The platform.
  package let platform: Platform
  /// Styles for terminal text.
  package let style: TextStyle

  /// Creates a renderer for the device models of `platform` in `matrix`.
  package init(matrix: Matrix, platform: Platform, style: TextStyle = .plain) {
    self.devices = matrix.devices(on: platform)
    self.platform = platform
    self.style = style
  }

  /// Writes the list in a format.
  package func render(_ format: OutputFormat, to output: inout some TextOutputStream)
    throws(RenderError)
  {
    try write(format, to: &output, text: text, markdown: markdown, json: json)
  }

  private var heading: String {
    devices.isEmpty
      ? "No \(platform) device models in the data."
      : "\(platform) device models and the newest release each runs (\(devices.count))"
  }

  /// The newest release as a reader says it: `iOS 16`.
  private func newest(_ device: DeviceModel) -> String {
    "\(platform == .iPadOS || device.family == .iPad ? "iPadOS" : "iOS") "
      + "\(device.lastRelease.major)"
  }

  private func text() -> String {
    var lines = [style.bold(heading)]
    guard !devices.isEmpty else { return lines.joined(separator: "\n") + "\n" }
    // Names escaped before the width is measured: what a terminal shows is what is aligned.
    let width = max(8, (devices.map { MessageText.oneLine($0.name).count }.max() ?? 0) + 2)
    lines.append("")
    lines.append(
      style.dim(
        "DEVICE".padding(toLength: width) + "NEWEST RELEASE".padding(toLength: 16) + "CONFIDENCE"))
    for device in sorted {
      lines.append(
        MessageText.oneLine(device.name).padding(toLength: width)
          + newest(device).padding(toLength: 16)
          + device.evidence.confidence.rawValue)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Oldest support first: by newest release, then family, then the order of the data.
  private var sorted: [DeviceModel] {
    devices.enumerated().sorted {
      ($0.element.lastRelease, $0.element.family, $0.offset)
        < ($1.element.lastRelease, $1.element.family, $1.offset)
    }.map(\.element)
  }

  private func markdown() -> String {
    var lines = ["## \(heading)"]
    guard !devices.isEmpty else { return lines.joined(separator: "\n") + "\n" }
    lines += ["", "| Device | Newest release | Confidence | Sources |", "|---|---|---|---|"]
    for device in sorted {
      let sources = device.evidence.sources.map(MarkdownText.link(source:))
        .joined(separator: ", ")
      lines.append(
        "| \(MarkdownText.cell(device.name)) | \(newest(device)) | "
          + "\(device.evidence.confidence.rawValue) | \(sources) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The JSON contract: `{"schemaVersion":1,"platform":…,"devices":[…]}`.
  package func json() -> JSONDocument {
    .object([
      "schemaVersion": .int(1),
      "platform": .string(platform.rawValue),
      "devices": .array(
        sorted.map { device in
          .object([
            "id": .string(device.id), "name": .string(device.name),
            "family": .string(device.family.rawValue),
            "lastRelease": .string(device.lastRelease.description),
            "sources": .array(device.evidence.sources.map(JSONDocument.string)),
            "confidence": .string(device.evidence.confidence.rawValue),
            "note": .optional(device.note),
          ])
        }),
    ])
  }
}
