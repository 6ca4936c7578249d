import CompatMatrixCore

/// Which UI framework a team builds navigation with, so that plans keep to it where the data
/// allows: a SwiftUI team is not told to reach for `popToRootViewController`.
public enum FrameworkPreference: String, Sendable, Hashable, CaseIterable {
  /// Every strategy competes.
  case any
  /// Strategies that use SwiftUI, or no API at all.
  case swiftui
  /// Strategies that do not use SwiftUI.
  case uikit

  /// Whether a strategy belongs to the preferred framework.
  public func admits(_ strategy: Strategy, in matrix: Matrix) -> Bool {
    let frameworks = Set(strategy.requires.compactMap { matrix.api(id: $0)?.framework })
    switch self {
    case .any: return true
    case .swiftui: return frameworks.isEmpty || frameworks.contains("SwiftUI")
    case .uikit: return !frameworks.contains("SwiftUI")
    }
  }
}
