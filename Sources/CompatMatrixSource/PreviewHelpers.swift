import CompatMatrixCore

/// Finds preview-only helpers: `private` and `fileprivate` types and functions that only
/// preview code uses (a `PreviewProvider` type or a `#Preview` body), such as a container view
/// that wraps a screen in a `NavigationStack` for the canvas. Their code is preview code too.
///
/// A helper is preview-only when its name occurs in the file, outside its own declaration,
/// and every such occurrence lies in preview code; being private, no other file can use it.
struct PreviewHelpers {
  let file: SwiftSourceFile

  private var view: SwiftCodeView { file.view }

  /// The regions of the helpers, given the preview regions found so far (token ranges).
  func regions(previews: [AvailabilityRegion]) -> [AvailabilityRegion] {
    guard !previews.isEmpty else { return [] }
    var candidates: [String: SwiftDeclaration] = [:]
    for scope in file.scopes where scope.kind != .extension && isPrivate(scope) {
      let name = view.name(scope.keyword + 1)
      guard view.token(scope.keyword + 1).kind == .identifier else { continue }
      // A name declared twice (overloads) is left alone.
      candidates[name] = candidates[name] == nil ? scope : nil
    }
    guard !candidates.isEmpty else { return [] }
    var uses: [String: [Int]] = [:]
    // The few candidates are compared by their bytes, so that no string is made of the other
    // identifiers; a name with non-ASCII bytes is compared as a string, as Swift compares
    // names (canonically equivalent spellings are the same name).
    let wanted = candidates.keys.map { (bytes: Array($0.utf8), name: $0) }
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
        if candidates[name] != nil { uses[name, default: []].append(position) }
      }
    }
    var result: [AvailabilityRegion] = []
    for (name, scope) in candidates {
      let outside = (uses[name] ?? []).filter { $0 < scope.start || $0 >= scope.end }
      let tokens = outside.map { view.code[$0] }
      guard !tokens.isEmpty,
        tokens.allSatisfy({ token in previews.contains { $0.range.contains(token) } })
      else { continue }
      result.append(
        AvailabilityRegion(range: view.tokenRange(scope.start..<scope.end), effect: .preview))
    }
    return result.sorted { $0.range.lowerBound < $1.range.lowerBound }
  }

  /// Whether a declaration's modifiers make it `private` or `fileprivate`.
  private func isPrivate(_ scope: SwiftDeclaration) -> Bool {
    (scope.start..<scope.keyword).contains {
      view.isName($0, .keyword, "private") || view.isName($0, .keyword, "fileprivate")
    }
  }
}
