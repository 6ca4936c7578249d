import CompatMatrixCore
import CompatMatrixSource

/// How code shows a screen: what decides whether a hidden or replaced back button can cost
/// the screen its swipe-back.
package enum ScreenRole: String, Sendable, Hashable, CaseIterable {
  /// The root of a navigation stack or a window, or a column of a split view: there is no
  /// back button to lose (`UINavigationController(rootViewController:)`, the first of
  /// `setViewControllers`, `NavigationStack { … }`).
  case root
  /// Presented modally: no back button either (`present`, `modalPresentationStyle`,
  /// `.sheet`, `.fullScreenCover`, `.popover`).
  case modal
  /// Pushed onto a stack (`pushViewController`, `show`, a later element of
  /// `setViewControllers`, `NavigationLink`, `.navigationDestination`).
  case pushed
}

/// Finds, in one file, how the screens named (view controller and view types) are shown:
/// each place a screen's type is used, followed out through the calls, closures and array
/// literals around it to the first call that shows a screen, and through a local variable
/// the value is stored in (`let settings = SettingsViewController(); nav.pushViewController(
/// settings, animated: true)`). What a coordinator in one file does to a screen declared in
/// another is found this way; a screen made by a factory elsewhere is not.
struct ScreenRoleScan {
  let file: SwiftSourceFile
  /// The code positions of declaration bodies: a use is not followed out of one.
  private let bodies: Set<Int>

  var view: SwiftCodeView { file.view }

  init(_ file: SwiftSourceFile) {
    self.file = file
    bodies = Set(file.scopes.compactMap(\.body))
  }

  /// The words a file must hold for its uses of a screen to be worth reading: those of the
  /// calls that show one.
  static let showingWords: Set<String> = [
    "rootViewController", "setViewControllers", "viewControllers", "present",
    "pushViewController", "show", "showDetailViewController", "NavigationStack",
    "NavigationView", "NavigationSplitView", "NavigationLink", "navigationDestination", "sheet",
    "fullScreenCover", "popover", "modalPresentationStyle",
  ]

  /// What one file says of the screens named: how it shows them, and which it declares.
  struct Found: Sendable {
    /// The roles each screen has in the file.
    var roles: [String: Set<ScreenRole>] = [:]
    /// The screens the file declares as types (`class S`, `struct S`; not `extension S`).
    var declared: Set<String> = []
  }

  /// The roles each of `screens` has in this file.
  func roles(of screens: Set<String>) -> [String: Set<ScreenRole>] {
    scan(screens).roles
  }

  /// The roles each of `screens` has in this file, and which of them it declares. Previews (a
  /// `#Preview` that wraps a screen in a `NavigationStack` for the canvas) and code compiled
  /// for no build do not count.
  func scan(_ screens: Set<String>) -> Found {
    var found = Found()
    var context: FileAvailabilityContext?
    for position in 0..<view.count where view.token(position).kind == .identifier {
      let name = view.name(position)
      guard screens.contains(name) else { continue }
      if isDeclaration(position) {
        if !["extension", "protocol"].contains(where: { view.isWord(position - 1, $0) }) {
          found.declared.insert(name)
        }
        continue
      }
      let availability = context ?? FileAvailabilityContext(file: file, platform: .iOS)
      context = availability
      let place = availability.context(at: view.code[position])
      guard !place.isInPreview, !place.isExcluded else { continue }
      // A factory (`func makeDetail() -> DetailViewController`): its calls show the screen.
      let uses = view.isOperator(position - 1, "->") ? factoryCalls(around: position) : [position]
      for use in uses {
        if let role = role(ofUseAt: use, following: 2) {
          found.roles[name, default: []].insert(role)
        }
      }
    }
    return found
  }

  /// The calls, in this file, of the function whose return type is at `position`.
  private func factoryCalls(around position: Int) -> [Int] {
    guard let function = innermostFunction(at: position),
      view.token(function.keyword + 1).kind == .identifier
    else { return [] }
    let name = view.name(function.keyword + 1)
    return (0..<view.count).filter {
      $0 != function.keyword + 1 && view.isName($0, .identifier, name)
        && view.isPunctuation($0 + 1, "(")
    }
  }

  /// The innermost function declaration around a code position.
  func innermostFunction(at position: Int) -> SwiftDeclaration? {
    file.scopes.filter { $0.kind == .function && $0.start <= position && position < $0.end }
      .max { $0.start < $1.start }
  }

  /// Whether the name at `position` is the one a type declaration declares.
  func isDeclaration(_ position: Int) -> Bool {
    ["class", "struct", "enum", "extension", "actor", "protocol", "typealias"].contains {
      view.isWord(position - 1, $0)
    }
  }

  /// The role a use at `position` gives its screen: the first showing call around it, else
  /// what the code does with the local variable it is stored in (followed `depth` times).
  func role(ofUseAt position: Int, following depth: Int) -> ScreenRole? {
    var element = position
    for _ in 0..<16 {
      if let role = assignedRole(element) { return role }
      let open = view.enclosing[element]
      guard open >= 0 else { break }
      switch container(open, element: element) {
      case .role(let role): return role
      case .stop: return depth > 0 ? variableRole(element, depth: depth) : nil
      case .through: element = open
      }
    }
    // The whole expression may be stored: `let host = UIHostingController(rootView: Screen())`.
    return depth > 0 ? variableRole(element, depth: depth) : nil
  }

  /// The role an assignment gives the expression starting at `position`:
  /// `window.rootViewController = Screen()`, `nav.viewControllers = [Screen()]` (through the
  /// array literal, below).
  private func assignedRole(_ position: Int) -> ScreenRole? {
    guard view.isOperator(position - 1, "=") else { return nil }
    return view.isWord(position - 2, "rootViewController") ? .root : nil
  }

  /// What the bracket at `open` around `element` does with it.
  private enum Container {
    case role(ScreenRole)
    /// Not a showing call, and not to be followed out of: a declaration's body, a button's
    /// action, a navigation link's label.
    case stop
    /// A wrapper to follow out of: an argument of another call, a closure of a container.
    case through
  }

  private func container(_ open: Int, element: Int) -> Container {
    if view.isPunctuation(open, "(") { return call(open, element: element) }
    if view.isPunctuation(open, "[") { return arrayLiteral(open, element: element) }
    if bodies.contains(open) { return .stop }
    return closure(open)
  }

  /// An argument of the call whose parentheses open at `open`.
  private func call(_ open: Int, element: Int) -> Container {
    // A function's parameters (`func push(_ screen: Screen)`) show nothing.
    if view.isWord(open - 2, "func") { return .stop }
    let callee = view.isWord(open - 1) ? view.name(open - 1) : ""
    let label = argumentLabel(open, element: element)
    switch label {
    case "rootViewController": return .role(.root)
    case "destination" where callee == "NavigationLink": return .role(.pushed)
    case "rootView": return .through
    default: break
    }
    switch callee {
    case "pushViewController" where inStart(open):
      // A coordinator's `start()` pushing without animation onto the navigation controller it
      // was handed installs the stack's first screen; with animation, it may push onto the
      // parent's stack or fill a fresh one the parent presents: not known.
      return startsAStack(open) ? .role(.root) : .stop
    case "pushViewController", "show", "showDetailViewController": return .role(.pushed)
    case "present": return .role(.modal)
    case "NavigationLink", "sheet", "fullScreenCover", "popover", "setViewControllers":
      return .stop
    default: break
    }
    // A coordinator's own router: `router.push(screen)`, `presentModally(screen)`,
    // `setRootViewController(screen)`.
    if callee.hasPrefix("push") { return .role(.pushed) }
    if callee.hasPrefix("present") { return .role(.modal) }
    if callee.hasPrefix("set"), callee.contains("Root") { return .role(.root) }
    return .through
  }

  /// Whether the push whose parentheses open at `open` is `animated: false`: in a
  /// coordinator's `start()`, how it installs the first screen of the stack it is handed.
  private func startsAStack(_ open: Int) -> Bool {
    view.inside(open).contains {
      view.enclosing[$0] == open && view.isWord($0, "animated")
        && view.isPunctuation($0 + 1, ":") && view.isWord($0 + 2, "false")
    }
  }

  /// Whether the call whose parentheses open at `open` is in a function named `start`.
  private func inStart(_ open: Int) -> Bool {
    innermostFunction(at: open).map { view.isName($0.keyword + 1, .identifier, "start") } ?? false
  }

  /// The label of the argument of the call at `open` that holds `element`; empty for none.
  private func argumentLabel(_ open: Int, element: Int) -> String {
    var label = ""
    var position = open + 1
    while position < element {
      if view.isPunctuation(position, ",") {
        label = ""
      } else if view.isWord(position), view.isPunctuation(position + 1, ":"),
        view.isPunctuation(position - 1, ",") || position == open + 1
      {
        label = view.name(position)
      }
      let partner = view.partner[position]
      position = partner > position ? partner + 1 : position + 1
    }
    return label
  }

  /// An element of the array literal at `open`: a stack's view controllers when it is the
  /// argument of `setViewControllers` or assigned to `viewControllers`, the first being the
  /// root.
  private func arrayLiteral(_ open: Int, element: Int) -> Container {
    let ofStack =
      (view.isPunctuation(open - 1, "(") && view.isWord(open - 2, "setViewControllers"))
      || (view.isOperator(open - 1, "=") && view.isWord(open - 2, "viewControllers"))
    guard ofStack else { return .through }
    let first = !(open + 1..<element).contains {
      view.isPunctuation($0, ",") && view.enclosing[$0] == open
    }
    return .role(first ? .root : .pushed)
  }

  /// The closure at `open`: a container's content (`NavigationStack { … }`), a sheet's
  /// (`.sheet(isPresented: $shown) { … }`), a link's destination, or anything else.
  private func closure(_ open: Int) -> Container {
    // A labelled trailing closure: `label: { … }`, `destination: { … }`, `detail: { … }`.
    if view.isPunctuation(open - 1, ":"), view.isWord(open - 2) {
      switch view.name(open - 2) {
      case "destination": return .role(.pushed)
      case "sidebar", "content", "detail": return .role(.root)
      case "label", "action": return .stop
      default: return .through
      }
    }
    var callee = ""
    var arguments: Range<Int>?
    if view.isWord(open - 1) {
      callee = view.name(open - 1)
    } else if view.isPunctuation(open - 1, ")"), view.partner[open - 1] > 0 {
      let opening = view.partner[open - 1]
      callee = view.isWord(opening - 1) ? view.name(opening - 1) : ""
      arguments = opening + 1..<(open - 1)
    }
    switch callee {
    case "NavigationStack", "NavigationView", "NavigationSplitView": return .role(.root)
    case "sheet", "fullScreenCover", "popover": return .role(.modal)
    case "navigationDestination": return .role(.pushed)
    case "NavigationLink":
      // With `destination:` or `value:` given, the closure is the link's label.
      let labels = arguments.map { range in
        range.filter { view.isWord($0) && view.isPunctuation($0 + 1, ":") }.map(view.name)
      }
      let isLabel = labels?.contains { $0 == "destination" || $0 == "value" } ?? false
      return isLabel ? .stop : .role(.pushed)
    case "Button": return .stop
    default: return .through
    }
  }

  /// The name of the innermost type or extension around a code position: the screen a
  /// finding there belongs to (`Settings` for `extension Settings`, `Detail` for
  /// `struct Detail: View`; the last part of a dotted extension's name), and whether the file
  /// declares it there (a type, not an extension).
  static func screen(around position: Int, in file: SwiftSourceFile)
    -> (name: String, declared: Bool, modifier: Bool)?
  {
    let view = file.view
    let around = file.scopes.filter {
      ($0.kind == .type || $0.kind == .extension) && $0.start <= position && position < $0.end
    }
    guard let innermost = around.max(by: { $0.start < $1.start }) else { return nil }
    var name: String?
    var index = innermost.keyword + 1
    while index < innermost.end, view.token(index).kind == .identifier {
      name = view.name(index)
      guard view.isPunctuation(index + 1, ".") else { break }
      index += 2
    }
    // A view modifier (`struct BackButton: ViewModifier`) is not a screen: the views that
    // apply it are.
    let modifier = (innermost.keyword..<(innermost.body ?? innermost.end)).contains {
      view.isWord($0, "ViewModifier")
    }
    return name.map { ($0, innermost.kind == .type, modifier) }
  }

}
