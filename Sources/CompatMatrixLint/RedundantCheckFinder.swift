import CompatMatrixCore
import CompatMatrixSource

/// Finds availability checks that a deployment range already satisfies: `#available` checks
/// that are always true, `#unavailable` checks that are always false, and `@available`
/// attributes the range always meets. `lint` reports them; `upgrade --path` lists the ones a
/// higher minimum would make dead.
package struct RedundantCheckFinder: Sendable {
  /// The range the code is built for.
  package let range: ResolvedRange

  /// Creates a finder for a range.
  package init(range: ResolvedRange) {
    self.range = range
  }

  /// The redundant checks of a file, as lint findings.
  package func findings(
    in availability: FileAvailabilityContext, file: String, includePreviews: Bool = false
  ) -> [LintFinding] {
    redundantChecks(in: availability, includePreviews: includePreviews).map { check, message in
      LintFinding(
        file: file, line: check.location.line, column: check.location.column,
        rule: .redundantAvailabilityCheck, message: message.text)
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
            description: "this else branch of \(Self.text(of: check)) never runs"))
      }
    }
    return dead
  }

  private func redundantChecks(in availability: FileAvailabilityContext, includePreviews: Bool)
    -> [(AvailabilityCheck, LintMessage)]
  {
    var result: [(AvailabilityCheck, LintMessage)] = []
    for check in availability.checks {
      guard let version = check.version, check.isSoleCondition || check.kind == .attribute
      else { continue }
      let context = availability.context(outside: check)
      guard !context.isExcluded, includePreviews || !context.isInPreview else { continue }
      let floor = max(range.minimum, context.lowerBound ?? range.minimum)
      guard version <= floor else { continue }
      let text = Self.text(of: check)
      switch check.kind {
      case .attribute where !check.isUnavailable:
        result.append(
          (check, .redundantAttribute(check: text, minimum: floor, platform: range.platform)))
      case .ifCondition, .guardCondition, .whileCondition:
        if check.isUnavailable {
          result.append(
            (check, .alwaysFalse(check: text, minimum: floor, platform: range.platform)))
        } else {
          result.append(
            (
              check,
              .alwaysTrue(
                check: text, minimum: floor, platform: range.platform,
                hasElse: check.elseBody != nil)
            ))
        }
      default:
        continue
      }
    }
    return result
  }

  /// The check as written for the platform: `#available(iOS 15.0, *)`.
  package static func text(of check: AvailabilityCheck) -> String {
    let name =
      check.kind == .attribute ? "@available" : check.isUnavailable ? "#unavailable" : "#available"
    let version = check.version.map { " \($0)" } ?? ""
    let platform = check.platforms.first { $0.version == check.version }?.platform ?? "iOS"
    return "\(name)(\(platform)\(version)\(check.hasWildcard ? ", *" : ""))"
  }
}
