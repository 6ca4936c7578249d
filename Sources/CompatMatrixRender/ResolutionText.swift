import CompatMatrixCore
import CompatMatrixResolver

/// A resolution report for a terminal, the text of `ResolutionRenderer`: per concern, the
/// plan in a few lines, what was not chosen in one line each, and the sources as numbered
/// references.
package struct ResolutionText: Sendable {
  /// The report.
  package let report: ResolutionReport
  /// Styles for a terminal.
  package let style: TextStyle
  /// How the sources are named.
  package let citations: SourceCitations
  /// The reasons strategies are out of reach, said once at the end.
  package let legend: OutOfReachLegend

  /// Creates a renderer.
  package init(
    report: ResolutionReport, citations: SourceCitations = SourceCitations(),
    style: TextStyle = .plain
  ) {
    self.report = report
    self.citations = citations
    self.style = style
    self.legend = OutOfReachLegend(report.plans)
  }

  /// The reasons the plans cite by letter, each once, with their sources; empty when no
  /// strategy is out of reach.
  package func legendSection() -> String {
    guard !legend.entries.isEmpty else { return "" }
    var lines = ["", style.bold("Out of reach")]
    for entry in legend.entries {
      lines.append("  " + MessageText.oneLine(OutOfReachLegend.text(entry)))
      if !entry.sources.isEmpty {
        lines.append(
          MessageText.oneLine(
            "    sources: " + entry.sources.map(citations.short).joined(separator: "; ")))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The title with the profile, why that profile, the summary line, and the navigation
  /// architecture per stretch of versions with the concerns that do not arise.
  package func header() -> String {
    let range = report.range
    var title =
      style.bold("Navigation plan for \(range.platform) \(range.minimum)–\(range.maximum)")
      + " " + style.dim(MessageText.oneLine("(\(RangeDescription.source(report)))"))
    if let navigation = report.navigation {
      title += ": " + ArchitectureText.headline(navigation)
    }
    var lines = [title]
    if let navigation = report.navigation, let basis = ArchitectureText.basis(navigation) {
      lines.append(MessageText.oneLine(basis))
    }
    lines.append(RangeDescription.counts(report) + ".")
    if let navigation = report.navigation {
      lines += architecture(navigation)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The architecture summary and the concerns that do not arise.
  private func architecture(_ navigation: NavigationPlan) -> [String] {
    var lines: [String] = []
    let spans = navigation.summary.spans
    if !spans.isEmpty {
      lines += ["", style.bold("Navigation architecture")]
      let labels = spans.map { ArchitectureText.versions($0, platform: report.range.platform) }
      let width = labels.map(\.count).max() ?? 0
      for (label, span) in zip(labels, spans) {
        lines.append(
          "  " + pad(label, width) + "  " + MessageText.oneLine(ArchitectureText.span(span)))
      }
    }
    if !navigation.notApplicable.isEmpty {
      lines += ["", style.bold("Not applicable")]
      for entry in navigation.notApplicable {
        lines.append(
          "  " + entry.concern.id + "  "
            + MessageText.oneLine(
              ArchitectureText.notApplicable(entry, profile: navigation.profile)))
      }
    }
    return lines
  }

  /// One concern's plan. Each text of the data is escaped (`MessageText.oneLine`), so that
  /// a line break or an escape sequence in a team's file cannot start a line of its own or
  /// reach the terminal.
  package func section(_ plan: ConcernPlan) -> String {
    let plain = MessageText.oneLine
    var notes = SourceFootnotes()
    var lines = [style.bold(plan.concern.id) + "  " + plain(plan.concern.question)]
    lines += planRows(plan, notes: &notes)
    for bridge in plan.bridges {
      lines.append("    " + style.yellow("bridge") + " " + plain(bridge.line))
    }
    for branch in plan.branches {
      if let tie = TieText.sentence(branch, in: plan.range) {
        lines.append("    " + style.yellow("tie") + " " + plain(tie))
      }
    }
    for stretch in plan.notApplicable {
      let label = VersionSpanText.label(from: stretch.from, until: stretch.until, in: plan.range)
      lines.append("    " + style.dim("not applicable") + plain(" \(label): \(stretch.reason)"))
    }
    for gap in plan.gaps {
      guard let recorded = gap.recorded else { continue }
      let label = VersionSpanText.label(from: gap.from, until: gap.until, in: plan.range)
      lines.append(
        "    " + style.red("gap") + plain(" \(label): \(recorded.note) ")
          + notes.cite(recorded.evidence.sources))
    }
    for branch in plan.branches {
      for note in branch.notes {
        let stretch = VersionSpanText.describe(from: note.from, until: note.until, in: plan.range)
        lines.append(
          "    " + style.yellow(note.status.rawValue) + plain(" \(stretch): \(note.text) ")
            + notes.cite(note.sources))
      }
    }
    for branch in plan.branches {
      for note in branch.newerSDKNotes {
        let stretch = VersionSpanText.describe(from: note.from, until: note.until, in: plan.range)
        lines.append(
          "    " + style.yellow("newer SDK")
            + plain(
              " \(branch.strategy.shortName) would be \(note.status.rawValue) \(stretch): "
                + "\(note.text) ") + notes.cite(note.sources))
      }
    }
    var seenCaveats = Set<String>()
    for branch in plan.branches {
      for caveat in branch.strategy.caveats
      where caveat.holds(on: plan.range.platform, from: branch.from, until: branch.until)
        && seenCaveats.insert(caveat.text).inserted
      {
        lines.append("    caveat: " + plain(caveat.text))
      }
      for effect in branch.strategy.sideEffects where effect.scope == .app {
        lines.append(
          "    " + style.yellow("app-wide side effect") + ": " + plain(effect.description))
      }
    }
    if !plan.rejected.isEmpty {
      lines.append("  " + style.dim("not chosen"))
      for rejection in plan.rejected {
        if let out = rejection.outOfReach {
          lines.append(plain("    \(rejection.strategy.title): \(legend.summary(out))"))
          continue
        }
        let detail =
          RejectionReasons.failing(rejection, in: plan.range).map {
            ": "
              + $0.map {
                "\($0.stretch.map { "\($0): " } ?? "")\($0.reason.text) "
                  + notes.cite($0.reason.sources)
              }
              .joined(separator: "; ")
          } ?? ""
        lines.append(plain("    \(rejection.strategy.title): \(rejection.summary)\(detail)"))
      }
    }
    if !notes.sources.isEmpty {
      lines.append("  " + style.dim("sources"))
      for (offset, source) in notes.sources.enumerated() {
        lines.append(plain("    [\(offset + 1)] \(citations.full(source))"))
      }
    }
    return lines.map { $0.trimmingEnd(" ") }.joined(separator: "\n") + "\n"
  }

  /// The plan's rows, aligned, with the strategies' sources cited.
  private func planRows(_ plan: ConcernPlan, notes: inout SourceFootnotes) -> [String] {
    let rows = PlanRow.rows(of: plan).map { row in
      var row = row
      row.lead = MessageText.oneLine(row.lead)
      row.title = MessageText.oneLine(row.title)
      return row
    }
    let leadWidth = rows.map(\.lead.count).max() ?? 0
    let titleWidth = rows.map(\.title.count).max() ?? 0
    return rows.map { row in
      let status =
        row.status.map(statusText)
        ?? (row.isNotApplicable ? style.dim(pad("n/a", 10)) : style.red(pad("gap", 10)))
      return "  " + pad(row.lead, leadWidth) + "  " + style.cyan(pad(row.title, titleWidth))
        + "  " + status + "  " + row.versions + " " + notes.cite(row.sources)
    }
  }

  private func statusText(_ status: StrategyStatus) -> String {
    let padded = pad(status.rawValue, 10)
    switch status {
    case .works: return style.green(padded)
    case .partial, .deprecated: return style.yellow(padded)
    case .broken, .unavailable: return style.red(padded)
    }
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}

/// Says where a range came from, for headers.
enum RangeDescription {
  /// `21 concerns: 15 with one strategy, 5 branched, 1 with gaps; 1 not applicable`.
  package static func counts(_ report: ResolutionReport) -> String {
    let count = report.plans.count
    var text =
      "\(count) \(count == 1 ? "concern" : "concerns"): "
      + "\(report.count(.single)) with one strategy, \(report.count(.branched)) branched, "
      + "\(report.count(.gap)) with gaps"
    if let skipped = report.navigation?.notApplicable.count, skipped > 0 {
      text += "; \(skipped) not applicable"
    }
    return text
  }

  package static func source(_ report: ResolutionReport) -> String {
    let sdk = report.sdk.map { "; built with the \(report.range.platform) \($0) SDK" } ?? ""
    switch report.source {
    case .flag: return "from --min/--max" + sdk
    case .expression: return "from the range expression" + sdk
    case .packageSwift, .pbxproj, .xcconfig:
      return "minimum read from the project: "
        + (report.sourceDetail ?? report.source.rawValue) + sdk
    }
  }
}
