import CompatMatrixCore
import CompatMatrixSource

/// The views that apply a view modifier: the screens a finding in the modifier is about.
extension ScreenRoleScan {
  /// Where each of `modifiers` is applied in this file: the view around each use of its name
  /// (`.modifier(BackButtonModifier())` in `PasteCodeView`), or, in an extension's function
  /// (`extension View { func backButton() -> some View { modifier(BackButtonModifier()) } }`),
  /// that function, whose callers apply it.
  func appliers(of modifiers: Set<String>) -> (
    views: [String: Set<String>], functions: [String: Set<String>]
  ) {
    var views: [String: Set<String>] = [:]
    var functions: [String: Set<String>] = [:]
    for position in 0..<view.count where view.token(position).kind == .identifier {
      let name = view.name(position)
      guard modifiers.contains(name), !isDeclaration(position),
        let around = Self.screen(around: position, in: file), around.name != name,
        !around.modifier
      else { continue }
      if around.declared {
        views[name, default: []].insert(around.name)
      } else if let function = innermostFunction(at: position),
        view.token(function.keyword + 1).kind == .identifier
      {
        functions[name, default: []].insert(view.name(function.keyword + 1))
      } else if around.name != "View" {
        views[name, default: []].insert(around.name)
      }
    }
    return (views, functions)
  }

  /// The views that call each of `functions` as a modifier (`.backButton()`), in this file.
  func callers(of functions: Set<String>) -> [String: Set<String>] {
    var found: [String: Set<String>] = [:]
    for position in 1..<max(1, view.count) where view.token(position).kind == .identifier {
      let name = view.name(position)
      guard functions.contains(name), view.isPunctuation(position - 1, "."),
        view.isPunctuation(position + 1, "("),
        let around = Self.screen(around: position, in: file), around.name != "View",
        !around.modifier
      else { continue }
      found[name, default: []].insert(around.name)
    }
    return found
  }
}
