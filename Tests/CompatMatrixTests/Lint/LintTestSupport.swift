import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// Helpers shared by the lint tests.
enum LintTestSupport {
  /// A short name per token kind, for readable expectations.
  static func shortName(_ kind: SwiftTokenKind) -> String {
    switch kind {
    case .identifier: "id"
    case .keyword: "kw"
    case .integerLiteral: "int"
    case .floatLiteral: "float"
    case .stringLiteral: "str"
    case .regexLiteral: "regex"
    case .operator: "op"
    case .punctuation: "punct"
    case .poundDirective: "directive"
    case .poundKeyword: "pound"
    case .attribute: "attr"
    case .lineComment: "comment"
    case .docLineComment: "doc"
    case .blockComment: "block"
    case .docBlockComment: "docblock"
    case .unknown: "unknown"
    }
  }

  /// Each token as `kind text`, with `!` after the kind of an unterminated one.
  static func render(_ source: String) -> [String] {
    let bytes = Array(source.utf8)
    return SwiftTokenizer.tokenize(bytes).map { token in
      "\(shortName(token.kind))\(token.isUnterminated ? "!" : "") \(token.text(in: bytes))"
    }
  }

  /// A fixture under `Fixtures/lint`, indexed.
  static func fixture(_ name: String) throws -> SwiftSourceFile {
    SwiftSourceFile(bytes: try TestSupport.fixtureBytes("lint/\(name)"))
  }

  /// The index of the first token that is the identifier `name`.
  static func tokenIndex(of name: String, in file: SwiftSourceFile) throws -> Int {
    try #require(
      file.tokens.firstIndex { $0.kind == .identifier && $0.text(in: file.bytes) == name },
      "no identifier \(name)")
  }

  /// A token range as `line:column-line:column` of its first and last tokens.
  static func describe(_ range: Range<Int>?, in file: SwiftSourceFile) -> String {
    guard let range, !range.isEmpty else { return "none" }
    return "\(file.tokens[range.lowerBound].location)-\(file.tokens[range.upperBound - 1].location)"
  }
}
