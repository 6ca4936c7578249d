import CompatMatrixCore

/// A manifest's code as the Swift tokenizer splits it, comments left out: the tokens
/// `PackageManifestReader` walks, with what it asks of them.
///
/// Every question takes a token index and answers `nil` or `false` for an index outside the
/// code, so that a reader looking around a token needs no bounds checks of its own.
struct ManifestCode {
  private let bytes: [UInt8]
  private let tokens: [SwiftToken]

  /// Tokenizes `text`, the manifest `file` holds; an unterminated comment or literal throws,
  /// since the code after it cannot be told apart from its inside.
  init(_ text: String, file: String) throws(ProjectDetectionError) {
    bytes = Array(text.utf8)
    var code: [SwiftToken] = []
    for token in SwiftTokenizer.tokenize(bytes) {
      if token.isUnterminated {
        let what =
          switch token.kind {
          case .blockComment, .docBlockComment: "/* comment"
          case .regexLiteral: "regular expression literal"
          default: "string literal"
          }
        throw .malformedManifest(file: file, line: token.line, reason: "unterminated \(what)")
      }
      if !token.kind.isComment { code.append(token) }
    }
    tokens = code
  }

  /// The number of tokens.
  var count: Int { tokens.count }

  /// The token at `index`.
  subscript(index: Int) -> SwiftToken { tokens[index] }

  /// The punctuation character at `index`: one of `( ) [ ] { } , : ; . ? \`.
  func punctuation(_ index: Int) -> Character? {
    guard tokens.indices.contains(index), tokens[index].kind == .punctuation else { return nil }
    // Punctuation tokens are one ASCII byte.
    return Character(Unicode.Scalar(bytes[tokens[index].range.lowerBound]))
  }

  /// Whether the token at `index` is the punctuation `character`.
  func isPunctuation(_ index: Int, _ character: Character) -> Bool {
    punctuation(index) == character
  }

  /// The name at `index`, without backticks, when the token there is an identifier.
  func identifier(_ index: Int) -> String? {
    guard tokens.indices.contains(index), tokens[index].kind == .identifier else { return nil }
    return tokens[index].name(in: bytes)
  }

  /// The value of the string literal at `index`, when it is one without interpolation.
  func string(_ index: Int) -> String? {
    guard tokens.indices.contains(index) else { return nil }
    return SwiftStringLiteral.value(of: tokens[index], in: bytes)
  }

  /// The tokens in `range` as written, without the white space between them: `.iOS(.v15)`.
  func written(_ range: Range<Int>) -> String {
    tokens[range].map { String(decoding: bytes[$0.range], as: UTF8.self) }.joined()
  }
}
