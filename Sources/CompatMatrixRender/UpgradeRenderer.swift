import CompatMatrixCore
import CompatMatrixResolver
import CompatMatrixRewrite
import CompatMatrixSource

/// Renders `compat-matrix upgrade`: what raising the minimum changes, per concern, as text,
/// Markdown a team can paste into a pull request, JSON, an Architecture Decision Record, or
/// the diff of the code rewritten for the new minimum.
package struct UpgradeRenderer: Renderer, Sendable {
  /// Text, Markdown, JSON, an Architecture Decision Record and a diff.
  package static let formats: [OutputFormat] = [.text, .markdown, .json, .adr, .diff]

  /// The report.
  package let report: UpgradeReport
  /// Availability checks in the team's code that the new minimum makes always true.
  package let deadChecks: [DeadAvailabilityCheck]
  /// The plan complexity at other candidate minimums, for the decision record's
  /// alternatives; without it the record lists only keeping the current minimum.
  package let advice: MinimumAdvice?
  /// The rewrite of the code for the new minimum, with `--path`; the `diff` format writes
  /// its diff.
  package let rewrite: UpgradeRewriteSection?
  /// Styles for a terminal.
  package let style: TextStyle

  /// Creates a renderer.
  package init(
    report: UpgradeReport, deadChecks: [DeadAvailabilityCheck] = [],
    advice: MinimumAdvice? = nil, rewrite: UpgradeRewriteSection? = nil,
    style: TextStyle = .plain
  ) {
    self.report = report
    self.deadChecks = deadChecks
    self.advice = advice
    self.rewrite = rewrite
    self.style = style
  }

  /// Writes the report in a format.
  package func render(_ format: OutputFormat, to output: inout some TextOutputStream)
    throws(RenderError)
  {
    switch format {
    case .adr: return output.write(DecisionRecord(upgrade: self, advice: advice).markdown())
    case .diff:
      // Without a rewrite there is no code to show: an empty diff.
      return output.write(rewrite.map { UnifiedDiff.render($0.result.files) } ?? "")
    default: break
    }
    try write(format, to: &output, text: text, markdown: markdown, json: json)
  }

  /// The title: `Raising the minimum from iOS 15.0 to 16.0 (through 18.0)`.
  package var title: String {
    "Raising the minimum from \(report.from.platform) \(report.from.minimum) to "
      + "\(report.to.minimum) (through \(report.to.maximum))"
  }

  /// Which profile both ranges are planned under: `For SwiftUI navigation (--framework
  /// swiftui).`
  package var profileLine: String {
    "For " + ArchitectureText.headline(report.navigation) + "."
  }

  /// The changes of one concern, as lines in an output kind: the data's text escaped by
  /// `escaping`.
  package func changes(_ upgrade: ConcernUpgrade, escaping: OutputEscaping) -> [String] {
    let code = escaping.code
    let text = escaping.text
    var lines: [String] = []
    let remaining = upgrade.after.branches.map { text($0.strategy.title) }
      .joined(separator: ", then ")
    for check in upgrade.removedChecks {
      lines.append("delete \(code("if \(check)")): \(remaining) serves the new range")
    }
    let newlyPossible = Set(upgrade.newlyPossible.map(\.strategy.id))
    if upgrade.removedChecks.isEmpty,
      upgrade.before.branches.map(\.strategy.id) != upgrade.after.branches.map(\.strategy.id),
      !upgrade.after.branches.allSatisfy({ newlyPossible.contains($0.strategy.id) })
    {
      lines.append("switch to \(remaining)")
    }
    for strategy in upgrade.retired {
      let kind = strategy.origin == .custom ? "workaround" : "library"
      lines.append("retire the \(kind) \(text(strategy.title))")
    }
    for possible in upgrade.newlyPossible {
      var line = "now possible: \(text(possible.strategy.title))"
      if let reason = possible.reason { line += " (before: \(text(reason.text)))" }
      lines.append(line)
    }
    for notice in upgrade.newWarnings {
      lines.append(
        "new warning: \(code(notice.symbol)) is deprecated from \(report.to.platform) "
          + "\(notice.since)" + (notice.replacement.map { "; use \(code($0))" } ?? ""))
    }
    for notice in upgrade.softDeprecations {
      lines.append(
        "plan for: \(code(notice.symbol)) is superseded"
          + (notice.replacement.map { " by \(code($0))" } ?? "") + " from \(notice.since) "
          + "(soft deprecation: no warning yet)")
    }
    if upgrade.before.gaps.count > upgrade.after.gaps.count {
      lines.append("no gap any more")
    }
    lines += gains(upgrade.gains, escaping: escaping)
    return lines
  }

  /// What the new minimum makes usable without a check: the APIs, then the strategies.
  package func gains(_ gains: PlanGains, escaping: OutputEscaping) -> [String] {
    var lines: [String] = []
    if !gains.apis.isEmpty {
      lines.append(
        "usable without a check from \(report.to.minimum): "
          + WordList.joined(gains.apis.map { escaping.code($0.symbol) }))
    }
    if !gains.strategies.isEmpty {
      lines.append(
        "strategies usable from \(report.to.minimum) that were not at \(report.from.minimum): "
          + WordList.joined(gains.strategies.map { escaping.text($0.title) }))
    }
    return lines
  }

  /// The report for a terminal.
  private func text() -> String {
    var lines = [style.bold(title), profileLine, report.summary, ""]
    var unchanged: [String] = []
    for upgrade in report.concerns {
      guard upgrade.hasChanges else {
        unchanged.append(upgrade.concern.id)
        continue
      }
      lines.append(
        style.bold(upgrade.concern.id) + "  " + MessageText.oneLine(upgrade.concern.question))
      lines += changes(upgrade, escaping: .plain).map { "  " + $0 }
      lines.append("")
    }
    if !unchanged.isEmpty {
      lines.append(style.dim("unchanged: " + unchanged.joined(separator: ", ")))
      lines.append("")
    }
    lines += [style.bold("devices and users")]
    lines.append("  " + MinimumCostText.devices(report, code: MessageText.oneLine))
    lines.append("  " + usersSentence)
    lines.append("")
    lines += deadCheckLines(markdown: false)
    lines += rewrite?.text(style: style) ?? []
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The report as a Markdown section for a pull request.
  private func markdown() -> String {
    var lines = [
      "## \(MarkdownText.inline(title))", "", MarkdownText.inline(profileLine), "",
      report.summary, "",
    ]
    var unchanged: [String] = []
    for upgrade in report.concerns {
      guard upgrade.hasChanges else {
        unchanged.append(upgrade.concern.id)
        continue
      }
      lines.append("### \(upgrade.concern.id)")
      lines.append("")
      lines += changes(upgrade, escaping: .markdown).map {
        "- " + $0.capitalizedFirstLetter
      }
      lines.append("")
    }
    if !unchanged.isEmpty {
      lines += ["Unchanged: " + unchanged.joined(separator: ", ") + ".", ""]
    }
    lines += ["### Devices and users", ""]
    lines.append("- " + MinimumCostText.devices(report, code: MarkdownText.inline))
    lines.append("- " + MarkdownText.inline(usersSentence) + usersSources)
    lines.append("")
    lines += deadCheckLines(markdown: true)
    lines += rewrite?.markdown() ?? []
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The share of users the new minimum keeps, or why no figure says.
  package var usersSentence: String {
    MinimumCostText.users(
      report.coverage, minimum: report.to.minimum, platform: report.to.platform,
      hasFigures: report.hasAdoptionFigures)
  }

  /// The sources of the users sentence, as Markdown links after it.
  package var usersSources: String {
    guard let coverage = report.coverage else { return "" }
    return " (" + coverage.sources.map(MarkdownText.link(source:)).joined(separator: ", ") + ")"
  }

  private func deadCheckLines(markdown: Bool) -> [String] {
    guard !deadChecks.isEmpty else { return [] }
    var lines = [
      markdown
        ? "### Checks in the code that become always true"
        : style.bold("checks in the code that become always true"),
      "",
    ]
    for check in deadChecks {
      let text = "\(check.file):\(check.line):\(check.column): \(check.description)"
      lines.append(markdown ? "- " + MarkdownText.code(text) : "  " + MessageText.oneLine(text))
    }
    lines.append("")
    return lines
  }

  /// The report as JSON; documented in `docs/user-guide/json-output.md`.
  private func json() -> JSONDocument {
    .object([
      "schemaVersion": .int(2),
      "platform": .string(report.from.platform.rawValue),
      "from": ResolutionJSON.range(report.from),
      "to": ResolutionJSON.range(report.to),
      "source": .string(report.source.rawValue),
      "profile": .string(report.navigation.profile.rawValue),
      "summary": .object([
        "removedChecks": .int(report.removedChecks),
        "retiredWorkarounds": .int(report.retiredWorkarounds),
        "newWarnings": .int(report.newWarnings),
        "gainedAPIs": .int(report.gainedAPIs),
      ]),
      "concerns": .array(
        report.concerns.map { upgrade in
          .object([
            "id": .string(upgrade.concern.id),
            "changed": .bool(upgrade.hasChanges),
            "before": .array(upgrade.before.branches.map { .string($0.strategy.id) }),
            "after": .array(upgrade.after.branches.map { .string($0.strategy.id) }),
            "removedChecks": .array(upgrade.removedChecks.map { .string("if \($0)") }),
            "retired": .array(upgrade.retired.map { .string($0.id) }),
            "newlyPossible": .array(upgrade.newlyPossible.map { .string($0.strategy.id) }),
            "newWarnings": .array(upgrade.newWarnings.map(Self.notice)),
            "softDeprecations": .array(upgrade.softDeprecations.map(Self.notice)),
            "gains": Self.gains(upgrade.gains),
          ])
        }),
      "deadChecks": .array(
        deadChecks.map { check in
          .object([
            "file": .string(check.file), "line": .int(check.line), "column": .int(check.column),
            "kind": .string(check.kind.rawValue), "description": .string(check.description),
          ])
        }),
      "rewrite": rewrite?.json() ?? .null,
      "devicesLeftBehind": .array(report.devicesLeftBehind.map(Self.device)),
      "coverage": report.coverage.map(Self.coverage) ?? .null,
    ])
  }

  /// What a raise gains for a concern: `{apis: [{id, symbol}], strategies: [id]}`.
  package static func gains(_ gains: PlanGains) -> JSONDocument {
    .object([
      "apis": .array(
        gains.apis.map { .object(["id": .string($0.id), "symbol": .string($0.symbol)]) }),
      "strategies": .array(gains.strategies.map { .string($0.id) }),
    ])
  }

  /// A device model: `{id, name, family, lastRelease}`.
  package static func device(_ device: DeviceModel) -> JSONDocument {
    .object([
      "id": .string(device.id), "name": .string(device.name),
      "family": .string(device.family.rawValue),
      "lastRelease": .string(device.lastRelease.description),
    ])
  }

  /// A coverage: `{measuredOn, latest, previous, shares, sources}`.
  package static func coverage(_ coverage: AdoptionCoverage) -> JSONDocument {
    .object([
      "measuredOn": .string(coverage.measuredOn),
      "latest": .string(coverage.edition.latest.description),
      "previous": .string(coverage.edition.previous.description),
      "shares": .object(
        Dictionary(
          uniqueKeysWithValues: coverage.shares.map {
            ($0.key.rawValue, .int(Int($0.value.rounded())))
          })),
      "sources": .array(coverage.sources.map(JSONDocument.string)),
    ])
  }

  package static func notice(_ notice: DeprecationNotice) -> JSONDocument {
    .object([
      "api": .string(notice.api),
      "symbol": .string(notice.symbol),
      "deprecated": .string(notice.deprecation.description),
      "since": .string(notice.since.description),
      "replacement": .optional(notice.replacement),
      "strategy": .string(notice.strategy),
      "sources": .array(notice.sources.map(JSONDocument.string)),
    ])
  }
}
