import CompatMatrixCore
import CompatMatrixResolver

/// Renders a status table as a caniuse-style grid: one glyph per cell, with footnotes for
/// every cell that is not `works`; as text, Markdown or JSON.
package struct StatusTableRenderer: Renderer, Sendable {
  /// Text, Markdown and JSON.
  package static let formats: [OutputFormat] = [.text, .markdown, .json]

  /// The table.
  package let table: StatusTable
  /// Styles for a terminal.
  package let style: TextStyle
  /// How the notes name their sources.
  package let citations: SourceCitations

  /// Creates a renderer.
  package init(
    table: StatusTable, citations: SourceCitations = SourceCitations(), style: TextStyle = .plain
  ) {
    self.table = table
    self.citations = citations
    self.style = style
  }

  /// Sources in a line of text, each short: ` (title; host/…/page)`, or nothing.
  private func shortSources(_ sources: [String]) -> String {
    sources.isEmpty ? "" : " (" + sources.map(citations.short).joined(separator: "; ") + ")"
  }

  /// The glyph for a status: ✓ works, ◐ partial, ↓ deprecated, ✗ broken, · unavailable.
  package static func glyph(_ status: StrategyStatus) -> String {
    switch status {
    case .works: "✓"
    case .partial: "◐"
    case .deprecated: "↓"
    case .broken: "✗"
    case .unavailable: "·"
    }
  }

  /// The legend line.
  package static let legend = StrategyStatus.allCases.map { "\(glyph($0)) \($0.rawValue)" }
    .joined(separator: "  ")

  /// Numbers the distinct reasons of the table, in reading order.
  func footnotes() -> [StatusReason] {
    var seen: [StatusReason] = []
    for row in table.rows {
      for cell in row.cells {
        if let reason = cell.reason, !seen.contains(reason) { seen.append(reason) }
      }
    }
    return seen
  }

  private func styled(_ status: StrategyStatus, _ text: String) -> String {
    switch status {
    case .works: style.green(text)
    case .partial, .deprecated: style.yellow(text)
    case .broken: style.red(text)
    case .unavailable: style.dim(text)
    }
  }

  /// Writes the table in a format.
  package func render(_ format: OutputFormat, to output: inout some TextOutputStream)
    throws(RenderError)
  {
    try write(format, to: &output, text: text, markdown: markdown, json: json)
  }

  /// The grid, the legend and the numbered notes, for a terminal.
  private func text() -> String {
    let notes = footnotes()
    let labels = table.columns.map { $0.patch == 0 && $0.minor == 0 ? "\($0.major)" : "\($0)" }
    let width = max(4, (labels.map(\.count).max() ?? 0) + 1)
    let labelWidth = (table.rows.map(\.id.count).max() ?? 0) + 2
    var lines = [
      String(
        (String(repeating: " ", count: labelWidth) + labels.map { pad($0, width) }.joined())
          .trimmingEnd(" "))
    ]
    for row in table.rows {
      var line = pad(row.id, labelWidth)
      for cell in row.cells {
        var text = Self.glyph(cell.status)
        if let reason = cell.reason, let index = notes.firstIndex(of: reason) {
          text += "\(index + 1)"
        }
        line +=
          styled(cell.status, text) + String(repeating: " ", count: max(0, width - text.count))
      }
      lines.append(String(line.trimmingEnd(" ")))
    }
    lines.append("")
    lines.append(style.dim(Self.legend))
    if !notes.isEmpty {
      lines.append("")
      for (offset, note) in notes.enumerated() {
        let stretch = VersionSpanText.describe(from: note.from, until: note.until, in: wholeAxis)
        let sources = shortSources(note.sources)
        lines.append(
          MessageText.oneLine(
            "[\(offset + 1)] \(note.status.rawValue) \(stretch): \(note.text)\(sources)"))
      }
    }
    let newer = newerSDKNotes()
    if !newer.isEmpty {
      lines += ["", "Built with a newer SDK:"]
      for (row, note) in newer {
        let stretch = VersionSpanText.describe(from: note.from, until: note.until, in: wholeAxis)
        let sources = shortSources(note.sources)
        lines.append(
          MessageText.oneLine(
            "- \(row.id) would be \(note.status.rawValue) \(stretch): \(note.text)\(sources)"))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// What building with a newer SDK than the table's would change, row by row.
  func newerSDKNotes() -> [(row: StatusTable.Row, note: StatusReason)] {
    table.rows.flatMap { row in row.newerSDKNotes.map { (row, $0) } }
  }

  /// The grid as a Markdown table, the legend and the numbered notes.
  private func markdown() -> String {
    let notes = footnotes()
    let labels = table.columns.map { $0.patch == 0 && $0.minor == 0 ? "\($0.major)" : "\($0)" }
    var lines = [
      "| | " + labels.joined(separator: " | ") + " |",
      "|---|" + String(repeating: "---|", count: labels.count),
    ]
    for row in table.rows {
      let cells = row.cells.map { cell -> String in
        var text = Self.glyph(cell.status)
        if let reason = cell.reason, let index = notes.firstIndex(of: reason) {
          text += " [\(index + 1)]"
        }
        return text
      }
      lines.append("| \(MarkdownText.cell(row.title)) | " + cells.joined(separator: " | ") + " |")
    }
    lines += ["", MarkdownText.inline(Self.legend)]
    if !notes.isEmpty {
      lines.append("")
      for (offset, note) in notes.enumerated() {
        let stretch = VersionSpanText.describe(from: note.from, until: note.until, in: wholeAxis)
        let sources = note.sources.map { MarkdownText.link(source: $0, citations: citations) }
          .joined(separator: ", ")
        lines.append(
          "\(offset + 1). \(note.status.rawValue) \(stretch): \(MarkdownText.inline(note.text))"
            + (sources.isEmpty ? "" : " (\(sources))"))
      }
    }
    let newer = newerSDKNotes()
    if !newer.isEmpty {
      lines += ["", "Built with a newer SDK:", ""]
      for (row, note) in newer {
        let stretch = VersionSpanText.describe(from: note.from, until: note.until, in: wholeAxis)
        let sources = note.sources.map { MarkdownText.link(source: $0, citations: citations) }
          .joined(separator: ", ")
        lines.append(
          "- \(MarkdownText.inline(row.title)) would be \(note.status.rawValue) \(stretch): "
            + MarkdownText.inline(note.text) + (sources.isEmpty ? "" : " (\(sources))"))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The table as JSON: columns, and per row a cell per column with its reason.
  package func json() -> JSONDocument {
    .object([
      "platform": .string(table.platform.rawValue),
      "columns": .array(table.columns.map { .string($0.description) }),
      "rows": .array(
        table.rows.map { row in
          var object: [String: JSONDocument] = [
            "id": .string(row.id),
            "title": .string(row.title),
            "cells": .array(
              zip(table.columns, row.cells).map { version, cell in
                .object([
                  "version": .string(version.description),
                  "status": .string(cell.status.rawValue),
                  "reason": cell.reason.map(ResolutionJSON.reason) ?? .null,
                ])
              }),
          ]
          if !row.newerSDKNotes.isEmpty {
            object["newerSDK"] = .array(row.newerSDKNotes.map(ResolutionJSON.reason))
          }
          return .object(object)
        }),
    ])
  }

  private var wholeAxis: ResolvedRange {
    ResolvedRange(
      platform: table.platform, minimum: table.columns.first ?? OSVersion(0),
      maximum: table.columns.last ?? OSVersion(0), releases: table.columns, isOpenEnded: true)
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
