import CompatMatrixCore
import CompatMatrixOutput
import CompatMatrixResolver

/// The comment at the top of a scaffold file: the marker line, what the file is and why, the
/// plan it carries out (the range, the profile, the SDK, each concern's strategy per stretch
/// of versions, and the command that shows the reasons), and the sources.
struct ScaffoldHeader {
  /// The file.
  let file: ScaffoldFile
  /// The whole plan.
  let plan: NavigationPlan
  /// The plans of the file's concerns, in the order its slots name them.
  let concerns: [ConcernPlan]
  /// The SDK the plan is for; `nil` for the latest in the data.
  let sdk: OSVersion?
  /// How sources are named.
  let citations: SourceCitations

  /// How wide the comment's text runs, after `// `.
  static let width = 96

  /// The comment's lines.
  var lines: [String] {
    var lines = [GeneratedFileMarker.scaffold.line, "//"]
    lines += comment("\(file.name): \(file.title).")
    lines.append("//")
    lines += comment(file.summary)
    lines.append("//")
    let range = plan.range
    let built = sdk.map { "the iOS \($0) SDK" } ?? "the latest SDK the data knows"
    lines += comment(
      "The plan: iOS \(range.minimum)–\(range.maximum), \(plan.profile.displayName) navigation, "
        + "for apps built with \(built). Per concern, the strategy on each stretch of versions:")
    for concernPlan in concerns {
      lines += comment(
        "\(concernPlan.concern.id): \(concernPlan.concern.question)", indent: 2, hanging: 2)
      lines += stretches(of: concernPlan)
    }
    lines.append("//")
    lines.append("// Why each, and what was not chosen:")
    lines.append("//   " + MessageText.oneLine(resolveCommand))
    lines.append("//")
    lines.append("// Sources:")
    for source in sources {
      lines += comment(citations.full(source), indent: 2, hanging: 2)
    }
    return lines
  }

  /// `iOS 16.0–26.7.1  NavigationStack (works)`, newest first, each branch followed by what
  /// falls short of `works` in it.
  private func stretches(of concernPlan: ConcernPlan) -> [String] {
    var rows: [(from: OSVersion, versions: String, text: String, notes: [String])] = []
    let range = concernPlan.range
    for branch in concernPlan.branches {
      rows.append(
        (
          branch.from, VersionSpanText.label(from: branch.from, until: branch.until, in: range),
          "\(branch.strategy.title) (\(branch.status.rawValue))",
          branch.notes.map { "\($0.status.rawValue): \($0.text)" }
        ))
    }
    for gap in concernPlan.gaps {
      rows.append(
        (
          gap.from, VersionSpanText.label(from: gap.from, until: gap.until, in: range),
          "no strategy serves it", []
        ))
    }
    for stretch in concernPlan.notApplicable {
      rows.append(
        (
          stretch.from,
          VersionSpanText.label(from: stretch.from, until: stretch.until, in: range),
          "does not arise", []
        ))
    }
    rows.sort { $0.from > $1.from }
    let width = rows.map(\.versions.count).max() ?? 0
    return rows.flatMap { row in
      [
        "//     "
          + MessageText.oneLine("iOS " + row.versions.padding(toLength: width) + "  " + row.text)
      ]
        + row.notes.flatMap { comment($0, indent: 6, hanging: 2) }
    }
  }

  /// The `resolve` command that shows the file's concerns' plans with their reasons.
  private var resolveCommand: String {
    let range = plan.range
    let sdkOption = sdk.map { " --sdk \($0)" } ?? ""
    return "compat-matrix resolve --min \(range.minimum) --max \(range.maximum) --framework "
      + "\(plan.profile.rawValue)\(sdkOption) "
      + concerns.map { "--concern \($0.concern.id)" }.joined(separator: " ")
  }

  /// The file's sources, then those of the strategies it uses, each once, in that order.
  private var sources: [String] {
    var all: [String] = []
    let strategies = concerns.flatMap { $0.branches.map(\.strategy.sources) }
    for source in file.sources + strategies.flatMap({ $0 }) where !all.contains(source) {
      all.append(source)
    }
    return all
  }

  /// Text as comment lines, wrapped, indented by `indent` spaces after `// `, and lines after
  /// the first by `hanging` more.
  private func comment(_ text: String, indent: Int = 0, hanging: Int = 0) -> [String] {
    let lead = "// " + String(repeating: " ", count: indent)
    let wrapped = MessageText.oneLine(text).wrapped(width: Self.width - indent - hanging)
    return wrapped.enumerated().map { offset, line in
      lead + (offset == 0 ? "" : String(repeating: " ", count: hanging)) + line
    }
  }
}
