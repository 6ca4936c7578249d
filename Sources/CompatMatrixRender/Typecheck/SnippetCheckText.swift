import CompatMatrixCore
import CompatMatrixTypecheck

/// `validate --typecheck`'s text output: the SDKs the snippets were checked against, a line
/// per strategy (its verdict, the release it was checked at, the SDKs that compile it or why
/// it was not checked), the compiler's messages as `file:line:column: error:` lines pointing
/// at the snippet in the data, and the totals. The data's text (a reason, a file) and the paths
/// given are escaped to one line each (`MessageText.oneLine`).
package struct SnippetCheckText: Sendable {
  /// The report.
  package let report: SnippetCheckReport
  /// Colours for a terminal.
  package let style: TextStyle

  /// Creates a renderer.
  package init(report: SnippetCheckReport, style: TextStyle = .plain) {
    self.report = report
    self.style = style
  }

  /// The whole output, ending with a newline.
  package func render() -> String {
    var lines: [String] = []
    for environment in report.environments {
      lines.append(
        "SDK \(environment.platform) \(environment.sdkVersion): "
          + MessageText.oneLine(environment.name))
    }
    lines.append("")
    let width = max(8, report.snippets.map(\.strategy.count).max() ?? 0) + 1
    lines.append(style.bold(pad("STRATEGY", width) + pad("VERDICT", 12) + pad("iOS", 7) + "DETAIL"))
    for snippet in report.snippets {
      let verdict = snippet.verdict
      lines.append(
        pad(snippet.strategy, width) + colored(verdict)
          + String(repeating: " ", count: max(1, 12 - verdict.rawValue.count))
          + pad(snippet.target.map { "\($0)" } ?? "", 7) + detail(snippet))
    }
    let messages = diagnosticLines
    if !messages.isEmpty {
      lines.append("")
      lines += messages
    }
    lines.append("")
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  /// `150 snippets: 141 compile, 1 rejected, 0 without a verdict, 8 not checked`.
  package var summary: String {
    let totals = report.totals
    let count = report.snippets.count
    return "\(count) \(count == 1 ? "snippet" : "snippets"): \(totals[.compiles] ?? 0) compile, "
      + "\(totals[.rejected] ?? 0) rejected, \(totals[.noVerdict] ?? 0) without a verdict, "
      + "\(totals[.notChecked] ?? 0) not checked"
  }

  /// Each error and warning, once per message, with the SDKs that gave it:
  /// `matrices/concerns/intercept-back.json:120:18: error: intercept-back-swiftui-toolbar:
  /// snippet line 9: 'buildIf' is only available in iOS 16.0 or newer (iOS 15.0; SDK 17.4)`.
  package var diagnosticLines: [String] {
    var lines: [String] = []
    for snippet in report.snippets {
      let place = snippet.place
      let prefix = MessageText.oneLine(
        "\(place.file):\(place.location.line):\(place.location.column): ")
      let at = snippet.target.map { "iOS \($0); " } ?? ""
      for (severity, pick) in [
        ("error", \SnippetRun.errors), ("warning", \SnippetRun.warnings),
      ] as [(String, KeyPath<SnippetRun, [SnippetDiagnostic]>)] {
        var order: [SnippetDiagnostic] = []
        var sdks: [SnippetDiagnostic: [String]] = [:]
        for run in snippet.runs {
          for diagnostic in run[keyPath: pick] {
            if sdks[diagnostic] == nil { order.append(diagnostic) }
            sdks[diagnostic, default: []].append("\(run.sdk)")
          }
        }
        for diagnostic in order {
          let label = severity == "error" ? style.red("error:") : style.yellow("warning:")
          lines.append(
            prefix + label + " \(snippet.strategy): \(diagnostic.description) (\(at)SDK "
              + (sdks[diagnostic] ?? []).joined(separator: ", ") + ")")
        }
      }
      for run in snippet.runs {
        if let problem = run.problem {
          lines.append(
            prefix + style.yellow("warning:")
              + " \(snippet.strategy): no verdict (\(at)SDK \(run.sdk)): "
              + MessageText.oneLine(problem))
        }
      }
    }
    return lines
  }

  private func detail(_ snippet: SnippetCheck) -> String {
    guard !snippet.runs.isEmpty else { return MessageText.oneLine(snippet.reason ?? "") }
    let sdks = snippet.runs.map { "\($0.sdk)" }.joined(separator: ", ")
    let harness = snippet.harness.map { " in \($0.rawValue)" } ?? ""
    return "SDK \(sdks)\(harness)"
  }

  private func colored(_ verdict: SnippetVerdict) -> String {
    switch verdict {
    case .compiles: style.green(verdict.rawValue)
    case .rejected: style.red(verdict.rawValue)
    case .noVerdict: style.yellow(verdict.rawValue)
    case .notChecked: style.dim(verdict.rawValue)
    }
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
