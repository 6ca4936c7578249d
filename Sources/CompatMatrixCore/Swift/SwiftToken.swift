/// What a token of Swift source is.
///
/// `@usableFromInline`, as `SwiftToken` and `SwiftCodeView` are, so that the modules above
/// inline its comparison.
@usableFromInline
package enum SwiftTokenKind: UInt8, Sendable, Hashable, CaseIterable {
  /// A name: `NavigationStack`, `` `default` `` (its text is without the backticks), `$0`,
  /// `$path`, and contextual keywords such as `some`, `any`, `get` and `actor`.
  case identifier
  /// A reserved word: `struct`, `if`, `self`, `true`, `_` …; a reserved word right after a `.`
  /// is an identifier (`.default`, `.init`).
  case keyword
  /// An integer literal: `42`, `1_000`, `0xFF`, `0o17`, `0b1010`.
  case integerLiteral
  /// A floating-point literal: `1.5`, `1e-3`, `0x1.8p3`.
  case floatLiteral
  /// A whole string literal, interpolations included: `"a\(b)"`, `"""…"""`, `#"…"#`.
  case stringLiteral
  /// An extended regular-expression literal: `#/…/#`.
  case regexLiteral
  /// A run of operator characters: `+`, `==`, `...`, `..<`, `!`, `->`, `=`, `??`.
  case `operator`
  /// One of `( ) [ ] { } , : ; . ? \` or an `@` or `#` that starts nothing else.
  case punctuation
  /// `#if`, `#elseif`, `#else`, `#endif` or `#sourceLocation`.
  case poundDirective
  /// Any other `#name`: `#available`, `#unavailable`, `#selector`, `#Preview`, `#warning`.
  case poundKeyword
  /// `@name`: `@available`, `@MainActor`, `@State`.
  case attribute
  /// `// …` up to the end of the line.
  case lineComment
  /// `/// …` up to the end of the line.
  case docLineComment
  /// `/* … */`, nested comments included.
  case blockComment
  /// `/** … */`.
  case docBlockComment
  /// A byte that starts no token: a control character, a lone backtick, invalid UTF-8.
  case unknown

  /// Whether the kind is a comment, which matching and analysis skip.
  package var isComment: Bool {
    switch self {
    case .lineComment, .docLineComment, .blockComment, .docBlockComment: true
    default: false
    }
  }

  /// Whether the kind is a literal whose inside is opaque: a string or a regular expression.
  package var isOpaqueLiteral: Bool {
    self == .stringLiteral || self == .regexLiteral
  }

  /// Whether two kinds are the same, compared by their raw values.
  ///
  /// Written out and inlinable because the synthesized `==` is reached from other modules
  /// as a call per token compared; the raw values are the cases' indices, so the comparison
  /// is one of two bytes.
  @inlinable
  package static func == (left: SwiftTokenKind, right: SwiftTokenKind) -> Bool {
    left.rawValue == right.rawValue
  }
}

/// One token of Swift source: its kind, where its bytes are, and where it starts.
///
/// Stored compactly (24 bytes) because a large file has millions of tokens: lines, columns and
/// lengths are kept as 32-bit numbers, which saturate for inputs of 4 GiB or more.
@usableFromInline
package struct SwiftToken: Sendable, Hashable {
  // Visible to inlinable code, which reads a token's range and name without a call.
  @usableFromInline let start: Int
  @usableFromInline let length: UInt32
  private let lineNumber: UInt32
  private let columnNumber: UInt32
  /// What the token is.
  @usableFromInline package let kind: SwiftTokenKind
  @usableFromInline let flags: UInt8

  private static let unterminatedFlag: UInt8 = 1
  @usableFromInline static let backtickedFlag: UInt8 = 2

  /// Creates a token.
  package init(
    kind: SwiftTokenKind, range: Range<Int>, location: SourceLocation,
    isUnterminated: Bool = false, isBackticked: Bool = false
  ) {
    self.kind = kind
    start = range.lowerBound
    length = UInt32(clamping: range.count)
    lineNumber = UInt32(clamping: location.line)
    columnNumber = UInt32(clamping: location.column)
    let backticked = isBackticked && kind == .identifier && range.count >= 2
    flags = (isUnterminated ? Self.unterminatedFlag : 0) | (backticked ? Self.backtickedFlag : 0)
  }

  /// The token's bytes in the source, delimiters included.
  @inlinable
  package var range: Range<Int> { start..<start + Int(length) }

  /// Where the token starts: line and column (in Unicode scalars), both from 1.
  package var location: SourceLocation {
    SourceLocation(line: Int(lineNumber), column: Int(columnNumber))
  }

  /// The line the token starts on, from 1.
  package var line: Int { Int(lineNumber) }

  /// The column the token starts at, from 1, counted in Unicode scalars.
  package var column: Int { Int(columnNumber) }

  /// Whether a string, comment or regular expression ran to the end of the line or file
  /// without its closing delimiter.
  package var isUnterminated: Bool { flags & Self.unterminatedFlag != 0 }

  /// Whether the token is an identifier written between backticks: `` `default` ``.
  @inlinable
  package var isBackticked: Bool { flags & Self.backtickedFlag != 0 }

  /// The bytes that name the token: a backticked identifier without its backticks, an
  /// attribute without its `@`, a pound directive or keyword without its `#`; for every other
  /// token, its whole range.
  @inlinable
  package var nameRange: Range<Int> {
    switch kind {
    // The initializer keeps `isBackticked` only for ranges of two bytes or more.
    case .identifier where isBackticked: start + 1..<start + Int(length) - 1
    case .attribute, .poundDirective, .poundKeyword: start + 1..<start + Int(length)
    default: range
    }
  }

  /// The token's text as written, except that a backticked identifier is given without its
  /// backticks (`` `default` `` is `default`).
  package func text(in bytes: [UInt8]) -> String {
    let slice = isBackticked ? nameRange : range
    return String(decoding: bytes[clamped(slice, to: bytes.count)], as: UTF8.self)
  }

  /// The token's name: `text(in:)` without the `@` of an attribute or the `#` of a pound
  /// directive or keyword (`available` for both `@available` and `#available`).
  package func name(in bytes: [UInt8]) -> String {
    String(decoding: bytes[clamped(nameRange, to: bytes.count)], as: UTF8.self)
  }

  /// The range cut to the buffer, so a token used with the wrong bytes cannot trap.
  private func clamped(_ range: Range<Int>, to count: Int) -> Range<Int> {
    let lower = min(range.lowerBound, count)
    return lower..<max(lower, min(range.upperBound, count))
  }
}
