import CompatMatrixCore
import CompatMatrixLint
import CompatMatrixSource

/// Renders a lint report in the formats of SwiftLint's reporters, chosen with `compat-matrix
/// lint --reporter`: Xcode's `path:line:column: warning: …` lines, JSON, SARIF 2.1.0, GitHub
/// Actions workflow commands, or text grouped by file for people.
///
/// The line-based formats write file names through `MessageText.oneLine(_:)`, so a file name
/// with a line break cannot split a finding in two.
public struct LintReportRenderer: Renderer, Sendable {
  /// Xcode, JSON, SARIF, GitHub and text, Xcode's first as the default.
  public static let formats: [OutputFormat] = [.xcode, .json, .sarif, .github, .text]

  /// The report.
  package let report: LintReport
  /// Styles for a terminal.
  package let style: TextStyle
  /// The tool's version, which SARIF records.
  package let toolVersion: String

  /// Creates a renderer.
  public init(report: LintReport, style: TextStyle = .plain, toolVersion: String) {
    self.report = report
    self.style = style
    self.toolVersion = toolVersion
  }

  /// Whether a format lists the skipped files itself; for the others a command reports them
  /// on standard error.
  package static func listsSkippedFiles(_ format: OutputFormat) -> Bool {
    switch format {
    case .xcode, .github: false
    default: true
    }
  }

  /// Whether a format states the run's range, its source and profile itself (JSON, SARIF);
  /// for the others a command says it on standard error first, with `headline(_:)`.
  package static func statesContext(_ format: OutputFormat) -> Bool {
    format == .json || format == .sarif
  }

  /// The lines a command writes on standard error before a report in a format that does not
  /// state the context: the range and where it came from, then each notice.
  package static func headline(_ context: LintContext) -> String {
    MessageText.oneLine("compat-matrix: \(context.headline)")
      + context.notices.map { "\n" + MessageText.oneLine("compat-matrix: note: \($0)") }.joined()
  }

  /// Writes the report in a format.
  public func render(_ format: OutputFormat, to output: inout some TextOutputStream)
    throws(RenderError)
  {
    switch format {
    case .xcode: output.write(LintReportText.xcode(report))
    case .json: output.write(LintReportText.json(report).rendered())
    case .sarif:
      output.write(SARIFLog(report: report, toolVersion: toolVersion).document().rendered())
    case .github: output.write(LintReportText.github(report))
    case .text: output.write(LintReportText.text(report, style: style))
    default: throw unsupported(format)
    }
  }
}

/// The text, Xcode, GitHub and JSON formats of `LintReportRenderer`.
enum LintReportText {
  /// `path:line:column: severity: message [1] (rule)` per finding, then the sources once per
  /// rule: `compat-matrix: sources of missing-companion: [1] …`.
  package static func xcode(_ report: LintReport) -> String {
    let legend = LintSourceLegend(report)
    return report.findings.map {
      MessageText.oneLine(
        "\($0.file):\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)"
          + "\(legend.reference($0)) (\($0.rule.rawValue))"
      ) + "\n"
    }.joined()
      + legend.ruleLines.map { MessageText.oneLine("compat-matrix: sources of \($0)") + "\n" }
      .joined()
  }

  package static func github(_ report: LintReport) -> String {
    func property(_ text: String) -> String {
      data(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
    // GitHub's own escapes for line breaks and its separators; every other control
    // character written as a visible escape (`MessageText`), so that nothing of the data
    // reaches the log raw.
    func data(_ text: String) -> String {
      MessageText.escaped(text, keeping: [.lineFeeds, .carriageReturns])
        .replacingAll("%", with: "%25").replacingAll("\r", with: "%0D")
        .replacingAll("\n", with: "%0A")
    }
    // An annotation is read alone, beside its line in a pull request: it names its sources.
    func cited(_ finding: LintFinding) -> String {
      guard !finding.citations.isEmpty else { return finding.message }
      let label = finding.citations.count == 1 ? "source" : "sources"
      return finding.message + " [\(label): \(finding.citations.joined(separator: "; "))]"
    }
    return report.findings.map {
      "::\($0.severity == .note ? "notice" : $0.severity.rawValue) file=\(property($0.file)),"
        + "line=\($0.line),col=\($0.column),"
        + "title=\(property("compat-matrix " + $0.rule.rawValue))::\(data(cited($0)))\n"
    }.joined()
  }

  package static func text(_ report: LintReport, style: TextStyle) -> String {
    var lines: [String] = []
    var current: String?
    let legend = LintSourceLegend(report)
    for finding in report.findings {
      if finding.file != current {
        if current != nil { lines.append("") }
        lines.append(style.bold(MessageText.oneLine(finding.file)))
        current = finding.file
      }
      let severity =
        switch finding.severity {
        case .error: style.red("error  ")
        case .warning: style.yellow("warning")
        case .note: style.dim("note   ")
        }
      lines.append(
        "  \(finding.line):\(finding.column)".padding(toLength: 10) + " \(severity)  "
          + MessageText.oneLine(finding.message + legend.reference(finding)) + " "
          + style.dim("(\(finding.rule.rawValue))"))
    }
    if !legend.byRule.isEmpty {
      lines.append("")
      lines.append(style.dim("sources"))
      lines += legend.ruleLines.map { "  " + MessageText.oneLine($0) }
    }
    if !report.skipped.isEmpty {
      if !lines.isEmpty { lines.append("") }
      lines.append(style.dim("skipped"))
      for skipped in report.skipped {
        lines.append(MessageText.oneLine("  \(skipped.place): \(skipped.reason)"))
      }
    }
    if !lines.isEmpty { lines.append("") }
    lines.append(summary(report))
    return lines.joined(separator: "\n") + "\n"
  }

  /// `2 errors and 1 warning in 14 files (1 file skipped).`; notes are counted when there
  /// are any: `0 errors, 1 warning and 3 notes in 14 files.`
  package static func summary(_ report: LintReport) -> String {
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    let errors = report.count(.error)
    let warnings = report.count(.warning)
    let notes = report.count(.note)
    var text =
      errors + warnings + notes == 0
      ? "No findings"
      : notes == 0
        ? "\(count(errors, "error")) and \(count(warnings, "warning"))"
        : "\(count(errors, "error")), \(count(warnings, "warning")) and \(count(notes, "note"))"
    text += " in \(count(report.filesLinted, "file"))"
    if !report.skipped.isEmpty { text += " (\(count(report.skipped.count, "file")) skipped)" }
    return text + "."
  }

  /// A skipped file in JSON: its name and why, with the line and column of a syntax error.
  private static func skippedJSON(_ skipped: SkippedFile) -> JSONDocument {
    var object: [String: JSONDocument] = [
      "file": .string(skipped.file), "reason": .string(skipped.reason.description),
    ]
    if let location = skipped.reason.location {
      object["line"] = .int(location.line)
      object["column"] = .int(location.column)
    }
    return .object(object)
  }

  package static func json(_ report: LintReport) -> JSONDocument {
    let context = report.context
    return .object([
      "schemaVersion": .int(1),
      "platform": .optional(context?.platform.rawValue),
      "range": context.map { LintContextJSON.range($0) } ?? .null,
      "source": .optional(context?.source.rawValue),
      "sourceDetail": .optional(context?.detail),
      "profile": .optional(context?.profile?.rawValue),
      "profileDetail": .optional(context?.profileDetail),
      "notices": .array((context?.notices ?? []).map(JSONDocument.string)),
      "configurationFiles": .array((context?.configurationFiles ?? []).map(JSONDocument.string)),
      "minimums": context.map(LintContextJSON.minimums) ?? .array([]),
      "summary": .object([
        "errors": .int(report.count(.error)), "warnings": .int(report.count(.warning)),
        "notes": .int(report.count(.note)), "files": .int(report.filesLinted),
        "skipped": .int(report.skipped.count),
        "otherPlatforms": .int(context?.filesForOtherPlatforms ?? 0),
      ]),
      "findings": .array(
        report.findings.map { finding in
          .object([
            "file": .string(finding.file),
            "line": .int(finding.line),
            "column": .int(finding.column),
            "rule": .string(finding.rule.rawValue),
            "severity": .string(finding.severity.rawValue),
            "message": .string(finding.message),
            "concern": .optional(finding.concern),
            "strategy": .optional(finding.strategy),
            "recommended": .optional(finding.recommended),
            "api": .optional(finding.api),
            "hazard": .optional(finding.hazard),
            "sources": .array(finding.sources.map(JSONDocument.string)),
            "citations": .array(finding.citations.map(JSONDocument.string)),
            "detail": .string(finding.detail),
            "fix": finding.fix.map(LintContextJSON.fix) ?? .null,
            "lintedFor": finding.linted.map(LintContextJSON.lintedFor) ?? .null,
          ])
        }),
      "skipped": .array(
        report.skipped.map(skippedJSON)),
      "rules": .array(
        LintContextJSON.rulesCited(report).map { rule, sources, citations in
          .object([
            "id": .string(rule.rawValue), "summary": .string(rule.summary),
            "sources": .array(sources.map(JSONDocument.string)),
            "citations": .array(citations.map(JSONDocument.string)),
          ])
        }),
    ])
  }
}

/// The JSON of a run's context and of fixes, shared by the JSON and SARIF reporters.
enum LintContextJSON {
  /// `{"platform": "iOS", "min": "16.4", "max": "26.2", "openEnded": true}`.
  static func range(_ context: LintContext) -> JSONDocument {
    .object([
      "platform": .string(context.range.platform.rawValue),
      "min": .string(context.range.minimum.description),
      "max": .string(context.range.maximum.description),
      "openEnded": .bool(context.range.isOpenEnded),
    ])
  }

  /// A range: `{"platform": "iOS", "min": "16.4", "max": "26.2", "openEnded": true}`.
  static func range(_ range: ResolvedRange) -> JSONDocument {
    .object([
      "platform": .string(range.platform.rawValue),
      "min": .string(range.minimum.description),
      "max": .string(range.maximum.description),
      "openEnded": .bool(range.isOpenEnded),
    ])
  }

  /// What a finding's file was linted for: its targets, their platforms with minimums, and
  /// the range.
  static func lintedFor(_ linted: LintedFor) -> JSONDocument {
    .object([
      "targets": .array(linted.targets.map(JSONDocument.string)),
      "platforms": platforms(linted.platforms, catalyst: linted.catalyst),
      "range": range(linted.range),
    ])
  }

  /// Platforms with their minimums, sorted: `[{"platform": "iOS", "min": "15.0"}, …]`, Mac
  /// Catalyst as `macCatalyst` without a minimum of its own.
  static func platforms(_ platforms: [Platform: OSVersion?], catalyst: Bool) -> JSONDocument {
    .array(
      platforms.keys.sorted().map { platform in
        .object([
          "platform": .string(platform.rawValue),
          "min": .optional((platforms[platform] ?? nil)?.description),
        ])
      } + (catalyst ? [.object(["platform": .string("macCatalyst"), "min": .null])] : []))
  }

  /// The other minimums files were linted at, each with its targets and number of files.
  static func minimums(_ context: LintContext) -> JSONDocument {
    .array(
      context.minimums.map { minimum in
        .object([
          "platform": .string(context.platform.rawValue),
          "min": .string(minimum.minimum.description),
          "targets": .array(minimum.targets.map(JSONDocument.string)),
          "files": .int(minimum.files),
        ])
      })
  }

  /// The context as SARIF invocation properties.
  static func properties(_ context: LintContext) -> JSONDocument {
    .object([
      "range": range(context),
      "rangeSource": .string(context.source.rawValue),
      "rangeSourceDetail": .optional(context.detail),
      "profile": .optional(context.profile?.rawValue),
      "profileDetail": .optional(context.profileDetail),
      "notices": .array(context.notices.map(JSONDocument.string)),
      "configurationFiles": .array(context.configurationFiles.map(JSONDocument.string)),
      "filesForOtherPlatforms": .int(context.filesForOtherPlatforms),
      "minimums": minimums(context),
    ])
  }

  /// The rules the report's findings use, in `LintRule.allCases` order, each with the sources
  /// its findings cite (in full, and short as reporters cite them), each once: the sources
  /// said once per rule rather than on every finding.
  static func rulesCited(_ report: LintReport) -> [(LintRule, [String], [String])] {
    var sources: [LintRule: [String]] = [:]
    var citations: [LintRule: [String]] = [:]
    for finding in report.findings {
      sources[finding.rule, default: []] += finding.sources
      citations[finding.rule, default: []] += finding.citations
    }
    func unique(_ values: [String]) -> [String] {
      var seen = Set<String>()
      return values.filter { seen.insert($0).inserted }
    }
    return LintRule.allCases.compactMap { rule in
      sources[rule].map { (rule, unique($0), unique(citations[rule] ?? [])) }
    }
  }

  /// A fix: where, what it replaces, and with what.
  static func fix(_ fix: LintFindingFix) -> JSONDocument {
    .object([
      "line": .int(fix.line), "column": .int(fix.column), "endLine": .int(fix.endLine),
      "endColumn": .int(fix.endColumn), "offset": .int(fix.bytes.lowerBound),
      "length": .int(fix.bytes.count), "replaced": .string(fix.replaced),
      "replacement": .string(fix.replacement),
    ])
  }
}
