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
    capturingMatches().map(\.range)
  }

  /// Every match with the code position of the identifier each capture (`*item`) matched, by
  /// element index (`-1` for elements that capture nothing); ordered by start.
  package func capturingMatches() -> [(range: Range<Int>, captures: [Int])] {
    guard let starts = candidateStarts() else { return [] }
    let gaps = elements.count { $0 == .gap }
    let capturing = elements.contains { if case .capture = $0 { true } else { false } }
    var failures = Set<Int>()
    var captures = [Int](repeating: -1, count: capturing ? elements.count : 0)
    var result: [(range: Range<Int>, captures: [Int])] = []
    for start in starts {
      if gaps > 1 { failures.removeAll(keepingCapacity: true) }
      if let end = match(from: 0, at: start, remembering: gaps > 1, &failures, &captures),
        isUnqualified(at: start)
      {
        result.append((start..<end, captures))
      }
    }
    return result
  }

  /// Whether a match at `start` of a pattern that opens with a type name (`NavigationStack`)
  /// finds that name unqualified, or qualified by the framework that declares it
  /// (`SwiftUI.NavigationStack`): `NavigationStackBackport.NavigationStack` and
  /// `router.NavigationStack` are someone else's.
  private func isUnqualified(at start: Int) -> Bool {
    guard case .token(.name, let bytes) = elements.first,
      let first = bytes.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
      view.isPunctuation(start - 1, ".")
    else { return true }
    let qualifier = start - 2
    guard qualifier >= 0, view.token(qualifier).kind == .identifier,
      !view.isPunctuation(qualifier - 1, ".")
    else { return false }
    return NavigationProfile.uiFrameworks.contains(view.name(qualifier))
  }

  /// The positions where a match may start, in increasing order; `nil` when a name the
  /// pattern needs is absent from the file.
  private func candidateStarts() -> [Int]? {
    var anchor: (offset: Int, positions: [Int])?
    var fixedPrefix = true
    for (offset, element) in elements.enumerated() {
      if element == .gap { fixedPrefix = false }
      // A negation spans a whole argument: what follows is not at a fixed offset.
      if case .negation = element { fixedPrefix = false }
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
    from index: Int, at position: Int, remembering: Bool, _ failures: inout Set<Int>,
    _ captures: inout [Int]
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
            if let end = match(
              from: index + 1, at: candidate, remembering: remembering, &failures, &captures)
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
      case .capture(let name):
        guard position < view.count, view.token(position).kind == .identifier else { return nil }
        // A name captured earlier on this path must be the same identifier.
        if let earlier = elements[..<index].firstIndex(of: .capture(name)),
          !sameName(captures[earlier], position)
        {
          return nil
        }
        captures[index] = position
      case .negation(let excluded):
        guard let end = argumentEnd(from: position), end > position,
          !matchesExactly(excluded, position..<end)
        else { return nil }
        index += 1
        position = end
        continue
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

  /// The end of the value that starts at `position`: the next `,` or `;` of its group, or
  /// the group's closing bracket; in a statement (not inside `(…)` or `[…]`), also the end
  /// of the line. `nil` when a bracket in it is not closed.
  private func argumentEnd(from position: Int) -> Int? {
    guard position < view.count else { return nil }
    let enclosing = view.enclosing[position]
    let grouped = enclosing >= 0 && !view.isPunctuation(enclosing, "{")
    var end = position
    while end < view.count {
      if view.isPunctuation(end, ",") || view.isPunctuation(end, ";") || view.isClosing(end) {
        break
      }
      if !grouped, end > position, view.lineBreakBetween(end - 1, end) { break }
      if view.isOpening(end) {
        guard view.partner[end] >= 0 else { return nil }
        end = view.partner[end] + 1
      } else {
        end += 1
      }
    }
    return end
  }

  /// Whether the code positions `range` are exactly the excluded elements (tokens and `*`).
  private func matchesExactly(_ excluded: [LintPatternProgram.Element], _ range: Range<Int>)
    -> Bool
  {
    guard excluded.count == range.count else { return false }
    return zip(excluded, range).allSatisfy { element, position in
      switch element {
      case .token(let tokenClass, let bytes): matches(view.token(position), tokenClass, bytes)
      case .anyIdentifier: view.token(position).kind == .identifier
      case .gap, .capture, .negation: false
      }
    }
  }

  /// Whether the identifiers at two code positions have the same name.
  private func sameName(_ first: Int, _ second: Int) -> Bool {
    guard first >= 0 else { return false }
    return view.bytes[view.token(first).nameRange].elementsEqual(
      view.bytes[view.token(second).nameRange])
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
