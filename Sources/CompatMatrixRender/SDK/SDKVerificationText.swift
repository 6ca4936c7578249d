import CompatMatrixCore
import CompatMatrixSDK

/// `verify-sdk`'s text output: the SDKs read, a table of every record's verdict with what it
/// rests on, a table per SDK when there are several, and the totals.
package struct SDKVerificationText: Sendable {
  /// The report.
  package let report: SDKVerificationReport
  /// Colours for a terminal.
  package let style: TextStyle

  /// Creates a renderer.
  package init(report: SDKVerificationReport, style: TextStyle = .plain) {
    self.report = report
    self.style = style
  }

  /// The whole output, ending with a newline.
  package func render() -> String {
    var lines: [String] = []
    let compiled = report.source == .compiler ? ", type-checked with swiftc" : ""
    for sdk in report.sdks {
      lines.append(
        MessageText.oneLine(
          "SDK iOS \(sdk.version): \(sdk.path) (version from \(sdk.versionSource.rawValue))")
          + compiled)
    }
    let warnings = problemLines
    if !warnings.isEmpty {
      lines.append("")
      lines += warnings.map { style.yellow("warning: ") + MessageText.oneLine($0) }
    }
    lines.append("")
    let width = max(2, report.records.map(\.record.id.count).max() ?? 0) + 1
    let verdictWidth = report.source == .compiler ? 15 : 11
    lines.append(style.bold(pad("ID", width) + " " + pad("VERDICT", verdictWidth) + "DETAIL"))
    for verification in report.records {
      let verdict = verification.combined.map { colored($0.verdict) } ?? style.dim("unchecked")
      let length = verification.combined?.verdict.rawValue.count ?? "unchecked".count
      lines.append(
        pad(verification.record.id, width) + " " + verdict
          + String(repeating: " ", count: max(1, verdictWidth - length))
          + MessageText.oneLine(detail(verification)))
    }
    if report.sdks.count > 1 {
      lines.append("")
      lines += perSDKTable()
    }
    if !report.skipped.isEmpty {
      lines.append("")
      let ids = report.skipped.map { "\($0.id) (\($0.framework))" }.joined(separator: ", ")
      lines.append(
        MessageText.oneLine("Not checked, not declared in SDK interfaces or headers: \(ids)"))
    }
    lines.append("")
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  /// One row per SDK: how many records it checked and its verdicts. The type check has no
  /// unreadable files, and records it cannot check instead.
  private func perSDKTable() -> [String] {
    let columns: [(title: String, verdict: SDKVerdict)] =
      [("agree", .agrees), ("disagree", .disagrees), ("absent", .absent), ("later SDK", .laterSDK)]
      + [("not found", .notFound)]
      + (report.source == .compiler
        ? [("not checkable", .notCheckable)] : [("unreadable", .unreadable)])
    var lines = [
      style.bold(
        "SDK     checked  " + columns.map { pad($0.title, $0.title.count + 2) }.joined() + "folder")
    ]
    for offset in report.sdks.indices {
      let totals = report.totals(forSDK: offset)
      let checked =
        totals.values.reduce(0, +) - (totals[.unreadable] ?? 0) - (totals[.notCheckable] ?? 0)
      lines.append(
        pad(report.sdks[offset].version.description, 8) + pad("\(checked)", 9)
          + columns.map { pad("\(totals[$0.verdict] ?? 0)", $0.title.count + 2) }.joined()
          + MessageText.oneLine(report.sdks[offset].path))
    }
    return lines
  }

  /// `113 records: 108 agree, 0 disagree, 2 absent, 2 changed in a later SDK, 0 not found,
  /// 1 not checked`: records not checked are those of other frameworks, those no SDK given
  /// could tell anything about, those only unreadable files could have told, and those the
  /// compiler cannot check (both counted apart when there are any).
  package var summary: String {
    let totals = report.totals
    let count = report.records.count + report.skipped.count
    let unreadable = totals[.unreadable] ?? 0
    let notCheckable = totals[.notCheckable] ?? 0
    let notChecked = report.unchecked.count + report.skipped.count + unreadable + notCheckable
    return "\(count) \(count == 1 ? "record" : "records"): \(totals[.agrees] ?? 0) agree, "
      + "\(totals[.disagrees] ?? 0) disagree, \(totals[.absent] ?? 0) absent, "
      + "\(totals[.laterSDK] ?? 0) changed in a later SDK, "
      + "\(totals[.notFound] ?? 0) not found, \(notChecked) not checked"
      + (unreadable > 0 ? " (\(unreadable) unreadable interface)" : "")
      + (notCheckable > 0 ? " (\(notCheckable) not checkable by the compiler)" : "")
  }

  /// One line per file that cannot be read, with the records it left unchecked:
  /// `iPhoneOS27.0.sdk/…/SwiftUI.swiftinterface cannot be read: a Git LFS pointer, not the
  /// file (the dump never fetched it); 84 records not checked`.
  package var problemLines: [String] {
    var lines: [String] = []
    for (offset, problems) in report.problems.enumerated() {
      let folder = report.sdks[offset].path
      let separator = folder.hasSuffix("/") ? "" : "/"
      for problem in problems {
        let count = report.uncheckedRecords(forSDK: offset, problem)
        lines.append(
          "\(folder)\(separator)\(problem.file) cannot be read: \(problem.explanation); "
            + "\(count) \(count == 1 ? "record" : "records") not checked")
      }
    }
    return lines
  }

  private func detail(_ verification: RecordVerification) -> String {
    guard let finding = verification.combined else {
      return "no SDK given holds all of \(verification.record.framework)'s files"
    }
    let place = finding.location.map { " (\($0.short))" } ?? ""
    let note = finding.note.map { "; \($0)" } ?? ""
    if finding.source == .compiler { return compilerDetail(finding) }
    switch finding.verdict {
    case .agrees:
      return (finding.declared?.summary ?? "") + place + note
    case .disagrees:
      return "\(finding.field ?? ""): data says \(finding.data ?? "none"), the "
        + "\(finding.sdkVersion) SDK says \(finding.sdk ?? "none")\(place)"
    case .absent, .laterSDK, .unreadable, .notCheckable:
      return finding.note ?? finding.verdict.rawValue
    case .notFound:
      let symbol = RecordSymbol(verification.record)?.description ?? verification.record.symbol
      return "no declaration of \(symbol) in the \(finding.sdkVersion) SDK" + note
    }
  }

  /// The detail of a verdict of the compiler: what it said, at which target.
  private func compilerDetail(_ finding: SDKFinding) -> String {
    let note = finding.note ?? ""
    switch finding.verdict {
    case .disagrees:
      return "\(finding.field ?? ""): data says \(finding.data ?? "none"), swiftc "
        + "(\(finding.sdkVersion) SDK) says \(finding.sdk ?? "none"); \(note)"
    case .notFound:
      return "swiftc (\(finding.sdkVersion) SDK) does not know it; \(note)"
    case .agrees, .absent, .laterSDK, .unreadable, .notCheckable:
      return note.isEmpty ? finding.verdict.rawValue : note
    }
  }

  private func colored(_ verdict: SDKVerdict) -> String {
    switch verdict {
    case .agrees: style.green(verdict.rawValue)
    case .disagrees, .notFound: style.red(verdict.rawValue)
    case .absent, .laterSDK: style.dim(verdict.rawValue)
    case .unreadable, .notCheckable: style.yellow(verdict.rawValue)
    }
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
