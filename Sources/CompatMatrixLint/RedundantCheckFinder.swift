import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixSource

/// Finds availability checks that a deployment range already satisfies: `#available` checks
/// that are always true, `#unavailable` checks that are always false, and `@available`
/// attributes the range always meets. `lint` reports them; `upgrade --path` lists the ones a
/// higher minimum would make dead.
///
/// A check that names several platforms is judged per platform: it can go only when every
/// clause is redundant for the file, by the minimums of the targets that compile it (a
/// platform the file is not compiled for needs no clause); otherwise only the range's
/// platform's clause is reported, and the message says which clauses still apply.
package struct RedundantCheckFinder: Sendable {
  /// The range the code is built for.
  package let range: ResolvedRange
  /// The platforms and minimums of the targets that compile the file; unknown by default,
  /// when other platforms' clauses are always kept.
  package let platforms: FilePlatforms

  /// Creates a finder for a range.
  package init(range: ResolvedRange, platforms: FilePlatforms = .unknown) {
    self.range = range
    self.platforms = platforms
  }

  /// The redundant checks of a file, as lint findings.
  package func findings(
    in availability: FileAvailabilityContext, file: String, includePreviews: Bool = false
  ) -> [LintFinding] {
    redundantChecks(in: availability, includePreviews: includePreviews).map { check, message in
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
    for (check, message) in redundantChecks(in: availability, includePreviews: true) {
      if let previous, let version = check.version, version <= previous { continue }
      dead.append(
        DeadAvailabilityCheck(
          file: file, line: check.location.line, column: check.location.column,
          kind: .alwaysTrue, description: message.text))
      if let elseBody = check.elseBody, !check.isUnavailable,
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

  private func redundantChecks(in availability: FileAvailabilityContext, includePreviews: Bool)
    -> [(AvailabilityCheck, LintMessage)]
  {
    var result: [(AvailabilityCheck, LintMessage)] = []
    let names = AvailabilitySpec.names(for: range.platform)
    for check in availability.checks {
      guard let version = check.version, check.isSoleCondition || check.kind == .attribute
      else { continue }
      let context = availability.context(outside: check)
      guard !context.isExcluded, includePreviews || !context.isInPreview else { continue }
      let floor = max(range.minimum, context.lowerBound ?? range.minimum)
      guard version <= floor else { continue }
      let text = LintCheckText(
        check: check, written: availability.written(check), names: names, platforms: platforms)
      // Only the clause goes when another platform still needs its own: the `else` then
      // still runs there.
      let hasElse = check.elseBody != nil && text.clause == nil
      switch check.kind {
      case .attribute where !check.isUnavailable:
        result.append(
          (check, .redundantAttribute(text, minimum: floor, platform: range.platform)))
      case .ifCondition, .guardCondition, .whileCondition:
        if check.isUnavailable {
          result.append((check, .alwaysFalse(text, minimum: floor, platform: range.platform)))
        } else {
          result.append(
            (
              check,
              .alwaysTrue(text, minimum: floor, platform: range.platform, hasElse: hasElse)
            ))
        }
      default:
        continue
      }
    }
    return result
  }
}

extension LintCheckText {
  /// The text of a redundant check: whole when every other platform it names is redundant
  /// for the file too, else the clause of `names`' platform and the clauses that stay.
  init(
    check: AvailabilityCheck, written: String, names: Set<String>, platforms: FilePlatforms
  ) {
    let own = check.platforms.first { names.contains($0.platform) }
    let others = check.platforms.filter { !names.contains($0.platform) }
    let kept = others.filter { !Self.isRedundant($0, platforms) }
    self.init(
      written: written, clause: kept.isEmpty ? nil : own?.description,
      kept: kept.map(\.description))
  }

  /// Whether another platform's clause is redundant for the file: its targets are known and
  /// either do not build for that platform or have a minimum at or above the clause's.
  private static func isRedundant(_ spec: AvailabilitySpec, _ platforms: FilePlatforms) -> Bool {
    guard platforms.isKnown,
      let platform = Platform.allCases.first(where: {
        $0 != .iPadOS && AvailabilitySpec.names(for: $0).contains(spec.platform)
      })
    else { return false }
    if platforms.builds(for: platform) == false { return true }
    guard let version = spec.version, let minimum = platforms.minimum(for: platform) else {
      return false
    }
    return minimum >= version
  }
}
