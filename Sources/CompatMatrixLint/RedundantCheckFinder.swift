import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixSource

/// Finds availability checks that a deployment range already satisfies: `#available` checks
/// that are always true, `#unavailable` checks that are always false, and `@available`
/// attributes the range always meets. `lint` reports them; `upgrade --path` lists the ones a
/// higher minimum would make dead.
///
/// A check is judged in every build the file is compiled in (`FileBuildsAvailability`), as
/// the rewrite judges it: it can go only when every build always passes it (a platform the
/// file is not compiled for needs no clause; an `iOSApplicationExtension` clause means
/// nothing in an app); otherwise only the range's platform's clauses that no build needs are
/// reported, and the message says which clauses still apply.
package struct RedundantCheckFinder: Sendable {
  /// The range the code is built for.
  package let range: ResolvedRange
  /// The builds the file is compiled in, with their minimums.
  package let builds: BuildMinimums

  /// Creates a finder for a file's builds.
  package init(range: ResolvedRange, builds: BuildMinimums) {
    self.range = range
    self.builds = builds
  }

  /// Creates a finder for a file of these platforms, linted for `range`: the range's
  /// platform's builds at its minimum, the others at their targets' (unknown by default,
  /// when other platforms' clauses are always kept).
  package init(range: ResolvedRange, platforms: FilePlatforms = .unknown) {
    self.init(
      range: range,
      builds: platforms.isKnown
        ? platforms.builds(.set(range.platform, to: range.minimum))
        : .assumed(range.platform, minimum: range.minimum))
  }

  /// The redundant checks of a file, as lint findings.
  package func findings(
    in availability: FileAvailabilityContext, file: String, includePreviews: Bool = false
  ) -> [LintFinding] {
    redundantChecks(in: availability, includePreviews: includePreviews).map { check, message, _ in
      var finding = LintFinding(
        file: file, line: check.location.line, column: check.location.column,
        rule: .redundantAvailabilityCheck, message: message.text)
      finding.detail = message.detail
      return finding
    }
  }

  /// The redundant checks of a file, as upgrade dead-code notes: each check, and the `else`
  /// branch it makes dead. With `above`, only checks for versions above it: those a raise
  /// from that minimum makes dead, not those already dead before.
  package func deadChecks(
    in availability: FileAvailabilityContext, source: SwiftSourceFile, file: String,
    above previous: OSVersion? = nil
  ) -> [DeadAvailabilityCheck] {
    var dead: [DeadAvailabilityCheck] = []
    for (check, message, whole) in redundantChecks(in: availability, includePreviews: true) {
      if let previous, let version = Self.ownVersion(of: check, for: range.platform),
        version <= previous
      {
        continue
      }
      dead.append(
        DeadAvailabilityCheck(
          file: file, line: check.location.line, column: check.location.column,
          kind: .alwaysTrue, description: message.text))
      // Only a check that goes whole makes its `else` dead: a narrowed one still runs it
      // in another build.
      if whole, let elseBody = check.elseBody, !check.isUnavailable,
        let token = source.tokens.indices.contains(elseBody.lowerBound)
          ? source.tokens[elseBody.lowerBound] : nil
      {
        dead.append(
          DeadAvailabilityCheck(
            file: file, line: token.line, column: token.column, kind: .deadElse,
            description: "this else branch of `\(availability.written(check))` never runs"))
      }
    }
    return dead
  }

  /// The redundant checks, each with its message and whether it can go whole.
  private func redundantChecks(in availability: FileAvailabilityContext, includePreviews: Bool)
    -> [(AvailabilityCheck, LintMessage, whole: Bool)]
  {
    var result: [(AvailabilityCheck, LintMessage, whole: Bool)] = []
    let names = AvailabilitySpec.names(for: range.platform)
    var judge: FileBuildsAvailability?
    for check in availability.checks {
      guard check.isSoleCondition || check.kind == .attribute,
        check.platforms.contains(where: { names.contains($0.platform) && $0.version != nil })
      else { continue }
      let context = availability.context(outside: check)
      guard !context.isExcluded, includePreviews || !context.isInPreview else { continue }
      if judge == nil {
        judge = FileBuildsAvailability(
          file: availability.source, builds: builds, known: availability)
      }
      // Only clauses the range satisfies count: one for app extensions in an app means
      // nothing there, but is reported only once the range reaches it too.
      let floor = max(range.minimum, context.lowerBound ?? range.minimum)
      // Set just above.
      let ruling = judge!.ruling(for: check, removable: names, upTo: floor)
      let removed: Set<Int>
      switch ruling {
      case .keep: continue
      case .alwaysTrue, .alwaysFalse: removed = Set(check.platforms.indices)
      case .narrowed(let clauses): removed = clauses
      }
      let text = LintCheckText(
        check: check, written: availability.written(check), removed: removed,
        whole: ruling == .alwaysTrue || ruling == .alwaysFalse)
      // The message names the lowest release the code runs on: a target's minimum below the
      // range's (an iOS 12.5 target, a range that starts at the data's 13.0) when it has one.
      let built = builds.minimum(of: BuildPlatform(AvailabilityPlatform(range.platform)))
      let shown = built.map { min(floor, max($0, context.lowerBound ?? $0)) } ?? floor
      // Only the clause goes when another build still needs the check: the `else` then
      // still runs there.
      let hasElse = check.elseBody != nil && text.clause == nil
      switch check.kind {
      case .attribute where !check.isUnavailable:
        result.append(
          (
            check, .redundantAttribute(text, minimum: shown, platform: range.platform),
            text.clause == nil
          ))
      case .ifCondition, .guardCondition, .whileCondition:
        if check.isUnavailable {
          result.append(
            (
              check, .alwaysFalse(text, minimum: shown, platform: range.platform),
              text.clause == nil
            ))
        } else {
          result.append(
            (
              check,
              .alwaysTrue(text, minimum: shown, platform: range.platform, hasElse: hasElse),
              text.clause == nil
            ))
        }
      default:
        continue
      }
    }
    return result
  }

  /// The highest version a check's clauses for a platform's names give.
  private static func ownVersion(of check: AvailabilityCheck, for platform: Platform)
    -> OSVersion?
  {
    let names = AvailabilitySpec.names(for: platform)
    return check.platforms.filter { names.contains($0.platform) }.compactMap(\.version).max()
  }
}

extension LintCheckText {
  /// The text of a redundant check: whole when it can go, else the clauses that can and the
  /// clauses that stay.
  init(check: AvailabilityCheck, written: String, removed: Set<Int>, whole: Bool) {
    let gone = check.platforms.indices.filter { removed.contains($0) }.map {
      check.platforms[$0].description
    }
    let kept = check.platforms.indices.filter { !removed.contains($0) }.map {
      check.platforms[$0].description
    }
    self.init(
      written: written, clause: whole ? nil : gone.joined(separator: ", "),
      kept: whole ? [] : kept)
  }
}
