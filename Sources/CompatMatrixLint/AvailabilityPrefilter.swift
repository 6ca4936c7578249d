import CompatMatrixCore
import CompatMatrixSource

/// Decides, before a file is tokenized, whether it can hold a redundant availability check, so
/// that a file with checks but no pattern to match is tokenized only when one is possible.
///
/// A check is redundant only when it names the platform with a version at or below the floor
/// the code runs on: the file's minimum, or the version of an enclosing check of the same
/// platform. So a file cannot have one when none of its checks names the platform with a
/// version, or when exactly one does, with a version above the minimum.
///
/// The versions come from the reader the full pass uses (`AvailabilityArguments`), over the
/// few tokens of each check: every `#available`, `#unavailable` and `@available` in the bytes
/// is lexed from its `#` or `@` as the whole file's tokenizer lexes it, so each check the
/// full pass finds is read here with the version it has in every build whose clause it names,
/// or none; a check naming the platform in several clauses (`iOS` and
/// `iOSApplicationExtension`), whose deciding clause depends on the build, is left unsettled. Text in comments and strings may read
/// as a check too, which only adds a version and so can only send the file through the full
/// pass. Where this reading cannot settle a check (its arguments do not close within
/// `tokenLimit` tokens, or a bracket inside them closes one opened before the check), or the
/// checks' tokens cost more than reading the file once, the file goes through the full pass.
struct AvailabilityPrefilter: Sendable {
  /// The names the platform goes by in checks.
  let names: Set<String>

  /// How many tokens of a check are read: first enough for most (`#available`, `(`, three
  /// platforms with versions, `*` and `)` are twelve), then, for one that does not close in
  /// those, enough for any real one with comments among its arguments.
  static let tokenLimits = [12, 48]

  /// What reading one check gave.
  enum Reading: Sendable, Hashable {
    /// Not a check (`#availableX`), or one without arguments.
    case noCheck
    /// A check, and the version it gives the platform, if any.
    case check(OSVersion?)
    /// A check this reading cannot settle.
    case unsettled
  }

  /// Whether the bytes may hold a check that `minimum` makes redundant.
  func mayHaveRedundantCheck(_ bytes: [UInt8], minimum: OSVersion) -> Bool {
    var versions = 0
    var lexed = 0
    var index = 0
    while let hit = ByteSearch.firstOffset(of: Self.word, in: bytes[...], from: index) {
      index = hit + Self.word.count
      guard let start = Self.checkStart(bytes, before: hit) else { continue }
      let (reading, cost) = read(bytes, at: start)
      // Pathological input (thousands of checks in one long comment) reads no more than the
      // file's size before giving up to the full pass.
      lexed += cost
      guard lexed <= bytes.count else { return true }
      switch reading {
      case .noCheck, .check(nil): continue
      case .unsettled: return true
      case .check(let version?):
        if version <= minimum { return true }
        versions += 1
        if versions > 1 { return true }
      }
    }
    return false
  }

  /// `available`, which every check's name ends with.
  private static let word = Array("available".utf8)

  /// Where the check whose name ends in `available` at `offset` starts: the `#` of
  /// `#available` or `#unavailable`, or the `@` of `@available`.
  static func checkStart(_ bytes: [UInt8], before offset: Int) -> Int? {
    if offset >= 1, bytes[offset - 1] == UInt8(ascii: "#") || bytes[offset - 1] == UInt8(ascii: "@")
    {
      return offset - 1
    }
    if offset >= 3, bytes[offset - 3] == UInt8(ascii: "#"), bytes[offset - 2] == UInt8(ascii: "u"),
      bytes[offset - 1] == UInt8(ascii: "n")
    {
      return offset - 3
    }
    return nil
  }

  /// Reads the check whose `#` or `@` is at `start`, and how many bytes its tokens took.
  func read(_ bytes: [UInt8], at start: Int) -> (Reading, cost: Int) {
    var lexed = 0
    for limit in Self.tokenLimits {
      let tokens = SwiftTokenizer.tokenize(bytes, from: start, limit: limit)
      let end = tokens.last?.range.upperBound ?? start
      lexed += end - start
      let reading = read(SwiftCodeView(bytes: bytes, tokens: tokens))
      // Fewer tokens than asked for: the file ends, and more would not settle it.
      if reading != .unsettled || tokens.count < limit { return (reading, lexed) }
    }
    return (.unsettled, lexed)
  }

  /// Reads the check at the start of `view`, which holds its first tokens.
  private func read(_ view: SwiftCodeView) -> Reading {
    let isCheck =
      view.isName(0, .poundKeyword, "available") || view.isName(0, .poundKeyword, "unavailable")
      || view.isName(0, .attribute, "available")
    guard isCheck else { return .noCheck }
    // Only comments after the name: what follows them is not read yet.
    guard view.count > 1 else { return .unsettled }
    guard view.isPunctuation(1, "(") else { return .noCheck }
    // The arguments read as in the whole file only when they close here, and no bracket in
    // them closes one opened before the check, which these tokens do not hold.
    guard view.partner[1] >= 0,
      !view.inside(1).contains(where: { view.isClosing($0) && view.partner[$0] < 0 })
    else { return .unsettled }
    // Which of the platform's clauses decides depends on the build (an extension name only in
    // extensions, `macCatalyst` only on Mac Catalyst): with one clause, every build reads its
    // version or none; with more, the full pass settles it for each build.
    let clauses = AvailabilityArguments(view: view, opening: 1).specs.filter {
      names.contains($0.platform)
    }
    guard clauses.count <= 1 else { return .unsettled }
    return .check(clauses.first?.version)
  }
}
