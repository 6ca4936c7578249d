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
  }

  /// Every match of `match` in the file that lies inside a match of `inside` (when given)
  /// and has a match of `with` in its scope (when given), ordered by start.
  ///
  /// A match lies inside a call when it is within the call's parentheses or its trailing
  /// closures (`ToolbarItem(…) { here }`, labelled ones included). With the `declaration`
  /// scope, `with` must match within the innermost type, extension or function around the
  /// match (the whole file for top-level code); with the `file` scope, anywhere in the file.
  package func matches(in file: SwiftSourceFile) -> [LintPatternMatch] {
    var found = match.codeMatches(in: file)
    if !found.isEmpty, let inside {
      let regions = CallRegions(
        inside.codeMatches(in: file).compactMap { callRegion($0, file.view) })
      found = found.filter(regions.contains)
    }
    if !found.isEmpty, let with {
      let companions = with.codeMatches(in: file)
      switch pattern.scope {
      case .file:
        if companions.isEmpty { found = [] }
      case .declaration:
        found = found.filter { candidate in
          let scope = file.scopeCodeRange(at: candidate.lowerBound) ?? 0..<file.view.count
          return Self.contains(companions, within: scope)
        }
      }
    }
    return found.map { LintPatternMatch(codeRange: $0, in: file.view) }
  }

  /// The code positions inside the call that a match of `inside` names: within the
  /// parentheses that end the match (or follow it) and the trailing closures after them.
  private func callRegion(_ call: Range<Int>, _ view: SwiftCodeView) -> Range<Int>? {
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
  private func isLabelledClosure(at position: Int, _ view: SwiftCodeView) -> Bool {
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
