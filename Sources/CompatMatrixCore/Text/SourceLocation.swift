/// A position in a text file: a 1-based line and a 1-based column counted in characters
/// (Unicode scalars), as editors show it.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The line, from 1.
  public let line: Int
  /// The column, from 1.
  public let column: Int

  /// Creates a location.
  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }

  /// Orders the values for sorting.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
