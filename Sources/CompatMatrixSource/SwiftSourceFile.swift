import CompatMatrixCore

/// A Swift source file, tokenized and indexed once, for matching lint patterns
/// (`CompiledLintPattern`) and computing availability (`FileAvailabilityContext`).
///
/// Building it tokenizes the file, matches its brackets, finds its types, extensions and
/// functions, and indexes its names, all in time linear in the file's size; every pattern
/// matched against it afterwards reuses that work.
package struct SwiftSourceFile: Sendable {
  /// The tokens without comments, with matched brackets.
  package let view: SwiftCodeView
  /// Every type, extension and function, ordered by start.
  package let scopes: [SwiftDeclaration]
  /// For each code position, the index in `scopes` of the innermost one around it, or `-1`.
  let innermostScope: [Int]
  /// The code positions of each identifier, keyword and attribute, by name (an attribute
  /// under its name without `@`).
  package let namePositions: [String: [Int]]

  /// The file's bytes.
  package var bytes: [UInt8] { view.bytes }
  /// The file's tokens, comments included; token indices in results refer to this array.
  package var tokens: [SwiftToken] { view.tokens }

  /// Tokenizes and indexes a file's bytes.
  package init(bytes: [UInt8]) {
    self.init(bytes: bytes, tokens: SwiftTokenizer.tokenize(bytes))
  }

  /// Tokenizes and indexes Swift source text.
  package init(text: String) {
    self.init(bytes: Array(text.utf8))
  }

  /// Indexes a file already tokenized with `SwiftTokenizer.tokenize(_:)`.
  package init(bytes: [UInt8], tokens: [SwiftToken]) {
    self.init(bytes: bytes, tokens: tokens, indexing: nil)
  }

  /// Tokenizes a file and indexes only the names in `names`: patterns that use other names
  /// cannot match it, and the linter, which knows every name its patterns use, saves making a
  /// string of every identifier.
  package init(bytes: [UInt8], indexing names: NameSet) {
    self.init(bytes: bytes, tokens: SwiftTokenizer.tokenize(bytes), indexing: names)
  }

  /// Indexes a file already tokenized, only the names in `names` when they are given (none
  /// for an empty set: for availability alone, which needs no name index).
  package init(bytes: [UInt8], tokens: [SwiftToken], indexing filter: NameSet?) {
    view = SwiftCodeView(bytes: bytes, tokens: tokens)
    let scanner = SwiftDeclarationScanner(view: view)
    scopes = scanner.scopes()
    innermostScope = scanner.innermostScopes(scopes)
    var names: [String: [Int]] = [:]
    for position in 0..<view.count {
      let token = view.token(position)
      switch token.kind {
      case .identifier, .keyword, .attribute:
        if let filter {
          if let name = filter.name(in: bytes, token.nameRange) {
            names[name, default: []].append(position)
          }
        } else {
          names[view.name(position), default: []].append(position)
        }
      default: continue
      }
    }
    namePositions = names
  }

  /// The token range of the innermost type, extension or function declaration around a
  /// token (its attributes and modifiers through its closing brace), or `nil` at the top
  /// level.
  package func enclosingDeclaration(ofToken tokenIndex: Int) -> Range<Int>? {
    let position = view.codePosition(atOrAfterToken: tokenIndex)
    guard position < view.count else { return nil }
    return scopeRange(at: position)
  }

  /// The innermost scope declaration around a code position, in code positions.
  package func scopeCodeRange(at position: Int) -> Range<Int>? {
    guard position >= 0, position < innermostScope.count, innermostScope[position] >= 0 else {
      return nil
    }
    let scope = scopes[innermostScope[position]]
    return scope.start..<scope.end
  }

  /// The innermost scope declaration around a code position, in token indices.
  func scopeRange(at position: Int) -> Range<Int>? {
    scopeCodeRange(at: position).map(view.tokenRange)
  }
}
