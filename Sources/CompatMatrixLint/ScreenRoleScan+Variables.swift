import CompatMatrixCore
import CompatMatrixSource

/// Screens held in variables and properties: where a use stored in one shows the screen, and
/// which controller a `navigationItem` set on one belongs to.
extension ScreenRoleScan {
  /// The role of a screen stored in a variable or property by the statement at `position`
  /// (`let settings = SettingsViewController()`, `guard let detail = … as? DetailViewController`):
  /// pushed when a use of the variable pushes it, else the first role a use gives it or a
  /// modal presentation set up on it (`settings.modalPresentationStyle = .formSheet`).
  func variableRole(_ position: Int, depth: Int) -> ScreenRole? {
    guard let variable = storedIn(position) else { return nil }
    let scope = file.scopeCodeRange(at: position) ?? 0..<view.count
    // A property is used anywhere in its type, before its declaration too.
    let isProperty = file.scopes.contains {
      $0.kind == .type && $0.body == view.enclosing[variable.declaredAt]
    }
    var position = isProperty ? scope.lowerBound : variable.declaredAt + 1
    var uses: [(position: Int, role: ScreenRole)] = []
    while position < scope.upperBound {
      defer { position += 1 }
      guard position != variable.declaredAt, view.isName(position, .identifier, variable.name),
        !view.isPunctuation(position - 1, ".") || view.isWord(position - 2, "self")
      else { continue }
      if view.isPunctuation(position + 1, "."),
        [
          "modalPresentationStyle", "modalTransitionStyle", "sheetPresentationController",
          "popoverPresentationController", "isModalInPresentation",
        ].contains(view.name(position + 2))
      {
        uses.append((position, .modal))
        continue
      }
      if let role = role(ofUseAt: position, following: depth - 1) { uses.append((position, role)) }
    }
    // A push decides, as the screen can lose its back button there, unless the code then
    // makes it the stack's root in a block around the push (`if animated { push(screen) }`,
    // then `setViewControllers([screen])`).
    let pushed = uses.filter { $0.role == .pushed }.contains { push in
      !uses.contains { later in
        later.role == .root && later.position > push.position
          && encloses(block(of: later.position), push.position)
      }
    }
    return pushed ? .pushed : uses.first { $0.role != .pushed }?.role
  }

  /// The `{` of the innermost block around a code position; `-1` at the top level.
  func block(of position: Int) -> Int {
    var open = view.enclosing[position]
    while open >= 0, !view.isPunctuation(open, "{") { open = view.enclosing[open] }
    return open
  }

  /// Whether the block whose `{` is at `open` (`-1`: the file) holds a code position.
  func encloses(_ open: Int, _ position: Int) -> Bool {
    open < 0 || (open < position && view.partner[open] > position)
  }

  /// The variable the expression around `position` is stored in, and where it is named:
  /// `let name = …`, `var name: Screen = …` or `lazy var name = …` earlier in the same
  /// statement, at the same depth, or the variable a type annotation at `position` declares
  /// (`private let detail: DetailViewController`). A property's uses are those in its type.
  func storedIn(_ position: Int) -> (name: String, declaredAt: Int)? {
    if view.isPunctuation(position - 1, ":") { return declaredVariable(endingAt: position) }
    let level = view.enclosing[position]
    var index = position - 1
    var steps = 0
    while index > 1, steps < 24 {
      if view.enclosing[index] == level, view.isOperator(index, "=") {
        return declaredVariable(endingAt: index - 1)
      }
      if view.isPunctuation(index, "{") || view.isPunctuation(index, "}")
        || view.isPunctuation(index, ";")
      {
        return nil
      }
      // Step over whole groups: `instantiateViewController(withIdentifier: "x") as! Screen`.
      if view.isClosing(index), view.partner[index] >= 0 {
        index = view.partner[index]
      }
      index -= 1
      steps += 1
    }
    return nil
  }

  /// The variable a `let` or `var` declares when its name, or its type annotation, ends at
  /// `last`: `let name`, `var name: Screen`, `lazy var name: Module.Screen?`.
  func declaredVariable(endingAt last: Int) -> (name: String, declaredAt: Int)? {
    func declares(_ name: Int) -> Bool {
      view.token(name).kind == .identifier
        && (view.isWord(name - 1, "let") || view.isWord(name - 1, "var"))
    }
    if declares(last) { return (view.name(last), last) }
    // A type annotation: a few tokens of a type after the name's `:`.
    var colon = last
    while colon > max(1, last - 6), !view.isPunctuation(colon, ":") {
      let typeLike =
        view.isWord(colon) || view.isPunctuation(colon, ".") || view.isPunctuation(colon, "[")
        || view.isPunctuation(colon, "]")
        || (view.token(colon).kind == .operator && !view.isOperator(colon, "="))
      guard typeLike else { return nil }
      colon -= 1
    }
    guard view.isPunctuation(colon, ":"), declares(colon - 1) else { return nil }
    return (view.name(colon - 1), colon - 1)
  }

  /// The controller whose `navigationItem` the code at `position` sets, when it is another
  /// controller than the screen the code is in: `host.navigationItem.leftBarButtonItem = …`,
  /// `detail?.navigationItem.hidesBackButton = true`. `nil` for the screen's own
  /// (`navigationItem.…`, `self.navigationItem.…`).
  func otherController(at position: Int) -> (name: String, role: ScreenRole?)? {
    let window = max(0, position - 4)...min(view.count - 1, position + 2)
    guard let item = window.first(where: { view.isWord($0, "navigationItem") }),
      view.isPunctuation(item - 1, ".")
    else { return nil }
    let unwrapped = ["?", "!"].contains {
      view.isOperator(item - 2, $0) || view.text(item - 2) == $0
    }
    let receiver = unwrapped ? item - 3 : item - 2
    guard view.token(receiver).kind == .identifier, !view.isPunctuation(receiver - 1, ".")
    else { return nil }
    let name = view.name(receiver)
    // Its declaration: the nearest `let` or `var` of that name before it whose scope holds it.
    let declaration = (0..<receiver).last { candidate in
      view.isName(candidate, .identifier, name)
        && (view.isWord(candidate - 1, "let") || view.isWord(candidate - 1, "var"))
        && (file.scopeCodeRange(at: candidate)?.contains(receiver) ?? true)
    }
    guard let declaration else { return (name, nil) }
    // The expression stored in it, or its type annotation.
    var value = declaration + 1
    if view.isPunctuation(value, ":") {
      value += 1
      while value < view.count, !view.isOperator(value, "="),
        view.enclosing[value] == view.enclosing[declaration], !view.isPunctuation(value, "{")
      {
        value += 1
      }
      if !view.isOperator(value, "=") { return (name, variableRole(declaration + 2, depth: 2)) }
    }
    guard view.isOperator(value, "=") else { return (name, nil) }
    return (name, variableRole(value + 1, depth: 2))
  }
}
