import CompatMatrixCore

/// Finds types, extensions and functions in a file, and the declaration an attribute belongs
/// to, from tokens alone.
struct SwiftDeclarationScanner {
  /// Words that may stand between a declaration's attributes and its keyword.
  static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "package", "static", "class",
    "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "convenience",
    "required", "dynamic", "indirect", "nonisolated", "distributed", "optional", "prefix",
    "postfix", "infix", "consuming", "borrowing", "isolated",
  ]

  /// Keywords whose declarations `declaration(attributedAt:)` recognises besides types,
  /// extensions and functions.
  static let otherDeclarationKeywords: Set<String> = [
    "var", "let", "case", "typealias", "associatedtype", "import", "operator",
    "precedencegroup",
  ]

  package let view: SwiftCodeView

  /// Every type, extension and function, ordered by start.
  func scopes() -> [SwiftDeclaration] {
    var result: [SwiftDeclaration] = []
    for position in 0..<view.count {
      let kind = view.token(position).kind
      guard kind == .keyword || kind == .identifier else { continue }
      if let declaration = scopeDeclaration(at: position) {
        result.append(declaration)
      }
    }
    return result
  }

  /// The type, extension or function whose keyword is at `position`.
  func scopeDeclaration(at position: Int) -> SwiftDeclaration? {
    let token = view.token(position)
    let kind: SwiftDeclaration.Kind
    if token.kind == .keyword {
      // Most keywords declare nothing: turned away by their first byte, with no string made.
      switch view.bytes[token.nameRange.lowerBound] {
      case UInt8(ascii: "s"), UInt8(ascii: "e"), UInt8(ascii: "p"), UInt8(ascii: "c"),
        UInt8(ascii: "f"), UInt8(ascii: "i"), UInt8(ascii: "d"):
        break
      default: return nil
      }
      // Compared by their bytes: a keyword is ASCII, and most are not one of these.
      let name = token.nameRange
      func spells(_ word: String) -> Bool {
        word.utf8.count == name.count && view.bytes[name].elementsEqual(word.utf8)
      }
      if spells("struct") || spells("enum") || spells("protocol") || spells("class") {
        guard namesType(after: position) else { return nil }
        kind = .type
      } else if spells("extension") {
        kind = .extension
      } else if spells("func") || spells("init") || spells("deinit") || spells("subscript") {
        kind = .function
      } else {
        return nil
      }
    } else if view.isName(position, .identifier, "actor") && namesType(after: position) {
      kind = .type
    } else {
      return nil
    }
    return declaration(kind, keyword: position)
  }

  /// The declaration an attribute at `attribute` is written on, if any: the attributes and
  /// modifiers after it are skipped to the declaration's keyword.
  ///
  /// - Returns: the declaration, and where the skipping stopped: every attribute before that
  ///   position belongs to the same declaration, so a caller can reuse the answer for them.
  package func declaration(attributedAt attribute: Int) -> (
    declaration: SwiftDeclaration?, stop: Int
  ) {
    var position = attribute
    while position < view.count {
      let token = view.token(position)
      if let declaration = scopeDeclaration(at: position) { return (declaration, position) }
      if token.kind == .attribute || isModifier(position) {
        position += 1
        if view.isPunctuation(position, "("), !view.lineBreakBetween(position - 1, position) {
          position = view.afterGroup(position)
        }
        continue
      }
      if token.kind == .keyword, Self.otherDeclarationKeywords.contains(view.name(position)) {
        return (declaration(.other, keyword: position), position)
      }
      return (nil, position)
    }
    return (nil, position)
  }

  /// Whether `class`, `struct`, `enum`, `protocol` or `actor` at `position` declares a type:
  /// a name follows, and after it no keyword or name that shows `class` was a modifier
  /// (`class func`, `class override var`).
  private func namesType(after position: Int) -> Bool {
    let name = position + 1
    guard name < view.count, view.token(name).kind == .identifier else { return false }
    let after = name + 1
    guard after < view.count else { return true }
    switch view.token(after).kind {
    case .identifier: return false
    case .keyword: return view.isWord(after, "where")
    default: return true
    }
  }

  /// Whether the word at `position` is a modifier, not a member named like one (`x.open`).
  private func isModifier(_ position: Int) -> Bool {
    let kind = view.token(position).kind
    return (kind == .keyword || kind == .identifier) && !view.isPunctuation(position - 1, ".")
      && Self.modifiers.contains(view.name(position))
  }

  /// A declaration introduced by the keyword at `keyword`, with its attributes and modifiers
  /// before it, and its extent: a body for types and functions, otherwise the statement.
  private func declaration(_ kind: SwiftDeclaration.Kind, keyword: Int) -> SwiftDeclaration {
    let start = firstAttributeOrModifier(before: keyword)
    let walk = view.walkStatement(from: keyword, stopAtBrace: kind != .other)
    if let brace = walk.brace {
      return SwiftDeclaration(
        kind: kind, start: start, keyword: keyword, body: brace, end: view.afterGroup(brace))
    }
    return SwiftDeclaration(kind: kind, start: start, keyword: keyword, body: nil, end: walk.end)
  }

  /// Walks back over modifiers (`public`, `private(set)`) and attributes (`@MainActor`,
  /// `@available(iOS 16, *)`) before a declaration's keyword.
  private func firstAttributeOrModifier(before keyword: Int) -> Int {
    var start = keyword
    var steps = 0
    while start > 0, steps < SwiftCodeView.walkLimit {
      steps += 1
      var candidate = start - 1
      if view.isPunctuation(candidate, ")") {
        let opening = view.partner[candidate]
        guard opening > 0 else { break }
        candidate = opening - 1
      }
      guard view.token(candidate).kind == .attribute || isModifier(candidate) else { break }
      // `class` is a modifier only before another declaration keyword; before a type's
      // name it starts a declaration of its own.
      if view.isName(candidate, .keyword, "class") && scopeDeclaration(at: candidate) != nil {
        break
      }
      start = candidate
    }
    return start
  }

  /// For each code position, the index in `scopes` of the innermost of them around it, or
  /// `-1`; `scopes` must be ordered by start.
  func innermostScopes(_ scopes: [SwiftDeclaration]) -> [Int] {
    var result = [Int](repeating: -1, count: view.count)
    var stack: [Int] = []
    var next = 0
    // Among declarations with the same start, the longer one encloses the shorter.
    let order = scopes.indices.sorted {
      (scopes[$0].start, -scopes[$0].end) < (scopes[$1].start, -scopes[$1].end)
    }
    for position in 0..<view.count {
      while let top = stack.last, scopes[top].end <= position { stack.removeLast() }
      while next < order.count, scopes[order[next]].start <= position {
        if scopes[order[next]].end > position { stack.append(order[next]) }
        next += 1
      }
      result[position] = stack.last ?? -1
    }
    return result
  }
}
