import CompatMatrixCore
import CompatMatrixResolver

/// The reasons a rejected strategy cannot be used, as the text and Markdown plans give them:
/// the first, or, where different reasons hold over different stretches of the range, each
/// with its stretch, so that "not usable anywhere in the range" never reads as one reason that
/// holds only on part of it.
enum RejectionReasons {
  /// The reasons to show, each with its stretch when there are several; `nil` when none of the
  /// strategy's reasons makes it unusable.
  static func failing(_ rejection: RejectedStrategy, in range: ResolvedRange)
    -> [(stretch: String?, reason: StatusReason)]?
  {
    let failing = rejection.reasons.filter { !$0.status.isUsable }
    guard let first = failing.first else { return nil }
    guard Set(failing.map(\.text)).count > 1 else { return [(nil, first)] }
    return failing.map {
      (VersionSpanText.describe(from: $0.from, until: $0.until, in: range), $0)
    }
  }
}
