import CompatMatrixCore

/// The recommended plan for one concern over a deployment range.
public struct ConcernPlan: Sendable {
  /// The concern.
  public let concern: Concern
  /// The range planned for.
  public let range: ResolvedRange
  /// The branches, oldest first; each is served by one strategy.
  public let branches: [PlanBranch]
  /// Stretches of the range that no strategy serves.
  public let gaps: [PlanGap]
  /// Every strategy not chosen, with where and why it falls short.
  public let rejected: [RejectedStrategy]
  /// The plan's cost under the weights used.
  package let cost: Int
  /// The profile the plan keeps to; `nil` when every strategy competed.
  public let profile: NavigationProfile?
  /// The branches that reach outside the profile: through an adapter the data declares, or
  /// (for strategies that declare no surfaces) in another framework where none of the
  /// profile's serves.
  package let bridges: [PlanBridge]
  /// The stretches of the range where the concern does not arise (`appliesTo`): neither
  /// served nor a gap.
  package let notApplicable: [PlanStretch]

  /// Creates a plan.
  package init(
    concern: Concern, range: ResolvedRange, branches: [PlanBranch], gaps: [PlanGap],
    rejected: [RejectedStrategy], cost: Int, profile: NavigationProfile? = nil,
    bridges: [PlanBridge] = [], notApplicable: [PlanStretch] = []
  ) {
    self.concern = concern
    self.range = range
    self.branches = branches
    self.gaps = gaps
    self.rejected = rejected
    self.cost = cost
    self.profile = profile
    self.bridges = bridges
    self.notApplicable = notApplicable
  }

  /// The cost with `weights.gap` for each major release a gap covers: what whole plans are
  /// compared by. A gap over 15–18 weighs four times one over 15.x.
  package func total(weights: PlanWeights) -> Int {
    cost + gaps.reduce(0) { $0 + $1.majorReleases(in: range) * weights.gap }
  }

  /// Whether the plan is one strategy, several behind `#available` checks, or has gaps.
  public var outcome: PlanOutcome {
    if !gaps.isEmpty { return .gap }
    if branches.isEmpty, !notApplicable.isEmpty { return .notApplicable }
    return branches.count == 1 ? .single : .branched
  }

  /// The first line of code a developer writes: `if #available(iOS 16.0, *)` for the newest
  /// branch (or gap, when the newest releases are one), or `nil` for a single strategy.
  public var availabilityCheck: String? {
    let newestBranch = branches.last
    if let gap = gaps.last, newestBranch.map({ gap.from > $0.from }) ?? true {
      return gap.condition.map { "if \($0)" }
    }
    return newestBranch?.condition.map { "if \($0)" }
  }

  /// The `#available` checks that choose between two strategies: every branch condition
  /// except those right after a gap or a stretch where the concern does not arise, which only
  /// adopt something new where it exists.
  package var fallbackChecks: Int {
    branches.filter { branch in
      branch.condition != nil && !gaps.contains { $0.until == branch.from }
        && !notApplicable.contains { $0.until == branch.from }
    }.count
  }

  /// The sources behind the plan, its branches' notes and the rejections, sorted.
  public var sources: [String] {
    var all = Set<String>()
    for branch in branches {
      all.formUnion(branch.strategy.sources)
      for note in branch.notes + branch.newerSDKNotes { all.formUnion(note.sources) }
    }
    for gap in gaps { all.formUnion(gap.recorded?.evidence.sources ?? []) }
    for rejection in rejected {
      for reason in rejection.reasons { all.formUnion(reason.sources) }
    }
    return all.sorted()
  }
}

/// Whether a plan needs branching.
public enum PlanOutcome: String, Sendable, CaseIterable {
  /// One strategy serves the whole range.
  case single
  /// Several strategies behind `#available` checks.
  case branched
  /// Part of the range is served by no strategy.
  case gap
  /// The concern arises nowhere in the range.
  case notApplicable = "not-applicable"
}

/// One branch of a plan: a strategy over a stretch of the range.
public struct PlanBranch: Sendable {
  /// The strategy.
  public let strategy: Strategy
  /// The symbols of the APIs the strategy requires, as Apple's documentation names them.
  public let apis: [String]
  /// The first version of the branch.
  public let from: OSVersion
  /// The first version after it, or `nil` through the top of the range.
  public let until: OSVersion?
  /// The worst status of the strategy inside the branch.
  public let status: StrategyStatus
  /// What falls short of `works` inside the branch, with reasons.
  public let notes: [StatusReason]
  /// The availability condition that selects the branch, `#available(iOS 16.0, *)`; `nil`
  /// for the oldest branch, the `else`.
  public let condition: String?
  /// What building with a newer SDK than the plan's would change inside the branch: the
  /// behaviour entries that need one, with their statuses.
  package let newerSDKNotes: [StatusReason]

  /// Creates a branch.
  package init(
    strategy: Strategy, apis: [String], from: OSVersion, until: OSVersion?,
    status: StrategyStatus, notes: [StatusReason], condition: String?,
    newerSDKNotes: [StatusReason] = []
  ) {
    self.strategy = strategy
    self.apis = apis
    self.from = from
    self.until = until
    self.status = status
    self.notes = notes
    self.condition = condition
    self.newerSDKNotes = newerSDKNotes
  }
}

/// A branch that reaches outside the plan's profile: through an adapter the data declares (a
/// hosting controller's `navigationController`), or, for a strategy that declares no surfaces,
/// in another framework because no strategy of the profile serves its versions.
package struct PlanBridge: Sendable {
  /// The profile the plan keeps to.
  package let profile: NavigationProfile
  /// The branch.
  package let branch: PlanBranch
  /// The framework of the strategy used: `UIKit` under a SwiftUI profile.
  package let framework: String
  /// The versions, as people say them: `15.x`, `13.0–14.x`.
  package let versions: String
  /// The adapters it reaches through; empty for a bridge to another framework.
  package let adapters: [SurfaceAdapter]
  /// The surfaces it reaches through them, by title.
  package let surfaces: [String]

  /// Creates a bridge.
  package init(
    profile: NavigationProfile, branch: PlanBranch, framework: String, versions: String,
    adapters: [SurfaceAdapter] = [], surfaces: [String] = []
  ) {
    self.profile = profile
    self.branch = branch
    self.framework = framework
    self.versions = versions
    self.adapters = adapters
    self.surfaces = surfaces
  }

  /// The line a plan shows: `15.x: X reaches a view controller's UINavigationItem through
  /// the UIHostingController's navigationController`, or for another framework's strategy
  /// `no SwiftUI strategy serves 15.x; bridging to UIKit: …`.
  package var line: String {
    guard !adapters.isEmpty else {
      return
        "no \(profile.navigationFramework) strategy serves \(versions); bridging to \(framework): "
        + branch.strategy.title
    }
    return "\(versions): \(branch.strategy.title) reaches "
      + WordList.joined(surfaces) + " through " + WordList.joined(adapters.map(\.title))
  }
}

/// A stretch of the range where a concern does not arise, and why.
package struct PlanStretch: Sendable, Hashable {
  /// The first version.
  package let from: OSVersion
  /// The first version after it, or `nil` through the top of the range.
  package let until: OSVersion?
  /// Why the concern does not arise there.
  package let reason: String
  /// The availability condition that selects it, as a gap has one; `nil` at the bottom.
  package let condition: String?

  /// Creates a stretch.
  package init(from: OSVersion, until: OSVersion?, reason: String, condition: String? = nil) {
    self.from = from
    self.until = until
    self.reason = reason
    self.condition = condition
  }
}

/// A stretch of the range that no strategy serves.
public struct PlanGap: Sendable {
  /// The first version of the gap.
  public let from: OSVersion
  /// The first version after it, or `nil` through the top of the range.
  public let until: OSVersion?
  /// The gap as the data records it, when it does.
  package let recorded: RecordedGap?
  /// The availability condition that selects the gap, `#available(iOS 17.0, *)`, as a branch
  /// has one; `nil` for a gap at the bottom of the range, the `else`.
  public let condition: String?

  /// Creates a gap.
  package init(
    from: OSVersion, until: OSVersion?, recorded: RecordedGap?, condition: String? = nil
  ) {
    self.from = from
    self.until = until
    self.recorded = recorded
    self.condition = condition
  }

  /// How many major releases of the range the gap touches; at least one.
  package func majorReleases(in range: ResolvedRange) -> Int {
    Self.majorReleases(from: from, until: until, in: range)
  }

  /// The major releases of the range from `from` until `until`, at least one.
  static func majorReleases(from: OSVersion, until: OSVersion?, in range: ResolvedRange) -> Int {
    // A handful of majors: a list is cheaper than a set, and whole plans are compared often.
    var majors: [Int] = []
    for release in range.releases where release >= from && until.map({ release < $0 }) ?? true {
      if !majors.contains(release.major) { majors.append(release.major) }
    }
    return max(majors.count, 1)
  }
}

/// A strategy the plan does not use, and why.
public struct RejectedStrategy: Sendable {
  /// The strategy.
  public let strategy: Strategy
  /// Where in the range it is not `works`, and why.
  public let reasons: [StatusReason]
  /// One line: why it lost.
  public let summary: String

  /// Creates a rejection.
  package init(strategy: Strategy, reasons: [StatusReason], summary: String) {
    self.strategy = strategy
    self.reasons = reasons
    self.summary = summary
  }
}
