import CompatMatrixCore

/// The costs the resolver minimises when it chooses a plan: the one documented place where
/// its preferences live.
///
/// A plan costs the sum, over its branches, of `branch` plus the branch's compromises: the
/// worst compromise inside the branch (a status; a version where a behaviour entry and a
/// deprecated API both fall short counts both), the strategy's origin, app-wide side effects,
/// and custom code or a library kept on versions that do not need it.
///
/// | cost | for |
/// |---|---|
/// | 100 | each branch: every `#available` check the team writes and keeps |
/// | 30 | a soft deprecation in the branch (`deprecated: 100000`: no compiler warning) |
/// | 110 | `partial` somewhere in the branch, with a functional impact |
/// | 40 | `partial` with a cosmetic impact (it looks different; everything works) |
/// | 1,000 | `partial` with a crash or data-loss impact: as much as a release with no strategy |
/// | ÷2 | a `partial` the sources contest (a recorded disagreement, or unconfirmed) |
/// | 130 | a hard deprecation in the branch (the compiler warns once the minimum reaches it) |
/// | 120 | a third-party library |
/// | 150 | custom code the team writes and maintains (a workaround) |
/// | 120 | custom code or a library kept where a first-party strategy serves |
/// | 60 | side effects on every screen of the app |
/// | 40 | a bridge: code that reaches a surface the profile does not own through an adapter |
///
/// The reasoning:
///
/// - **A branch (100)** is code a team writes twice and keeps until the minimum passes it.
/// - **A hard deprecation (130) costs more than a branch.** The compiler will warn as soon as
///   the minimum reaches the deprecation, and the warning has to be fixed then anyway; one
///   `#available` now is cheaper, which is why the plan for iOS 15–18 branches from the
///   `NavigationLink(isActive:)` chain to a `NavigationStack` path on 16.
/// - **A soft deprecation (30) costs less than a branch.** Apple's `deprecated: 100000`
///   renames (`toolbar(_:for:)` → `toolbarVisibility(_:for:)`) never warn and the old spelling
///   keeps working, so a soft rename never earns an `#available` on its own; it still loses a
///   tie against a strategy that is not superseded.
/// - **`partial` (110) costs more than a branch**: a limitation users see is worth one check.
///   Its impact weighs too: a cosmetic one (40) costs less than a branch, a crash or lost data
///   (1,000) as much as a release no strategy serves, so a plan branches around it whatever
///   else the branch costs; and a report the sources contest counts half, so a contested
///   cosmetic glitch (20) never outweighs even a soft deprecation (30).
/// - **A bridge (40)**, through an adapter the data declares (a hosting controller's
///   `navigationController`), couples the code to objects another framework owns: it loses
///   to a native strategy of equal standing, not to a branch.
/// - **Origins.** First-party beats a library (120) beats custom code (150), and no side
///   effects beat app-wide ones (60).
/// - **A workaround only where it is needed (120).** Custom code or a library that runs on
///   versions where a first-party strategy works (or only partly works, or is only softly
///   deprecated) costs 120 more: more than the branch that retires it there. So the iOS 13
///   hide-bar workaround serves 13.x, and `navigationBarHidden(true)` takes over from 14.
///
/// Two extra branches cost more than one compromise: a custom strategy that serves a whole
/// range where nothing first-party does beats three first-party branches.
///
/// - **What a plan gives up for another concern (120 a major release).** When a concern
///   others depend on is chosen with them, a dependent that keeps the plain default, custom
///   code or a library on a major release where a first-party strategy of its own would serve
///   but for the plan chosen for the concern it depends on costs `unneededWorkaround` for that
///   release: so the tabs take Tab from iOS 18 when the iPad sidebar, customisable tabs and
///   the search tab need it, though tabItem alone would cost less. A concern's own plan never
///   pays it, since it cannot change another concern's.
///
/// When whole plans are compared (the container plans a routing strategy depends on, or the
/// navigation profiles when nothing says which one a team uses), each major release that a
/// concern has no strategy for costs `gap` (1,000): more than any plan of branches and
/// compromises, and a gap over four releases four times one over a single release.
///
/// Equal costs are broken by the order of strategies in the concern's data (earlier first),
/// so that the authors of a matrix decide ties, and the result never depends on chance.
public struct PlanWeights: Sendable, Hashable {
  /// The cost of each branch of a plan.
  package var branch: Int
  /// The cost of a branch whose worst status is `partial`.
  package var partial: Int
  /// The cost of a branch with a hard deprecation.
  package var deprecated: Int
  /// The cost of a branch served by a third-party library.
  package var thirdParty: Int
  /// The cost of a branch served by custom code.
  package var custom: Int
  /// The cost of a branch whose strategy has app-wide side effects.
  package var appWideSideEffects: Int
  /// The cost of a branch with a soft deprecation (no compiler warning).
  package var softDeprecated: Int
  /// The cost of a custom or third-party branch that covers versions where a first-party
  /// strategy serves.
  package var unneededWorkaround: Int
  /// The cost of each major release a concern has no strategy for, when whole plans are
  /// compared.
  package var gap: Int
  /// The cost of a branch whose `partial` is only cosmetic.
  package var cosmetic: Int
  /// The cost of a branch whose `partial` crashes the app or loses data.
  package var severe: Int
  /// The cost of a branch that reaches a surface through an adapter.
  package var bridge: Int

  /// Creates weights; every parameter defaults to the documented value.
  package init(
    branch: Int = 100, partial: Int = 110, deprecated: Int = 130, thirdParty: Int = 120,
    custom: Int = 150, appWideSideEffects: Int = 60, softDeprecated: Int = 30,
    unneededWorkaround: Int = 120, gap: Int = 1_000, cosmetic: Int = 40, severe: Int = 1_000,
    bridge: Int = 40
  ) {
    self.branch = branch
    self.partial = partial
    self.deprecated = deprecated
    self.thirdParty = thirdParty
    self.custom = custom
    self.appWideSideEffects = appWideSideEffects
    self.softDeprecated = softDeprecated
    self.unneededWorkaround = unneededWorkaround
    self.gap = gap
    self.cosmetic = cosmetic
    self.severe = severe
    self.bridge = bridge
  }

  /// The documented defaults.
  public static let standard = PlanWeights()

  /// The least a concern that arises somewhere in a range adds to a whole plan: a branch or a
  /// gap, when no weight is negative (nothing then costs less than its branch); 0 otherwise.
  package var leastPerArisingConcern: Int {
    let all = [
      branch, partial, deprecated, thirdParty, custom, appWideSideEffects, softDeprecated,
      unneededWorkaround, gap, cosmetic, severe, bridge,
    ]
    return all.allSatisfy { $0 >= 0 } ? min(branch, gap) : 0
  }

  /// The cost of a status, taking `deprecated` as a hard deprecation.
  package func cost(of status: StrategyStatus) -> Int {
    switch status {
    case .works: 0
    case .partial: partial
    case .deprecated: deprecated
    case .broken, .unavailable: Self.unusable
    }
  }

  /// The cost of a status span: its status, with a soft deprecation priced as one; a span
  /// that a behaviour entry and its APIs both fall short on (`partial`, and a deprecated API)
  /// has two compromises and costs both.
  package func cost(of span: StatusSpan) -> Int {
    guard span.status.isUsable else { return Self.unusable }
    if case .entry(let entry) = span.cause {
      return cost(of: entry) + (span.apiCause.map(cost(ofAPICause:)) ?? 0)
    }
    return span.status == .deprecated ? cost(ofAPICause: span.cause) : cost(of: span.status)
  }

  /// The cost of a behaviour entry's status, weighed by its impact and whether the sources
  /// contest it.
  package func cost(of entry: BehaviourEntry) -> Int {
    guard entry.status == .partial else { return cost(of: entry.status) }
    let weighed =
      switch entry.impact ?? .functional {
      case .cosmetic: cosmetic
      case .functional: partial
      case .crash, .dataLoss: severe
      }
    return entry.isContested ? weighed / 2 : weighed
  }

  /// The cost of what the required APIs say: a soft or a hard deprecation, or nothing.
  private func cost(ofAPICause cause: StatusCause) -> Int {
    switch cause {
    case .available: 0
    case .superseded: softDeprecated
    case .deprecated: deprecated
    case .entry(let entry): cost(of: entry)
    case .notOnPlatform, .notIntroduced, .notInSDK, .obsoleted, .needsStrategy, .outsideProfile,
      .unreachable, .plainDefaultWhereOthersServe:
      Self.unusable
    }
  }

  /// The cost of a strategy's origin and side effects.
  package func cost(of strategy: Strategy) -> Int {
    let origin =
      switch strategy.origin {
      case .firstParty: 0
      case .thirdParty: thirdParty
      case .custom: custom
      }
    return origin + (strategy.hasAppWideSideEffects ? appWideSideEffects : 0)
  }

  /// The cost of what is not usable: larger than any plan, small enough never to overflow.
  package static let unusable = Int.max / 4
}
