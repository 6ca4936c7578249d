import CompatMatrixCore
import CompatMatrixSource

/// One file's rewrite: decides, check by check and statement by statement, what to remove,
/// plans the edits, and composes them. See `AvailabilityRewriter`.
struct FileRewriter {
  /// What the minimum makes of a check.
  enum Verdict: Equatable {
    /// Nothing: the check is above the minimum, excluded, or not for the platform.
    case keep
    /// An `#available` that always passes.
    case alwaysTrue
    /// An `#unavailable` that always fails.
    case alwaysFalse
    /// A check that also names other platforms that matter: only these of its clauses
    /// (positions in `AvailabilityCheck.platforms`) go.
    case narrowed(Set<Int>)
  }

  let source: SwiftSourceFile
  let file: String
  let target: RewriteTarget
  /// The checks that may be rewritten, when not all may: a check outside it is kept.
  let selection: CheckSelection?
  let availability: FileAvailabilityContext
  let analysis: StatementAnalysis
  let lines: SourceLines
  /// The names the platform goes by in checks, its extensions' and Mac Catalyst's included.
  let names: Set<String>
  var planned: [PlannedEdit] = []
  var notes: [RewriteNote] = []
  /// What each check does in each of the file's builds, computed when first needed.
  var builds: FileBuildsAvailability?
  /// For each block (by the code position of its `{`, `-1` for the file), the names that
  /// branches inlined into it declare.
  var inlinedNames: [Int: Set<String>] = [:]

  var view: SwiftCodeView { source.view }
  var bytes: [UInt8] { source.bytes }

  init(
    source: SwiftSourceFile, file: String, target: RewriteTarget,
    selection: CheckSelection? = nil
  ) {
    self.source = source
    self.file = file
    self.target = target
    self.selection = selection
    self.availability = FileAvailabilityContext(file: source, platform: target.platform)
    self.analysis = StatementAnalysis(source: source)
    self.lines = SourceLines(source.bytes)
    self.names = AvailabilitySpec.names(for: target.platform)
  }

  /// How deep checks may nest (a check in a branch of a check in a branch …) in a file the
  /// rewriter rewrites. Keeping a branch reads the whole branch, so the cost of a file grows
  /// with its size times this depth, and composing the edits recurses once per level: far
  /// deeper than any code written by hand, a file nested deeper (30,000 levels took minutes,
  /// then overflowed the stack) is left as it is, with one note at the check too deep.
  static let nestingLimit = 64

  /// The first check, in file order, nested deeper than `nestingLimit` among the branches
  /// of the file's `if`, `guard` and `while` checks; `nil` for none. A sweep in the order the
  /// branches start, with the ends of those still open on a stack.
  static func tooDeep(_ checks: [AvailabilityCheck]) -> AvailabilityCheck? {
    var open: [Int] = []
    for check in checks where check.kind != .attribute {
      guard let start = check.body?.lowerBound ?? check.elseBody?.lowerBound else { continue }
      let end = max(check.body?.upperBound ?? start, check.elseBody?.upperBound ?? start)
      while let last = open.last, last <= start { open.removeLast() }
      open.append(end)
      if open.count > nestingLimit { return check }
    }
    return nil
  }

  mutating func run() -> AvailabilityRewriter.Result {
    if let deep = Self.tooDeep(availability.checks) {
      note(deep, .nestedTooDeep(Self.nestingLimit))
      return AvailabilityRewriter.Result(edits: [], changes: [], notes: notes)
    }
    var statements: [Int: [AvailabilityCheck]] = [:]
    for check in availability.checks {
      switch check.kind {
      case .attribute:
        rewriteAttribute(check)
      case .ifCondition, .guardCondition, .whileCondition:
        guard let keyword = check.keyword else { continue }
        statements[keyword, default: []].append(check)
      case .ternaryCondition, .other:
        if verdict(check) != .keep { note(check, .outsideCondition) }
      }
    }
    for keyword in statements.keys.sorted() {
      // Every key was filled above.
      rewriteStatement(keyword: keyword, checks: statements[keyword]!)
    }
    let composer = EditComposer(bytes: bytes, lines: lines)
    let (edits, changes, refused) = composer.compose(planned)
    for edit in refused {
      for change in edit.changes {
        notes.append(
          RewriteNote(
            file: file, location: change.location, offset: change.offset, check: change.check,
            reason: .overlap))
      }
    }
    return AvailabilityRewriter.Result(
      edits: edits, changes: changes.sorted(), notes: notes.sorted())
  }

  // MARK: Verdicts

  /// What the minimum makes of a check: what may go so that every build the file is
  /// compiled in keeps what the check does there (`FileBuildsAvailability`).
  mutating func verdict(_ check: AvailabilityCheck) -> Verdict {
    guard
      check.platforms.contains(where: { spec in
        names.contains(spec.platform) && spec.version.map { $0 <= target.minimum } ?? false
      })
    else { return .keep }
    if let selection, !selection.contains(offset(of: check)) { return .keep }
    if builds == nil {
      builds = FileBuildsAvailability(
        file: source, builds: target.builds, known: availability)
    }
    // Set just above.
    switch builds!.ruling(for: check, removable: names, upTo: target.minimum) {
    case .keep: return .keep
    case .alwaysTrue: return .alwaysTrue
    case .alwaysFalse: return .alwaysFalse
    case .narrowed(let clauses): return .narrowed(clauses)
    }
  }

  // MARK: Notes and changes

  /// The check as written, on one line: `#available(iOS 16.0, *)`.
  func text(of check: AvailabilityCheck) -> String {
    let tokens = source.tokens
    guard let first = check.tokenRange.first, check.tokenRange.last! < tokens.count else {
      return ""
    }
    // `tokenRange` is not empty here, so `last` exists.
    let last = check.tokenRange.last!
    let slice = bytes[tokens[first].range.lowerBound..<tokens[last].range.upperBound]
    var text = ""
    var pendingSpace = false
    for scalar in String(decoding: slice, as: UTF8.self).unicodeScalars {
      if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
        pendingSpace = true
        continue
      }
      if pendingSpace, !text.hasSuffix("("), scalar != ")", scalar != "," { text += " " }
      pendingSpace = false
      text.unicodeScalars.append(scalar)
    }
    return text
  }

  /// The byte offset where a check starts.
  func offset(of check: AvailabilityCheck) -> Int {
    source.tokens.indices.contains(check.tokenRange.lowerBound)
      ? source.tokens[check.tokenRange.lowerBound].range.lowerBound : 0
  }

  mutating func note(_ check: AvailabilityCheck, _ reason: RewriteNote.Reason) {
    notes.append(
      RewriteNote(
        file: file, location: check.location, offset: offset(of: check), check: text(of: check),
        reason: reason))
  }

  func change(_ check: AvailabilityCheck, _ kind: RewriteChange.Kind) -> RewriteChange {
    RewriteChange(
      file: file, location: check.location, offset: offset(of: check), check: text(of: check),
      kind: kind)
  }

  // MARK: Positions and bytes

  func startByte(_ position: Int) -> Int { view.token(position).range.lowerBound }
  func endByte(_ position: Int) -> Int { view.token(position).range.upperBound }

  /// The code position of a check's first token.
  func position(of check: AvailabilityCheck) -> Int {
    view.codePosition(atOrAfterToken: check.tokenRange.lowerBound)
  }

  /// The whole lines from the line of `start` through the line of `end` (bytes), with the
  /// last line break, when the code starts its line and nothing but spaces or a comment
  /// follows it on its last line; `nil` when other code shares those lines.
  func ownLines(_ start: Int, _ end: Int) -> Range<Int>? {
    let lineStart = lines.lineStart(start)
    guard lines.isBlank(lineStart..<start) else { return nil }
    let rest = bytes[end..<lines.lineEnd(end)].trimmed
    let isComment =
      rest.starts(with: [0x2F, 0x2F])
      || (rest.starts(with: [0x2F, 0x2A]) && rest.reversed().starts(with: [0x2F, 0x2A]))
    guard rest.isEmpty || isComment else { return nil }
    return lineStart..<lines.nextLineStart(end)
  }
}
