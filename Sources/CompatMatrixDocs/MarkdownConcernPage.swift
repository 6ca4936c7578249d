import CompatMatrixCore
import CompatMatrixOutput
import CompatMatrixRender
import CompatMatrixResolver

/// The Markdown page of one concern: the question and summary, the range's plan for a team's
/// docs, the strategies over releases, the plan from each common minimum, every strategy in
/// full, the recorded gaps, and the notes as GitHub footnotes.
struct MarkdownConcernPage {
  package let content: DocsContent
  package let concern: Concern

  package init(_ content: DocsContent, concern: Concern) {
    self.content = content
    self.concern = concern
  }

  package func render() -> String {
    var notes = MarkdownFootnotes(citations: content.citations)
    var lines = [
      GeneratedFileMarker.line,
      "# " + MarkdownText.inline(concern.title), "",
      "[All concerns](\(DocsContent.indexPage)) · [API records](\(DocsContent.apiPage))", "",
      "**" + MarkdownText.inline(concern.question) + "**", "",
      MarkdownText.paragraph(concern.summary), "",
      identity(), "",
    ]
    if content.isRanged {
      if let reason = content.notApplicable(concern) {
        lines += ["**" + MarkdownText.inline(DocsText.capitalizedSentence(reason)) + "**", ""]
      } else if let plan = content.plan(for: concern) {
        lines += MarkdownPlanSection(plan: plan).render(notes: &notes)
      }
    }
    lines += statusTable(notes: &notes)
    lines += minimumPlans()
    lines += ["## Strategies", ""]
    for strategy in concern.strategies {
      lines += MarkdownStrategySection(content: content, strategy: strategy).render(notes: &notes)
    }
    lines += recordedGaps(notes: &notes)
    lines += notes.definitions
    while lines.last == "" { lines.removeLast() }
    return lines.map { $0.trimmingEnd(" ") }.joined(separator: "\n") + "\n"
  }

  /// The concern's id and tags.
  private func identity() -> String {
    var text = "Concern " + MarkdownText.code(concern.id)
    if !concern.tags.isEmpty {
      text += " · tags: " + concern.tags.map { MarkdownText.code($0) }.joined(separator: ", ")
    }
    return text
  }

  private func statusTable(notes: inout MarkdownFootnotes) -> [String] {
    let table = content.table(for: concern)
    var lines = [
      "## " + DocsText.statusHeading, "",
      MarkdownText.paragraph(DocsText.statusExplanation), "",
      "| Strategy | " + table.columns.map(DocsContent.label).joined(separator: " | ") + " |",
      "|---|" + String(repeating: ":-:|", count: table.columns.count),
    ]
    for row in table.rows {
      let cells = row.cells.map { cell -> String in
        let glyph = StatusTableRenderer.glyph(cell.status)
        guard let reason = cell.reason else { return glyph }
        return glyph + " " + notes.cite(reason, in: content.range)
      }
      lines.append(
        "| [\(MarkdownText.cell(row.title))](#\(row.id)) | " + cells.joined(separator: " | ")
          + " |")
    }
    lines += ["", MarkdownText.paragraph(StatusTableRenderer.legend), ""]
    let newer = table.rows.flatMap { row in row.newerSDKNotes.map { (row, $0) } }
    if !newer.isEmpty {
      lines += ["Built with a newer SDK:", ""]
      for (row, note) in newer {
        lines.append(
          "- \(MarkdownText.inline(row.title)) would be \(note.status.rawValue) "
            + VersionSpanText.describe(from: note.from, until: note.until, in: content.range)
            + ": \(MarkdownText.inline(note.text)) \(notes.cite(note, in: content.range))")
      }
      lines.append("")
    }
    return lines
  }

  /// The plan from each common minimum, a table per profile shown.
  private func minimumPlans() -> [String] {
    let profiles = content.navigations.map(\.profile)
    var lines = [
      "## " + DocsText.minimumsHeading, "",
      MarkdownText.paragraph(DocsText.minimumsExplanation(content.range, profiles: profiles)), "",
    ]
    for (index, profile) in profiles.enumerated() {
      if profiles.count > 1 {
        lines += ["### " + DocsText.profileHeading(profile), ""]
      }
      if let reason = content.notApplicable(concern, under: index) {
        lines += [MarkdownText.paragraph(DocsText.capitalizedSentence(reason)), ""]
        continue
      }
      lines += ["| Minimum | Plan | Check |", "|---|---|---|"]
      for plan in content.minimumPlans(for: concern, under: index) {
        lines.append(
          "| \(plan.range.platform) \(plan.range.minimum) | "
            + "\(ResolutionMarkdown.summary(of: plan)) | "
            + "\(ResolutionMarkdown.check(of: plan)) |")
      }
      lines.append("")
    }
    return lines
  }

  private func recordedGaps(notes: inout MarkdownFootnotes) -> [String] {
    let range = content.range
    let gaps = concern.gaps.filter { gap in
      gap.platform == content.platform && gap.from <= range.maximum
        && (gap.until.map { $0 > range.minimum } ?? true)
    }
    guard !gaps.isEmpty else { return [] }
    var lines = ["## Recorded gaps", ""]
    for gap in gaps {
      let evidence = notes.evidence(
        gap.evidence.sources, confidence: gap.evidence.confidence)
      let note = evidence.isEmpty ? "" : " " + notes.cite(String(evidence.dropFirst()))
      lines.append(
        "- \(gap.platform) \(DocsText.stretch(from: gap.from, until: gap.until)): "
          + MarkdownText.inline(gap.note) + note)
    }
    return lines + [""]
  }
}
