import CompatMatrixCore
import CompatMatrixOutput
import CompatMatrixRender
import CompatMatrixResolver

/// The Markdown index, `README.md`: the whole matrix at a glance, the range's plan for a
/// team's docs, and links to every page.
struct MarkdownIndexPage {
  package let content: DocsContent

  package init(_ content: DocsContent) {
    self.content = content
  }

  package func render() -> String {
    var lines = [
      GeneratedFileMarker.line,
      "# " + MarkdownText.inline(DocsText.title(content.platform)), "",
      MarkdownText.paragraph(DocsText.dataSummary(content)), "",
    ]
    lines += [MarkdownText.paragraph(DocsText.profileSummary(content.navigations)), ""]
    if content.isRanged {
      lines += [MarkdownText.paragraph(DocsText.rangeSummary(content.range)), ""]
      lines += planTable()
    }
    for navigation in content.navigations {
      var architecture = ResolutionMarkdown.architecture(navigation, hashes: "##")
      guard !architecture.isEmpty else { continue }
      if content.navigations.count > 1, architecture.count > 1 {
        architecture[1] =
          "## Navigation architecture: " + DocsText.profileHeading(navigation.profile)
      }
      // The architecture starts with a blank line; the previous section ends with one.
      lines += architecture.dropFirst() + [""]
    }
    lines += overviewTable()
    lines += pageList()
    return lines.joined(separator: "\n") + "\n"
  }

  private func link(_ concern: Concern) -> String {
    "[\(MarkdownText.cell(concern.title))](\(content.page(of: concern.id)))"
  }

  private func planTable() -> [String] {
    var lines = [
      "## " + MarkdownText.inline(DocsText.planHeading(content.range)), "",
      "| Concern | Plan | Check |", "|---|---|---|",
    ]
    for concern in content.matrix.concerns {
      guard let plan = content.plan(for: concern) else {
        lines.append("| \(link(concern)) | not applicable |  |")
        continue
      }
      lines.append(
        "| \(link(concern)) | \(ResolutionMarkdown.summary(of: plan)) | "
          + "\(ResolutionMarkdown.check(of: plan)) |")
    }
    return lines + [""]
  }

  private func overviewTable() -> [String] {
    let overview = content.overview
    var lines = [
      "## " + DocsText.overviewHeading, "",
      MarkdownText.paragraph(DocsText.overviewExplanation), "",
      "| Concern | " + overview.columns.map(\.label).joined(separator: " | ") + " |",
      "|---|" + String(repeating: ":-:|", count: overview.columns.count),
    ]
    for row in overview.rows {
      lines.append(
        "| \(link(row.concern)) | "
          + row.cells.map(DocsText.overviewGlyph).joined(separator: " | ") + " |")
    }
    lines += ["", MarkdownText.paragraph(DocsText.overviewLegend), ""]
    return lines
  }

  private func pageList() -> [String] {
    var lines = ["## Pages", ""]
    for concern in content.matrix.concerns {
      lines.append(
        "- [\(MarkdownText.inline(concern.title))](\(content.page(of: concern.id))): "
          + MarkdownText.inline(concern.question))
    }
    lines.append(
      "- [API records](\(DocsContent.apiPage)): every API the strategies use, with its "
        + "availability on \(content.platform).")
    return lines
  }
}
