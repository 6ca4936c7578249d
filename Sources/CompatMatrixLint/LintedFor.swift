import CompatMatrixCore
import CompatMatrixProject

/// What a finding's file was linted for: the targets that compile it, the platforms they
/// build it for with each one's lowest minimum, and the range the file was linted for.
/// JSON and SARIF carry it on every finding, so a reader sees why a finding holds there.
package struct LintedFor: Sendable, Hashable {
  /// The targets that compile the file; empty when no project read lists it.
  package var targets: [String]
  /// Each platform those targets build the file for, with the lowest minimum among them
  /// (`nil` when none sets one).
  package var platforms: [Platform: OSVersion?]
  /// Whether one of the targets builds it for Mac Catalyst.
  package var catalyst: Bool
  /// The range the file was linted for.
  package var range: ResolvedRange
}

extension LintedFor {
  /// What an input was linted for.
  init(_ input: LintInput) {
    targets = input.platforms.targets
    platforms = input.platforms.platforms
    catalyst = input.platforms.supportsCatalyst
    range = input.range
  }
}
