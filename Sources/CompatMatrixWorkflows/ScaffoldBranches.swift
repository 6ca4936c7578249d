import CompatMatrixCore
import CompatMatrixResolver

/// The code a plan puts in a scaffold file's slot for its concern: each branch's strategy's
/// code for the file, behind the plan's `#available` checks, newest first.
///
/// ```swift
/// if #available(iOS 16.0, *) {
///     NavigationStack(path: $router.path) { … }
/// } else {
///     NavigationView { … }
/// }
/// ```
///
/// Branches whose code is the same text become one (a push that reads `path.append(route)`
/// on every release needs no check), their comments kept; a stretch where no strategy serves, or whose strategy
/// has no code for the file (it lives elsewhere, such as in each screen), has a comment that
/// says so; one where the concern does not arise has no code, and at the bottom of the range
/// no `else`. One stretch is its
/// code alone. Each stretch's code is then rewritten for the release its check guarantees
/// (`rewrite`), so that a check of its own the branch makes pointless goes.
enum ScaffoldBranches {
  /// A stretch of the range and the code it runs.
  struct Stretch: Equatable {
    /// The first version.
    var from: OSVersion
    /// The check that selects it; `nil` at the bottom of the range.
    var condition: String?
    /// Its code; empty for none.
    var code: String
    /// What a stretch without code says instead, as a comment.
    var comment: String?
  }

  /// The slot's code for `file` in `plan`; `fallback`, the file's code for a stretch without
  /// any (after the comment that says why, where there is one).
  static func code(
    of plan: ConcernPlan, for file: String, fallback: String? = nil, platform: Platform,
    rewrite: (String, OSVersion) -> String = { code, _ in code }
  ) -> String {
    var stretches: [Stretch] = plan.branches.map { branch in
      let code = branch.strategy.scaffold.first { $0.file == file && $0.part == nil }?.code
      let versions = VersionSpanText.label(from: branch.from, until: branch.until, in: plan.range)
      let elsewhere =
        fallback == nil
        ? "which has no code here: see the plan."
        : "which lives elsewhere (see the plan); the code below still applies."
      return Stretch(
        from: branch.from, condition: branch.condition, code: code ?? fallback ?? "",
        comment: code == nil
          ? "On iOS \(versions), the plan's way is \(branch.strategy.title), \(elsewhere)" : nil)
    }
    for gap in plan.gaps {
      let versions = VersionSpanText.label(from: gap.from, until: gap.until, in: plan.range)
      stretches.append(
        Stretch(
          from: gap.from, condition: gap.condition, code: fallback ?? "",
          comment: "No strategy serves iOS \(versions): see the plan."))
    }
    for stretch in plan.notApplicable {
      stretches.append(
        Stretch(from: stretch.from, condition: stretch.condition, code: fallback ?? ""))
    }
    return compose(stretches.sorted { $0.from < $1.from }, platform: platform, rewrite: rewrite)
  }

  /// The stretches, oldest first, as one `if #available` chain; each stretch's code is
  /// rewritten for the first release it runs on (`rewrite`) once stretches with the same code
  /// are one.
  static func compose(
    _ stretches: [Stretch], platform: Platform,
    rewrite: (String, OSVersion) -> String = { code, _ in code }
  ) -> String {
    var merged: [Stretch] = []
    for stretch in stretches {
      // The same code on both sides of a check needs no check: one stretch, with the
      // comments of both.
      if let last = merged.last, last.code == stretch.code,
        last.comment == stretch.comment || !stretch.code.isEmpty
      {
        if let comment = stretch.comment, last.comment != comment {
          merged[merged.count - 1].comment = [last.comment, comment].compactMap { $0 }
            .joined(separator: " ")
        }
        continue
      }
      merged.append(stretch)
    }
    for index in merged.indices where !merged[index].code.isEmpty {
      merged[index].code = rewrite(merged[index].code, merged[index].from)
    }
    guard merged.count > 1 else { return merged.first.map(body) ?? "" }
    var lines: [String] = []
    let newestFirst = Array(merged.reversed())
    for (offset, stretch) in newestFirst.enumerated() {
      let condition =
        stretch.condition ?? "#available(\(platform.availabilityName) \(stretch.from), *)"
      let isOldest = offset == newestFirst.count - 1
      if offset == 0 {
        lines.append("if \(condition) {")
      } else if isOldest {
        guard !body(stretch).isEmpty else { break }
        lines.append("} else {")
      } else {
        lines.append("} else if \(condition) {")
      }
      lines += indented(body(stretch))
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// A stretch's comment, wrapped, then its code.
  private static func body(_ stretch: Stretch) -> String {
    let comment = stretch.comment?.wrapped(width: 80).map { "// " + $0 } ?? []
    return (comment + (stretch.code.isEmpty ? [] : [stretch.code])).joined(separator: "\n")
  }

  /// Lines indented by four spaces; empty lines stay empty.
  private static func indented(_ code: String) -> [String] {
    guard !code.isEmpty else { return [] }
    return code.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : "    " + $0
    }
  }
}
