import CompatMatrixCore

/// The names a Swift file declares at its top level, split by whether another file of the
/// same module can see them: files that declare one name twice (or one file's internal name
/// and another's private one) do not compile together, so a batch keeps them apart.
package struct TopLevelNames: Sendable, Hashable {
  /// Names of declarations other files see: internal, public.
  package var visible: Set<String> = []
  /// Names of `private` and `fileprivate` declarations.
  package var local: Set<String> = []

  /// The keywords that declare a name at the top level (`extension` names none).
  private static let declarers: Set<String> = [
    "struct", "class", "enum", "protocol", "typealias", "func", "actor", "let", "var",
  ]
  /// The modifiers that may come before a declarer.
  private static let modifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "open", "final", "static", "nonisolated",
    "indirect",
  ]

  /// No names.
  package init() {}

  /// The names a file's text declares.
  package init(of text: String) {
    let view = SwiftCodeView(bytes: Array(text.utf8))
    for position in 0..<view.count where view.enclosing[position] == -1 {
      guard view.token(position).kind == .keyword || view.token(position).kind == .identifier,
        Self.declarers.contains(view.name(position)), view.isWord(position + 1),
        view.enclosing[position + 1] == -1
      else { continue }
      var isLocal = false
      var before = position - 1
      while before >= 0, view.enclosing[before] == -1 {
        let token = view.token(before)
        if token.kind == .attribute {
          before -= 1
        } else if view.isWord(before), Self.modifiers.contains(view.name(before)) {
          if view.name(before) == "private" || view.name(before) == "fileprivate" {
            isLocal = true
          }
          before -= 1
        } else {
          break
        }
      }
      let name = view.name(position + 1)
      if isLocal { local.insert(name) } else { visible.insert(name) }
    }
  }

  /// Whether two files cannot be compiled in one module: a visible name of one is declared
  /// by the other at all.
  package func clashes(with other: TopLevelNames) -> Bool {
    !visible.isDisjoint(with: other.visible) || !visible.isDisjoint(with: other.local)
      || !local.isDisjoint(with: other.visible)
  }
}
