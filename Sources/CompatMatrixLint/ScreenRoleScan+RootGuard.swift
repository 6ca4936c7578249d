import CompatMatrixCore
import CompatMatrixSource

/// Code that asks whether its screen is the root of its stack before it hides or replaces the
/// back button: it never runs where there is one.
extension ScreenRoleScan {
  /// Whether the code at `position` runs only when its screen is the root of its stack: in
  /// the body of an `if` whose condition asks so (`navigationController?.viewControllers
  /// .count == 1`, `viewControllers.first == self`).
  func runsOnlyAtRoot(_ position: Int) -> Bool {
    var open = view.enclosing[position]
    while open >= 0 {
      if view.isPunctuation(open, "{"), let keyword = ifKeyword(opening: open),
        asksForRoot(keyword + 1..<open)
      {
        return true
      }
      open = view.enclosing[open]
    }
    return false
  }

  /// The `if` whose body opens at `brace`; `nil` for any other block.
  func ifKeyword(opening brace: Int) -> Int? {
    let level = view.enclosing[brace]
    var index = brace - 1
    while index >= 0, brace - index < 48 {
      if view.enclosing[index] == level {
        if view.isWord(index, "if") {
          return view.conditionEnd(after: index, stopAtElse: false) == brace ? index : nil
        }
        if view.isPunctuation(index, "{") || view.isPunctuation(index, "}")
          || view.isPunctuation(index, ";")
        {
          return nil
        }
      }
      index -= 1
    }
    return nil
  }

  /// Whether a condition asks whether the screen is its stack's root.
  func asksForRoot(_ condition: Range<Int>) -> Bool {
    condition.contains { at in
      guard view.isWord(at, "viewControllers"), view.isPunctuation(at + 1, ".") else {
        return false
      }
      if view.isWord(at + 2, "count") {
        return view.isOperator(at + 3, "==") && view.text(at + 4) == "1"
      }
      return view.isWord(at + 2, "first")
        && (view.isOperator(at + 3, "==") || view.isOperator(at + 3, "==="))
        && view.isWord(at + 4, "self")
    }
  }
}
