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
  /// The SDK the plan is for, when one was given; `nil` for the latest in the data.
  let sdk: OSVersion?
  /// The latest SDK the data knows, which the plan is for when none was given.
  let latestSDK: OSVersion?
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
    let built =
      sdk.map { "for apps built with the iOS \($0) SDK (--sdk \($0))" }
      ?? latestSDK.map { "for the newest SDK the data knows (iOS \($0)), as no --sdk was given" }
      ?? "for the newest SDK the data knows, as no --sdk was given"
    lines += comment(
      "The plan: iOS \(range.minimum)–\(range.maximum), \(plan.profile.displayName) navigation, "
        + "\(built). Per concern, the strategy on each stretch of versions:")
    for concernPlan in concerns {
      lines += comment(
        "\(concernPlan.concern.id): \(concernPlan.concern.question)", indent: 2, hanging: 2)
      lines += stretches(of: concernPlan)
    }
    lines.append("//")
    lines.append("// Why each, and what was not chosen:")
    lines.append("//   " + MessageText.oneLine(resolveCommand))
    let cited = sources.compactMap { Self.cited($0, title: citations.citations[$0]?.title) }
    if !cited.isEmpty {
      lines.append("//")
      lines.append("// Apple's documentation and SDK headers behind it:")
      for source in cited {
        lines += comment(source, indent: 2, hanging: 2)
      }
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

  /// The file's sources, then those of the strategies it uses, each once (by how the header
  /// cites it), in that order.
  private var sources: [String] {
    var all: [String] = []
    var names: Set<String> = []
    let strategies = concerns.flatMap { $0.branches.map(\.strategy.sources) }
    for source in file.sources + strategies.flatMap({ $0 })
    where names.insert(Self.cited(source, title: citations.citations[source]?.title) ?? source)
      .inserted
    {
      all.append(source)
    }
    return all
  }

  /// A source as an app's own file cites it, or `nil` for one it leaves out. The rule: an
  /// app's code cites only what its team can open and trust as Apple's word: Apple's
  /// documentation pages, in their canonical form (`https://developer.apple.com/documentation/…`,
  /// without a `.md` ending or the `/tutorials/data/` prefix of the data's copies), and the
  /// SDK headers and interfaces the facts were read in, by name and version. Seed articles,
  /// blog posts, forum and issue threads stay in the data (`compat-matrix show`).
  static func cited(_ source: String, title: String?) -> String? {
    if let file = sdkFile(source, title: title) { return file }
    for prefix in [
      "https://developer.apple.com/tutorials/data/documentation/",
      "https://developer.apple.com/documentation/",
    ] where source.hasPrefix(prefix) {
      var address = "https://developer.apple.com/documentation/" + source.dropFirst(prefix.count)
      if address.hasSuffix(".md") { address.removeLast(3) }
      if address.hasSuffix(".json") { address.removeLast(5) }
      return address
    }
    return nil
  }

  /// `UINavigationBar.h in Apple's iOS 16.4 SDK; …`: a file of an SDK dump on GitHub, by the
  /// SDK's version its citation's title gives (`…, iOS 16.4 SDK`), else its folder's
  /// (`iPhoneOS13.7.sdk`); `nil` for any other source.
  static func sdkFile(_ source: String, title: String?) -> String? {
    guard source.hasPrefix("https://github.com/") else { return nil }
    let parts = source.split(separator: "/")
    guard let index = parts.lastIndex(where: { $0.hasSuffix(".framework") }), let file = parts.last
    else { return nil }
    let words = (title ?? "").split(separator: " ")
    var version = words.indices.first { index in
      words[index] == "iOS" && index + 2 < words.count && words[index + 2].hasPrefix("SDK")
    }.map { String(words[$0 + 1]) }
    if version == nil,
      let folder = parts.first(where: { $0.hasPrefix("iPhoneOS") && $0.hasSuffix(".sdk") }),
      folder.count > "iPhoneOS.sdk".count
    {
      version = String(folder.dropFirst("iPhoneOS".count).dropLast(".sdk".count))
    }
    guard let version else { return nil }
    let framework = parts[index].dropLast(".framework".count)
    let name = file.hasSuffix(".swiftinterface") ? "the \(framework) interface" : String(file)
    return "\(name) in Apple's iOS \(version) SDK"
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
