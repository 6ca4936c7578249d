import CompatMatrixCore
import CompatMatrixSource

/// What a file does with a `UIHostingController` it creates or subclasses, read from the code
/// around it: whether the SwiftUI screen goes onto a UIKit navigation stack (the mark of a
/// hybrid app) or somewhere that is not a stack.
package enum HostingControllerUse: String, Sendable, Hashable, CaseIterable, Comparable {
  /// Pushed onto, or made the root of, a UIKit stack: `pushViewController(host, …)`,
  /// `UINavigationController(rootViewController: host)`, `setViewControllers([host], …)`.
  case onUIKitStack = "on a UIKit stack"
  /// Presented modally, or made a window's root: `present(host, animated: true)`,
  /// `window.rootViewController = host`. A presented screen is not on a UIKit stack.
  case presented = "presented modally or as a window's root"
  /// Embedded as a child view controller inside a UIKit screen: `addChild(host)`.
  case embedded = "embedded in a UIKit screen"
  /// Somewhere this file does not show: a subclass, or a controller returned or stored, which
  /// other code pushes or presents.
  case elsewhere = "used elsewhere"

  /// Orders uses as `allCases` lists them.
  package static func < (lhs: HostingControllerUse, rhs: HostingControllerUse) -> Bool {
    // Both are cases of this enum, so both are in allCases.
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// Whether the use makes the SwiftUI screen one of a UIKit stack's, or may (a subclass or
  /// a returned controller is usually pushed by a coordinator elsewhere).
  package var holdsScreenOfUIKitStack: Bool {
    self == .onUIKitStack || self == .elsewhere
  }

  /// The calls whose arguments put a view controller onto a UIKit stack.
  static let stackCalls: Set<String> = [
    "pushViewController", "setViewControllers", "show", "showDetailViewController",
    "UINavigationController",
  ]

  /// The use of the hosting controller created at code position `position` (the
  /// `UIHostingController` of `UIHostingController(rootView: …)`): the call it is an argument
  /// of, else what the file does with the name it is assigned to.
  static func use(ofCreationAt position: Int, in view: SwiftCodeView) -> HostingControllerUse {
    if let direct = use(at: position, in: view) { return direct }
    guard let name = assignedName(before: position, in: view) else { return .elsewhere }
    if name == "rootViewController" { return .presented }
    // The uses of that name in the rest of the declaration that holds it.
    var outermost = position
    while view.enclosing[outermost] >= 0 { outermost = view.enclosing[outermost] }
    let end = outermost == position ? view.count : view.afterGroup(outermost)
    var found: [HostingControllerUse] = []
    var index = position + 1
    while index < end {
      defer { index += 1 }
      guard view.token(index).kind == .identifier, view.name(index) == name,
        !view.isPunctuation(index - 1, ".") || view.isWord(index - 2, "self")
      else { continue }
      if let use = use(at: index, in: view) {
        found.append(use)
      } else if view.isPunctuation(index + 1, "."), index + 2 < end,
        modalSettings.contains(view.name(index + 2))
      {
        // Configured for a modal presentation: `host.modalPresentationStyle = .formSheet`.
        found.append(.presented)
      }
    }
    return found.min() ?? .elsewhere
  }

  /// The use a view controller at `position` gets from the call it is an argument of
  /// (through array literals: `setViewControllers([a, host], animated: false)`); `nil` when
  /// it is not an argument of a call that says.
  static func use(at position: Int, in view: SwiftCodeView) -> HostingControllerUse? {
    if view.isPunctuation(position - 1, ":"), view.isWord(position - 2, "rootViewController") {
      return .onUIKitStack
    }
    var group = view.enclosing[position]
    while group >= 0, view.isPunctuation(group, "[") { group = view.enclosing[group] }
    guard group > 0, view.isPunctuation(group, "("),
      view.token(group - 1).kind == .identifier
    else { return nil }
    let callee = view.name(group - 1)
    if stackCalls.contains(callee) {
      // `show(_:sender:)` is UIKit's only with its `sender:`; another `show(…)` is not.
      return callee != "show" || hasLabel("sender", in: group, view) ? .onUIKitStack : nil
    }
    // A helper named for what it does: `presentModally(_:)`, `installChildViewController(_:)`.
    let words = callee.lowercased()
    if words.contains("push") { return .onUIKitStack }
    if words.contains("present") { return .presented }
    if words.contains("child") || words.contains("embed") { return .embedded }
    return nil
  }

  /// The properties that set a view controller up for a modal presentation.
  static let modalSettings: Set<String> = [
    "modalPresentationStyle", "sheetPresentationController", "popoverPresentationController",
    "modalTransitionStyle", "isModalInPresentation",
  ]

  /// Whether the call whose `(` is at `opening` has an argument labelled `label`.
  static func hasLabel(_ label: String, in opening: Int, _ view: SwiftCodeView) -> Bool {
    let closing = view.partner[opening]
    guard closing > opening else { return false }
    var index = opening + 1
    while index < closing {
      if view.isOpening(index) {
        index = view.afterGroup(index)
        continue
      }
      if view.isWord(index, label), view.isPunctuation(index + 1, ":") { return true }
      index += 1
    }
    return false
  }

  /// The name a creation is assigned to: `host` in `let host = UIHostingController(…)`,
  /// `self.host = …` or `let host: UIHostingController<V> = …`, `rootViewController` in
  /// `window.rootViewController = …`; `nil` when it is not assigned.
  static func assignedName(before position: Int, in view: SwiftCodeView) -> String? {
    guard view.isOperator(position - 1, "=") else { return nil }
    var index = position - 2
    // A type annotation: `let host: UIHostingController<V> = …`.
    if view.isOperator(index, ">") {
      while index > 0, !view.isOperator(index, "<") { index -= 1 }
      index -= 1
    }
    if index > 1, view.isPunctuation(index - 1, ":"), view.token(index).kind == .identifier,
      view.name(index).first?.isUppercase == true
    {
      index -= 2
    }
    guard index >= 0, view.token(index).kind == .identifier else { return nil }
    return view.name(index)
  }
}
