/// A set of names looked up by a byte range without making a string, for indexing only the
/// names lint patterns use: `IdentifierWordTable`'s lookup, with each name's string made once.
package struct NameSet: Sendable {
  private let table: IdentifierWordTable
  /// The names in table order.
  private let names: [String]

  /// Creates the set; empty names and names of 256 bytes or more are left out.
  package init(_ names: Set<String>) {
    table = IdentifierWordTable(names)
    self.names = table.strings
  }

  /// The names every part (`match`, `inside`, `with`, `without`, `fix.replace`) of the
  /// patterns uses, and those of `extra` patterns.
  package init(patterns: [LintPattern], extra: [String] = []) {
    var names = Set<String>()
    let texts = patterns.flatMap { pattern in
      [
        pattern.match, pattern.inside, pattern.with, pattern.without, pattern.fix?.replace,
        pattern.fix?.then?.replace,
      ]
      .compactMap { $0 }
    }
    for text in texts + extra {
      let bytes = Array(text.utf8)
      for token in SwiftTokenizer.tokenize(bytes)
      where token.kind == .identifier || token.kind == .keyword || token.kind == .attribute {
        names.insert(token.name(in: bytes))
      }
    }
    self.init(names)
  }

  /// The name the bytes in `range` spell, if it is in the set.
  package func name(in bytes: [UInt8], _ range: Range<Int>) -> String? {
    table.position(of: range, in: bytes).map { names[$0] }
  }
}
