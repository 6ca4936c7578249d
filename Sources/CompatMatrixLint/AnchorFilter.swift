import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

/// A fast first pass over a file's bytes, before any tokenizing: which of the words the lint
/// patterns need occur in it as whole identifiers, and so whether any pattern can match. A
/// pattern can match only where every name of its `match`, `inside` and `with` occurs, so a
/// file that has `offset` but no `ToolbarItem` is never tokenized for the offset patterns. A
/// file that has none of a pattern's sets of words, no availability check and no suppression
/// comment cannot produce a finding, and is never tokenized; this keeps `lint` close to
/// `grep` on large projects.
///
/// Words inside comments and strings count too: they only send a file through the full,
/// precise pass.
struct AnchorFilter: Sendable {
  /// What the pass found in a file.
  struct Verdict: Sendable, Hashable {
    /// The groups (one per detector) with a pattern whose words are all in the file.
    var groups: [Int]
    /// Whether some pattern has all its words in the file.
    var patterns: Bool { !groups.isEmpty }
    /// Whether the file has `available` or `unavailable`: a check to judge.
    var availability: Bool
    /// Whether the file has `compat`: perhaps a suppression comment.
    var suppression: Bool
    /// Whether the file has a word of the profile's scan: a navigation container or `App`.
    var profileWords: Bool
    /// Whether the file has a word of a call that shows a screen (`ScreenRoleScan`): only such
    /// files are read again for how the run's screens are shown.
    var screenWords = false

    /// Whether the file needs tokenizing at all.
    var needsTokens: Bool { patterns || availability || suppression }
  }

  /// The words of the patterns, of availability checks and suppressions, and the profile's.
  private let table: IdentifierWordTable
  /// Each pattern's words, as a bit set over the table, with its group; a pattern without
  /// words has an empty set, which every file meets.
  private let requirements: [(group: Int, words: [UInt64])]
  /// The profile's words (navigation containers, `App`), as a bit set over the table.
  private let profileWords: [UInt64]
  /// The words of the calls that show a screen, as a bit set over the table.
  private let screenWords: [UInt64]
  /// The positions in the table of `available`, `unavailable` and `compat`.
  private let availableWord: Int
  private let unavailableWord: Int
  private let compatWord: Int
  /// The positions in the table of the words lint itself looks for.
  private let lintWords: [Int]
  /// The filter for groups of patterns (a detector's): the names of each one's `match`,
  /// `inside` and `with`.
  ///
  /// `profile` are the words of the project profile's scan (`NavigationOwnerScan.words`),
  /// looked for in the same pass so that the scan need not read the bytes again.
  init(groups: [[LintPattern]], profile: Set<String> = NavigationOwnerScan.words) {
    var sets: [(group: Int, names: Set<String>)] = []
    for (group, pattern) in groups.enumerated().flatMap({ group, patterns in
      patterns.map { (group, $0) }
    }) {
      var names = Set<String>()
      for text in [pattern.match, pattern.inside, pattern.with].compactMap({ $0 }) {
        // The names every match holds: not what a `!` excludes, nor a capture's name.
        // Validation parsed every pattern already.
        let required = (try? LintPatternProgram.parse(text))?.requiredNames ?? []
        for name in required where name.unicodeScalars.allSatisfy(\.isASCII) && !name.isEmpty {
          names.insert(name)
        }
      }
      sets.append((group, names))
    }
    let all = sets.reduce(into: Set(["available", "unavailable", "compat"])) {
      $0.formUnion($1.names)
    }
    table = IdentifierWordTable(all.union(profile).union(ScreenRoleScan.showingWords))
    var position: [String: Int] = [:]
    for (index, word) in table.strings.enumerated() { position[word] = index }
    let size = (table.words.count + 63) / 64
    func bits(_ names: Set<String>) -> [UInt64] {
      var bits = [UInt64](repeating: 0, count: size)
      for name in names {
        guard let index = position[name] else { continue }
        bits[index / 64] |= 1 << UInt64(index % 64)
      }
      return bits
    }
    requirements = sets.map { group, names in (group, bits(names)) }
    profileWords = bits(profile)
    screenWords = bits(ScreenRoleScan.showingWords)
    lintWords = all.compactMap { position[$0] }
    // The three are in the set, inserted above.
    availableWord = position["available"]!
    unavailableWord = position["unavailable"]!
    compatWord = position["compat"]!
  }

  /// Every word the pass looks for on lint's behalf (not the profile's), sorted.
  var wordList: [String] {
    let strings = table.strings
    return lintWords.map { strings[$0] }.sorted()
  }

  /// The words of the patterns that occur in the bytes, and what they make necessary.
  func verdict(for bytes: [UInt8]) -> Verdict {
    let found = table.occurring(in: bytes)
    func has(_ index: Int) -> Bool { found[index / 64] & (1 << UInt64(index % 64)) != 0 }
    var groups: [Int] = []
    for (group, required) in requirements
    where groups.last != group && zip(required, found).allSatisfy({ $0 & $1 == $0 }) {
      groups.append(group)
    }
    return Verdict(
      groups: groups, availability: has(availableWord) || has(unavailableWord),
      suppression: has(compatWord),
      profileWords: zip(profileWords, found).contains { $0 & $1 != 0 },
      screenWords: zip(screenWords, found).contains { $0 & $1 != 0 })
  }
}
