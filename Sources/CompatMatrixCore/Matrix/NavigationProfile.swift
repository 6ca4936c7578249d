/// Who owns an app's navigation stack: which strategies a plan draws on, and which concerns
/// arise at all.
public enum NavigationProfile: String, Sendable, Hashable, CaseIterable, Comparable {
  /// SwiftUI owns the stack: NavigationView, NavigationStack, NavigationSplitView, TabView.
  case swiftui
  /// UIKit owns the stack: UINavigationController, UITabBarController,
  /// UISplitViewController; SwiftUI screens may be hosted in it.
  case uikit
  /// A UIKit stack that pushes `UIHostingController` screens: UIKit decides navigation, and
  /// code inside a screen may be SwiftUI or UIKit.
  case hybrid

  /// The name people use: `SwiftUI`, `UIKit`, `hybrid UIKit/SwiftUI`.
  package var displayName: String {
    switch self {
    case .swiftui: "SwiftUI"
    case .uikit: "UIKit"
    case .hybrid: "hybrid UIKit/SwiftUI"
    }
  }

  /// The framework whose strategies decide navigation under the profile, as API records
  /// spell it: `SwiftUI` or `UIKit` (a hybrid app's stack is UIKit's).
  package var navigationFramework: String {
    self == .swiftui ? Self.swiftUI : Self.uiKit
  }

  /// Whether the profile admits a strategy written with `framework` for a concern of `layer`:
  /// its own framework, a framework that is neither SwiftUI nor UIKit (an `Info.plist` key),
  /// and under `hybrid` either framework for code inside one screen.
  package func admits(framework: String?, layer: ConcernLayer) -> Bool {
    guard let framework, Self.uiFrameworks.contains(framework) else { return true }
    if self == .hybrid, layer == .screen { return true }
    return framework == navigationFramework
  }

  /// The order in which ties between profiles are broken: SwiftUI, then UIKit, then hybrid.
  public static func < (lhs: NavigationProfile, rhs: NavigationProfile) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .swiftui: 0
    case .uikit: 1
    case .hybrid: 2
    }
  }

  /// `SwiftUI`, as API records spell the framework.
  package static let swiftUI = "SwiftUI"
  /// `UIKit`, as API records spell the framework.
  package static let uiKit = "UIKit"
  /// `BundleResources`, as API records spell the framework of Info.plist keys (Apple files
  /// them under Bundle Resources): a key needs no check, earlier releases ignore it.
  package static let bundleResources = "BundleResources"
  /// The frameworks that own navigation; any other (`BundleResources`) is neutral.
  package static let uiFrameworks: Set<String> = [swiftUI, uiKit]
}

/// Where a concern's code lives, which decides what a hybrid app may use for it.
package enum ConcernLayer: String, Sendable, Hashable, CaseIterable {
  /// Decided by whoever owns the stack and its bar: in a hybrid app, UIKit.
  case navigation
  /// Decided inside one screen: in a hybrid app, SwiftUI or UIKit.
  case screen
}

/// What part of the app's navigation architecture a concern describes, for the summary that
/// opens a plan.
package enum ArchitectureRole: String, Sendable, Hashable, CaseIterable, Comparable {
  /// The container that holds the stack.
  case container
  /// How screens are pushed, popped and restored.
  case routing
  /// Tabs.
  case tabs
  /// The navigation bar.
  case bar

  /// Container, routing, tabs, bar: the order the summary lists them in.
  package static func < (lhs: ArchitectureRole, rhs: ArchitectureRole) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .container: 0
    case .routing: 1
    case .tabs: 2
    case .bar: 3
    }
  }
}

/// A strategy of another concern that a strategy needs in the same plan, over the same
/// versions: an `isActive` chain needs a NavigationView container.
package struct StrategyDependency: Sendable, Hashable {
  /// The concern whose plan must use one of `strategies`.
  package var concern: String
  /// The strategies of that concern that satisfy the need.
  package var strategies: [String]
  /// Why it is needed.
  package var reason: String
  /// Where that need is described, and how sure the data is.
  package var evidence: Evidence

  /// Creates a dependency.
  package init(concern: String, strategies: [String], reason: String, evidence: Evidence) {
    self.concern = concern
    self.strategies = strategies
    self.reason = reason
    self.evidence = evidence
  }
}
