import CompatMatrixCore

/// Which navigation architecture a team asked for: one of the profiles, or `any` when nothing
/// was said (the project's sources may tell, else the resolver picks by a stated rule).
///
/// The raw values are the `--framework` choices.
public enum FrameworkPreference: String, Sendable, Hashable, CaseIterable {
  /// Nothing said: detect it from the project, or pick by the rule `ProfileChoice` states.
  case any
  /// SwiftUI owns the stack.
  case swiftui
  /// UIKit owns the stack.
  case uikit
  /// A UIKit stack that pushes `UIHostingController` screens.
  case hybrid

  /// The profile asked for; `nil` for `any`.
  package var profile: NavigationProfile? {
    switch self {
    case .any: nil
    case .swiftui: .swiftui
    case .uikit: .uikit
    case .hybrid: .hybrid
    }
  }

  /// The preference for a profile.
  package init(_ profile: NavigationProfile) {
    switch profile {
    case .swiftui: self = .swiftui
    case .uikit: self = .uikit
    case .hybrid: self = .hybrid
    }
  }

  /// Whether a strategy of a concern belongs to the preferred profile: every strategy for
  /// `any`.
  package func admits(_ strategy: Strategy, of concern: Concern, in matrix: Matrix) -> Bool {
    guard let profile else { return true }
    return profile.admits(framework: matrix.framework(of: strategy), layer: concern.layer)
  }
}
