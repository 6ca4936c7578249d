import CompatMatrixCore

/// Finds preview-only helpers: `private` and `fileprivate` types, functions and computed
/// properties that only preview code uses (a `PreviewProvider` type, a `#Preview` body, or
/// another preview-only helper), such as a container view that wraps a screen in a
/// `NavigationStack` for the canvas. Their code is preview code too.
///
/// A helper is preview-only when its name occurs in the file, outside its own declaration,
/// and every such occurrence lies in preview code; being private, no other file can use it.
/// Helpers that only other helpers use are found too: `#Preview { wrapped() }` with
/// `private func wrapped() -> some View { Wrapper(content: Screen()) }` makes `Wrapper`
/// preview code as well.
struct PreviewHelpers {
  let file: SwiftSourceFile

  private var view: SwiftCodeView { file.view }

  /// A candidate: a private declaration's name and its code positions.
  private struct Candidate {
    let name: String
    let range: Range<Int>
  }

  /// The regions of the helpers, given the preview regions found so far (token ranges).
  func regions(previews: [AvailabilityRegion]) -> [AvailabilityRegion] {
    guard !previews.isEmpty else { return [] }
    var candidates = self.candidates()
    guard !candidates.isEmpty else { return [] }
    let uses = self.uses(of: Set(candidates.map(\.name)))
    var preview = previews.map(\.range)
    var result: [AvailabilityRegion] = []
    // Each round adds the helpers that only preview code (helpers found so far included)
    // uses; it ends when a round adds none, after at most one round per candidate.
    while true {
      var found: [Int] = []
      for (index, candidate) in candidates.enumerated() {
        let outside = (uses[candidate.name] ?? []).filter { !candidate.range.contains($0) }
        let tokens = outside.map { view.code[$0] }
        guard !tokens.isEmpty,
          tokens.allSatisfy({ token in preview.contains { $0.contains(token) } })
        else { continue }
        found.append(index)
        let range = view.tokenRange(candidate.range)
        preview.append(range)
        result.append(AvailabilityRegion(range: range, effect: .preview))
      }
      guard !found.isEmpty else { break }
      for index in found.reversed() { candidates.remove(at: index) }
    }
    return result.sorted { $0.range.lowerBound < $1.range.lowerBound }
  }

  /// The private types, functions and computed properties, by name; a name declared twice
  /// (overloads) is left alone.
  private func candidates() -> [Candidate] {
    var byName: [String: Candidate?] = [:]
    func add(_ name: String, _ range: Range<Int>) {
      byName[name] = byName[name] == nil ? Candidate(name: name, range: range) : .some(nil)
    }
    for scope in file.scopes where scope.kind != .extension && isPrivate(scope) {
      guard view.token(scope.keyword + 1).kind == .identifier else { continue }
      add(view.name(scope.keyword + 1), scope.start..<scope.end)
    }
    for (name, range) in privateComputedProperties() { add(name, range) }
    return byName.values.compactMap { $0 }.sorted { $0.range.lowerBound < $1.range.lowerBound }
  }

  /// The code positions of each candidate name's identifiers.
  private func uses(of names: Set<String>) -> [String: [Int]] {
    var uses: [String: [Int]] = [:]
    // The few candidates are compared by their bytes, so that no string is made of the other
    // identifiers; a name with non-ASCII bytes is compared as a string, as Swift compares
    // names (canonically equivalent spellings are the same name).
    let wanted = names.map { (bytes: Array($0.utf8), name: $0) }
    let allASCII = wanted.allSatisfy { $0.bytes.allSatisfy { $0 < 0x80 } }
    let bytes = view.bytes
    for position in 0..<view.count where view.token(position).kind == .identifier {
      let range = view.token(position).nameRange
      if let hit = wanted.first(where: {
        $0.bytes.count == range.count && bytes[range].elementsEqual($0.bytes)
      }) {
        uses[hit.name, default: []].append(position)
      } else if !allASCII || bytes[range].contains(where: { $0 >= 0x80 }) {
        let name = view.name(position)
        if names.contains(name) { uses[name, default: []].append(position) }
      }
    }
    return uses
  }

  /// `private var sample: some View { … }` and the like: a private or fileprivate `var`
  /// whose name is followed, on its line, by a body in braces; its name and code positions.
  private func privateComputedProperties() -> [(String, Range<Int>)] {
    var result: [(String, Range<Int>)] = []
    for position in 0..<view.count where view.isName(position, .keyword, "var") {
      var start = position - 1
      while start >= 0, view.isName(start, .keyword, "static") || view.isWord(start, "lazy") {
        start -= 1
      }
      guard start >= 0,
        view.isName(start, .keyword, "private") || view.isName(start, .keyword, "fileprivate"),
        view.token(position + 1).kind == .identifier
      else { continue }
      // The body: the first `{` before the line ends or a `=` makes it a stored property.
      var index = position + 2
      while index < view.count, !view.isPunctuation(index, "{"), !view.isOperator(index, "="),
        !view.lineBreakBetween(index - 1, index)
      {
        index = view.isOpening(index) ? view.afterGroup(index) : index + 1
      }
      guard view.isPunctuation(index, "{"), !view.lineBreakBetween(index - 1, index) else {
        continue
      }
      result.append((view.name(position + 1), start..<view.afterGroup(index)))
    }
    return result
  }

  /// Whether a declaration's modifiers make it `private` or `fileprivate`.
  private func isPrivate(_ scope: SwiftDeclaration) -> Bool {
    (scope.start..<scope.keyword).contains {
      view.isName($0, .keyword, "private") || view.isName($0, .keyword, "fileprivate")
    }
  }
}
