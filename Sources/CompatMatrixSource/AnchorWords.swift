import CompatMatrixCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fast first pass over a file's bytes: whether any of a set of words occurs as a whole
/// identifier. A file without any of the lint patterns' anchor words cannot produce a
/// finding, so it is never tokenized; this keeps `lint` close to `grep` on large projects.
///
/// Words inside comments and strings count too: they only send a file through the full,
/// precise pass. `lint` anchors on its patterns' words; the architecture detector on the
/// names of navigation containers.
package struct AnchorWords: Sendable {
  /// The words and the scan for them.
  private let table: IdentifierWordTable
  /// Whether every file must be read whatever it holds.
  private let everything: Bool

  /// Creates the set; words longer than 255 bytes or not ASCII are ignored.
  package init(_ words: Set<String>, everything: Bool = false) {
    table = IdentifierWordTable(words)
    self.everything = everything
  }

  /// The anchor of each lint pattern (its longest literal identifier, which every match must
  /// contain), plus the words of availability checks and suppression comments.
  package init(patterns: [LintPattern]) {
    var words: Set<String> = ["available", "unavailable", "compat"]
    var everything = false
    for pattern in patterns {
      let bytes = Array(pattern.match.utf8)
      let identifiers = SwiftTokenizer.tokenize(bytes)
        .filter { $0.kind == .identifier || $0.kind == .keyword }
        .map { $0.text(in: bytes) }
        .filter { $0 != "*" && $0.unicodeScalars.allSatisfy(\.isASCII) }
      if let longest = identifiers.max(by: { $0.count < $1.count }) {
        words.insert(longest)
      } else {
        // A pattern without a word to anchor on: every file must be read.
        everything = true
      }
    }
    self.init(words, everything: everything)
  }

  /// Whether any word occurs in the bytes as a whole identifier.
  package func occurs(in bytes: [UInt8]) -> Bool {
    everything || table.occurring(in: bytes, stoppingAtFirst: true).contains { $0 != 0 }
  }
}
