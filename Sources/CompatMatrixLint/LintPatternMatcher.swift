import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

/// Finds a program's matches in a file's code positions (see `SwiftCodeView`).
///
/// Candidates come from the file's name index: the program's rarest name among the elements
/// before its first `…` anchors each attempt, so a pattern costs time in proportion to the
/// occurrences of that name, not to the file. `…` skips whole bracket groups using the
/// precomputed partners, so nesting never recurses; only the pattern's own `…` elements do,
/// and failed (element, position) pairs are remembered, which bounds an attempt by the
/// pattern's length times the group's length.
struct LintPatternMatcher {
  package let file: SwiftSourceFile
  package let elements: [LintPatternProgram.Element]

  private var view: SwiftCodeView { file.view }

  /// Every match, as code-position ranges ordered by start; at most one per start, the
  /// shortest.
  package func matches() -> [Range<Int>] {
    guard let starts = candidateStarts() else { return [] }
    let gaps = elements.count { $0 == .gap }
    var failures = Set<Int>()
    var result: [Range<Int>] = []
    for start in starts {
      if gaps > 1 { failures.removeAll(keepingCapacity: true) }
      if let end = match(from: 0, at: start, remembering: gaps > 1, &failures) {
        result.append(start..<end)
      }
    }
    return result
  }

  /// The positions where a match may start, in increasing order; `nil` when a name the
  /// pattern needs is absent from the file.
  private func candidateStarts() -> [Int]? {
    var anchor: (offset: Int, positions: [Int])?
    var fixedPrefix = true
    for (offset, element) in elements.enumerated() {
      if element == .gap { fixedPrefix = false }
      guard case .token(let tokenClass, let bytes) = element,
        tokenClass == .name || tokenClass == .attribute
      else { continue }
      guard let positions = file.namePositions[String(decoding: bytes, as: UTF8.self)] else {
        return nil
      }
      if fixedPrefix, positions.count < anchor?.positions.count ?? Int.max {
        anchor = (offset, positions)
      }
    }
    guard let anchor else { return Array(0..<view.count) }
    return anchor.positions.compactMap { $0 >= anchor.offset ? $0 - anchor.offset : nil }
  }

  /// Matches `elements[index...]` at `position`, returning the end of the shortest match.
  ///
  /// Recurses once per `…` of the pattern, never on the code's nesting.
  private func match(
    from index: Int, at position: Int, remembering: Bool, _ failures: inout Set<Int>
  ) -> Int? {
    var index = index
    var position = position
    while index < elements.count {
      switch elements[index] {
      case .gap:
        var candidate = position
        while true {
          let key = (index + 1) * (view.count + 1) + candidate
          if !remembering || !failures.contains(key) {
            if let end = match(from: index + 1, at: candidate, remembering: remembering, &failures)
            {
              return end
            }
            if remembering { failures.insert(key) }
          }
          // The run may not leave its group: it stops at a closing bracket.
          guard candidate < view.count, !view.isClosing(candidate) else { return nil }
          if view.isOpening(candidate) {
            guard view.partner[candidate] >= 0 else { return nil }
            candidate = view.partner[candidate] + 1
          } else {
            candidate += 1
          }
        }
      case .anyIdentifier:
        guard position < view.count, view.token(position).kind == .identifier else { return nil }
      case .token(let tokenClass, let bytes):
        guard position < view.count, matches(view.token(position), tokenClass, bytes) else {
          return nil
        }
      }
      index += 1
      position += 1
    }
    return position
  }

  /// Whether a code token matches a pattern token.
  private func matches(
    _ token: SwiftToken, _ tokenClass: LintPatternProgram.TokenClass, _ bytes: [UInt8]
  ) -> Bool {
    let kindMatches: Bool
    var range = token.range
    switch tokenClass {
    case .name:
      kindMatches =
        token.kind == .identifier || token.kind == .keyword || token.kind == .attribute
      range = token.nameRange
    case .attribute:
      kindMatches = token.kind == .attribute
      range = token.nameRange
    case .pound:
      kindMatches = token.kind == .poundDirective || token.kind == .poundKeyword
      range = token.nameRange
    case .number:
      kindMatches = token.kind == .integerLiteral || token.kind == .floatLiteral
    case .literal:
      kindMatches = token.kind.isOpaqueLiteral
    case .symbol:
      kindMatches = token.kind == .operator || token.kind == .punctuation
    }
    return kindMatches && range.count == bytes.count
      && view.bytes[range].elementsEqual(bytes)
  }
}
