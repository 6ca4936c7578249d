import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

/// A strategy's lint pattern with its parts parsed: `match`, and the `inside` and `with`
/// conditions, ready to run on any number of files.
///
/// ```swift
/// let compiled = try CompiledLintPattern(pattern)   // once per pattern
/// let file = SwiftSourceFile(bytes: bytes)          // once per file
/// for found in compiled.matches(in: file) { print(found.location) }
/// ```
package struct CompiledLintPattern: Sendable {
  /// The pattern as the matrix declares it.
  package let pattern: LintPattern
  /// The parsed `match`.
  package let match: LintPatternProgram
  /// The parsed `inside`: a call the match must lie in.
  package let inside: LintPatternProgram?
  /// The parsed `with`: a pattern that must also occur in the same scope.
  package let with: LintPatternProgram?
  /// The parsed `without`: a pattern that must not occur in the same scope.
  package let without: LintPatternProgram?
  /// The parsed `fix.replace`: the tokens of a match that a fix replaces.
  package let replace: LintPatternProgram?
  /// The parsed `fix.then.replace`: the tokens a fix's second replacement replaces.
  package let thenReplace: LintPatternProgram?

  /// Parses the pattern's parts.
  ///
  /// - Throws: the error of the first part that does not parse, in the order `match`,
  ///   `inside`, `with`.
  package init(_ pattern: LintPattern) throws(LintPatternError) {
    self.pattern = pattern
    match = try LintPatternProgram.parse(pattern.match)
    inside = try pattern.inside.map { (text) throws(LintPatternError) in
      try LintPatternProgram.parse(text)
    }
    with = try pattern.with.map { (text) throws(LintPatternError) in
      try LintPatternProgram.parse(text)
    }
    without = try pattern.without.map { (text) throws(LintPatternError) in
      try LintPatternProgram.parse(text)
    }
    replace = try pattern.fix.map { (fix) throws(LintPatternError) in
      try LintPatternProgram.parse(fix.replace)
    }
    thenReplace = try pattern.fix?.then.map { (then) throws(LintPatternError) in
      try LintPatternProgram.parse(then.replace)
    }
  }

  /// Every match of `match` in the file that lies inside a match of `inside` (when given)
  /// and has a match of `with` in its scope (when given), ordered by start.
  ///
  /// A match lies inside a call when it is within the call's parentheses or its trailing
  /// closures (`ToolbarItem(…) { here }`, labelled ones included). With the `declaration`
  /// scope, `with` must match within the innermost type, extension or function around the
  /// match (the whole file for top-level code); with the `file` scope, anywhere in the file.
  /// Where `with` or `without` shares a capture with `match` (`*item`), only its matches that
  /// captured the same identifiers count.
  package func matches(in file: SwiftSourceFile) -> [LintPatternMatch] {
    var found = match.codeMatches(in: file)
    if !found.isEmpty, let inside {
      let regions = CallRegions(
        inside.codeMatches(in: file).compactMap { Self.callRegion($0, file.view) })
      found = found.filter(regions.contains)
    }
    let captured = match.captureNames
    for (clause, keep) in [(with, true), (without, false)] {
      guard !found.isEmpty, let clause else { continue }
      let shared = captured.intersection(clause.captureNames)
      if shared.isEmpty {
        found = filter(found, clause.codeMatches(in: file), in: file, keepingWhereFound: keep)
      } else {
        found = filter(found, clause, sharing: shared, in: file, keepingWhereFound: keep)
      }
    }
    return found.map { LintPatternMatch(codeRange: $0, in: file.view) }
  }

  /// The matches that have (or, without `keepingWhereFound`, do not have) one of `others`
  /// in their scope.
  private func filter(
    _ found: [Range<Int>], _ others: [Range<Int>], in file: SwiftSourceFile,
    keepingWhereFound keep: Bool
  ) -> [Range<Int>] {
    switch pattern.scope {
    case .file:
      return others.isEmpty != keep ? found : []
    case .declaration:
      return found.filter { candidate in
        let scope = file.scopeCodeRange(at: candidate.lowerBound) ?? 0..<file.view.count
        return Self.contains(others, within: scope) == keep
      }
    case .match:
      return found.filter { Self.contains(others, within: $0) == keep }
    }
  }

  /// The matches that have (or, without `keepingWhereFound`, do not have) a match of
  /// `clause` in their scope whose captures `shared` are the same identifiers as theirs:
  /// `.backBarButtonItem = *item` with `*item = UIBarButtonItem(… action: !nil …)`.
  private func filter(
    _ found: [Range<Int>], _ clause: LintPatternProgram, sharing shared: Set<String>,
    in file: SwiftSourceFile, keepingWhereFound keep: Bool
  ) -> [Range<Int>] {
    let view = file.view
    let own = match.capturingMatches(in: file)
    let others = clause.capturingMatches(in: file)
    func names(_ captures: [Int], of program: LintPatternProgram) -> [String: ArraySlice<UInt8>] {
      var names: [String: ArraySlice<UInt8>] = [:]
      for (index, element) in program.elements.enumerated() {
        if case .capture(let name) = element, shared.contains(name), captures[index] >= 0 {
          names[name] = view.bytes[view.token(captures[index]).nameRange]
        }
      }
      return names
    }
    let theirs = others.map { ($0.range, names($0.captures, of: clause)) }
    var mine: [Range<Int>: [String: ArraySlice<UInt8>]] = [:]
    for hit in own { mine[hit.range] = names(hit.captures, of: match) }
    return found.filter { candidate in
      let scope: Range<Int>
      switch pattern.scope {
      case .file: scope = 0..<view.count
      case .declaration:
        scope = file.scopeCodeRange(at: candidate.lowerBound) ?? 0..<view.count
      case .match: scope = candidate
      }
      let bound = mine[candidate] ?? [:]
      let hit = theirs.contains { range, names in
        range.lowerBound >= scope.lowerBound && range.upperBound <= scope.upperBound
          && shared.allSatisfy { bound[$0] != nil && bound[$0] == names[$0] }
      }
      return hit == keep
    }
  }

  /// The code tokens of a match that its fix replaces: the first place inside the match where
  /// `fix.replace` matches, as token indices; `nil` without a fix or when it is not found.
  package func replacedTokens(of match: LintPatternMatch, in file: SwiftSourceFile)
    -> Range<Int>?
  {
    guard let replace else { return nil }
    let codeRange =
      file.view.codePosition(
        atOrAfterToken: match.tokenRange.lowerBound)..<file.view.codePosition(
        atOrAfterToken: match.tokenRange.upperBound)
    guard
      let hit = replace.codeMatches(in: file).first(where: {
        $0.lowerBound >= codeRange.lowerBound && $0.upperBound <= codeRange.upperBound
      })
    else { return nil }
    return file.view.tokenRange(hit)
  }

  /// The code tokens a fix's second replacement (`fix.then`) replaces: the first place after
  /// `first` and inside the match where `fix.then.replace` matches directly inside the
  /// parentheses of the call `first` names, as token indices; `nil` when it is not found (the
  /// fix is then not offered).
  package func secondReplacedTokens(
    of match: LintPatternMatch, after first: Range<Int>, in file: SwiftSourceFile
  ) -> Range<Int>? {
    guard let thenReplace else { return nil }
    let view = file.view
    let end = view.codePosition(atOrAfterToken: match.tokenRange.upperBound)
    let start = view.codePosition(atOrAfterToken: first.upperBound)
    // The call's parentheses open right after the replaced name.
    guard view.isPunctuation(start, "("), view.partner[start] > start else { return nil }
    let closing = view.partner[start]
    // The positions directly inside the parentheses, nested groups skipped.
    var direct = Set<Int>()
    var position = start + 1
    while position < closing {
      direct.insert(position)
      let partner = view.partner[position]
      position = partner > position ? partner + 1 : position + 1
    }
    guard
      let hit = thenReplace.codeMatches(in: file).first(where: {
        $0.lowerBound > start && $0.upperBound <= min(end, closing)
          && direct.contains($0.lowerBound)
      })
    else { return nil }
    return view.tokenRange(hit)
  }

  /// The code positions inside the call that a match of `inside` names: within the
  /// parentheses that end the match (or follow it) and the trailing closures after them.
  static func callRegion(_ call: Range<Int>, _ view: SwiftCodeView) -> Range<Int>? {
    // A group without its closing bracket runs to the end of the file.
    func closing(_ opening: Int) -> Int {
      view.partner[opening] >= 0 ? view.partner[opening] : view.count
    }
    var opening: Int?
    var lastClosing = call.upperBound
    var next = call.upperBound
    if call.count > 1, view.isPunctuation(call.upperBound - 1, ")"),
      view.partner[call.upperBound - 1] >= call.lowerBound
    {
      opening = view.partner[call.upperBound - 1]
      lastClosing = call.upperBound - 1
    } else if view.isPunctuation(next, "(") {
      opening = next
      lastClosing = closing(next)
      next = lastClosing + 1
    }
    if view.isPunctuation(next, "{") {
      opening = opening ?? next
      lastClosing = closing(next)
      next = lastClosing + 1
      // Further trailing closures are labelled: `label: { … }`.
      while isLabelledClosure(at: next, view) {
        lastClosing = closing(next + 2)
        next = lastClosing + 1
      }
    }
    guard let opening else { return nil }
    return opening + 1..<max(opening + 1, lastClosing)
  }

  /// Whether `label: {` starts at `position`.
  private static func isLabelledClosure(at position: Int, _ view: SwiftCodeView) -> Bool {
    guard position >= 0, position + 2 < view.count else { return false }
    let kind = view.token(position).kind
    return (kind == .identifier || kind == .keyword) && view.isPunctuation(position + 1, ":")
      && view.isPunctuation(position + 2, "{")
  }

  /// Whether one of `matches`, ordered by start, lies within `scope`.
  private static func contains(_ matches: [Range<Int>], within scope: Range<Int>) -> Bool {
    var low = 0
    var high = matches.count
    while low < high {
      let middle = (low + high) / 2
      if matches[middle].lowerBound < scope.lowerBound { low = middle + 1 } else { high = middle }
    }
    for candidate in matches[low...] {
      if candidate.lowerBound >= scope.upperBound { return false }
      if candidate.upperBound <= scope.upperBound { return true }
    }
    return false
  }
}

/// Call regions indexed for "is this range inside any of them" in logarithmic time.
private struct CallRegions {
  /// The regions ordered by start.
  package let regions: [Range<Int>]
  /// The largest end among `regions[0...i]`.
  let furthestEnd: [Int]

  package init(_ regions: [Range<Int>]) {
    self.regions = regions.sorted { $0.lowerBound < $1.lowerBound }
    var furthest = Int.min
    furthestEnd = self.regions.map { region in
      furthest = max(furthest, region.upperBound)
      return furthest
    }
  }

  /// Whether a region contains the whole range.
  package func contains(_ range: Range<Int>) -> Bool {
    var low = 0
    var high = regions.count
    while low < high {
      let middle = (low + high) / 2
      if regions[middle].lowerBound <= range.lowerBound { low = middle + 1 } else { high = middle }
    }
    // `low` regions start at or before the range; one of them must reach its end.
    return low > 0 && furthestEnd[low - 1] >= range.upperBound
  }
}
