import CompatMatrixCore

/// The costs the resolver minimises when it chooses a plan: the one documented place where
/// its preferences live.
///
/// A plan costs the sum, over its branches, of `branch` plus the branch's compromises: the
/// worst status inside the branch, the strategy's origin, and app-wide side effects.
///
/// | cost | for |
/// |---|---|
/// | 100 | each branch: every `#available` check the team writes and keeps |
/// | 110 | `partial` somewhere in the branch |
/// | 130 | `deprecated` somewhere in the branch |
/// | 120 | a third-party library |
/// | 150 | custom code the team writes and maintains (a workaround) |
/// | 60 | side effects on every screen of the app |
///
/// So `works` beats `partial` beats `deprecated`, first-party beats a library beats custom
/// code, and no side effects beat app-wide ones; and one more `#available` branch (100) is
/// cheaper than any single compromise, which is why the plan for iOS 15–18 branches to
/// `NavigationStack` on 16 rather than keeping the deprecated `NavigationView` or adding a
/// backport library. Two extra branches cost more than one compromise: a custom strategy
/// that serves a whole range beats three first-party branches.
///
/// Equal costs are broken by the order of strategies in the concern's data (earlier first),
/// so that the authors of a matrix decide ties, and the result never depends on chance.
public struct PlanWeights: Sendable, Hashable {
  /// The cost of each branch of a plan.
  public var branch: Int
  /// The cost of a branch whose worst status is `partial`.
  public var partial: Int
  /// The cost of a branch whose worst status is `deprecated`.
  public var deprecated: Int
  /// The cost of a branch served by a third-party library.
  public var thirdParty: Int
  /// The cost of a branch served by custom code.
  public var custom: Int
  /// The cost of a branch whose strategy has app-wide side effects.
  public var appWideSideEffects: Int

  /// Creates weights; every parameter defaults to the documented value.
  public init(
    branch: Int = 100, partial: Int = 110, deprecated: Int = 130, thirdParty: Int = 120,
    custom: Int = 150, appWideSideEffects: Int = 60
  ) {
    self.branch = branch
    self.partial = partial
    self.deprecated = deprecated
    self.thirdParty = thirdParty
    self.custom = custom
    self.appWideSideEffects = appWideSideEffects
  }

  /// The documented defaults.
  public static let standard = PlanWeights()

  /// The cost of a status.
  public func cost(of status: StrategyStatus) -> Int {
    switch status {
    case .works: 0
    case .partial: partial
    case .deprecated: deprecated
    case .broken, .unavailable: Int.max / 4
    }
  }

  /// The cost of a strategy's origin and side effects.
  public func cost(of strategy: Strategy) -> Int {
    let origin =
      switch strategy.origin {
      case .firstParty: 0
      case .thirdParty: thirdParty
      case .custom: custom
      }
    return origin + (strategy.hasAppWideSideEffects ? appWideSideEffects : 0)
  }
}
