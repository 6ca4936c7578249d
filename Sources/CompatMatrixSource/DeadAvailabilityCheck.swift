import CompatMatrixCore

/// An availability check in a team's code that a raised minimum makes always true, or the
/// `else` branch of one that becomes dead code.
package struct DeadAvailabilityCheck: Sendable, Hashable {
  /// What was found.
  package enum Kind: String, Sendable, Hashable {
    /// An `#available` (or `@available`) check that is always true.
    case alwaysTrue = "always-true"
    /// The `else` branch of such a check, or an `#unavailable` body: never runs.
    case deadElse = "dead-else"
  }

  /// The file, as displayed.
  package let file: String
  /// The line.
  package let line: Int
  /// The column.
  package let column: Int
  /// What was found.
  package let kind: Kind
  /// One line for people.
  package let description: String

  /// Creates a finding.
  package init(file: String, line: Int, column: Int, kind: Kind, description: String) {
    self.file = file
    self.line = line
    self.column = column
    self.kind = kind
    self.description = description
  }
}
