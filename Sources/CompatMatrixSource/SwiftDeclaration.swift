import CompatMatrixCore

/// A declaration found in a file, in code positions (see `SwiftCodeView`).
package struct SwiftDeclaration: Sendable, Hashable {
  /// What a declaration declares.
  package enum Kind: Sendable, Hashable {
    /// `struct`, `class`, `enum`, `protocol` or `actor`.
    case type
    /// `extension`.
    case `extension`
    /// `func`, `init`, `deinit` or `subscript`.
    case function
    /// Anything else an attribute can be written on: `var`, `let`, `case`, `typealias` …
    case other
  }

  /// What it declares.
  package let kind: Kind
  /// The position of its first attribute or modifier, or of its keyword.
  package let start: Int
  /// The position of the keyword that introduces it.
  package let keyword: Int
  /// The position of its body's `{`, if it has one.
  package let body: Int?
  /// The position after its last token.
  package let end: Int

  /// Whether it bounds the `declaration` scope of lint patterns: a type, an extension or a
  /// function.
  var isScope: Bool { kind != .other }
}
