import CompatMatrixCore
import CompatMatrixSource

/// An input of a deployment-range request, so that a message can name the argument or file
/// that gave the value at fault.
package enum RangeInput: Sendable, Hashable {
  /// A range expression, such as `15-18`.
  case expression
  /// The minimum deployment target.
  case minimum
  /// The newest release to plan for.
  case maximum
  /// A range from a configuration file.
  case configuration
  /// The project the minimum was read from.
  case project
  /// The current minimum of an upgrade.
  case currentMinimum
  /// The proposed minimum of an upgrade.
  case proposedMinimum
}

/// Why a deployment range cannot be chosen: the catalogue of range-selection failures, each
/// saying which input is at fault so that the command line can name its argument.
package enum RangeRequestError: Error, Sendable, Hashable {
  /// A range given both as an expression and with a minimum or maximum.
  case expressionAndBounds
  /// A maximum given without a minimum.
  case maximumWithoutMinimum
  /// A value that cannot be used: the input, its text, and why.
  case invalidValue(RangeInput, String, reason: String)
  /// A minimum and a maximum that are versions but not a range, such as `18` and `15`.
  case invalidRange(VersionError)
  /// No range given and no project to read one from; with the reason when a project was
  /// found but gave no minimum.
  case noRange(reason: String?)
  /// A project that cannot be read or is malformed: bad data, not a usage mistake.
  case unreadableProject(ProjectDetectionError)
  /// An upgrade whose proposed minimum is not above the current one.
  case proposedMinimumNotAbove(proposed: OSVersion, current: OSVersion)
}
