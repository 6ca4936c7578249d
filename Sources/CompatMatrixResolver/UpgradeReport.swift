import CompatMatrixCore

/// What raising the minimum deployment target changes, concern by concern: the
/// `#available` checks a team can delete, workarounds it can retire, strategies that become
/// possible, and deprecations the compiler starts warning about.
public struct UpgradeReport: Sendable {
  /// The current range.
  public let from: ResolvedRange
  /// The range after raising the minimum.
  public let to: ResolvedRange
  /// Every concern, sorted by id.
  public let concerns: [ConcernUpgrade]
  /// Where the current minimum came from.
  package let source: RangeSource
  /// A line saying where exactly, for a minimum read from a project.
  package let sourceDetail: String?
  /// The whole plan for the current range: both ranges are planned under its profile.
  package let navigation: NavigationPlan
  /// The device models that run the current minimum but not the new one, by the newest
  /// release they run.
  public let devicesLeftBehind: [DeviceModel]
  /// The share of devices on the new minimum or later, from the most recent App Store
  /// edition that covers it; `nil` when none does.
  public let coverage: AdoptionCoverage?
  /// Whether the data has App Store figures for the platform at all.
  package let hasAdoptionFigures: Bool
  /// Whether the data has device models for the platform at all.
  package let hasDeviceData: Bool

  /// Compares the plans for `from` and `to`, which must end at the same maximum, under one
  /// profile: the one `framework` names, or for `any` the one the rule picks for `from`, so
  /// that raising the minimum never switches frameworks by itself. Concerns that do not arise
  /// under the profile are left out.
  public init(
    from: ResolvedRange, to: ResolvedRange, resolver: Resolver, concerns: [Concern]? = nil,
    source: RangeSource = .flag, sourceDetail: String? = nil,
    preferring framework: FrameworkPreference = .any
  ) {
    self.init(
      from: from, to: to, resolver: resolver,
      navigation: resolver.navigationPlan(for: from, preferring: framework), concerns: concerns,
      source: source, sourceDetail: sourceDetail)
  }

  /// Compares the plans for `from` and `to` under the profile of `navigation`, the whole plan
  /// for `from` (chosen by a flag, the project's sources or the rule).
  package init(
    from: ResolvedRange, to: ResolvedRange, resolver: Resolver, navigation: NavigationPlan,
    concerns: [Concern]? = nil, source: RangeSource = .flag, sourceDetail: String? = nil
  ) {
    self.from = from
    self.to = to
    self.source = source
    self.sourceDetail = sourceDetail
    self.navigation = navigation
    let matrix = resolver.matrix
    self.devicesLeftBehind = matrix.devices(
      leftBehindFrom: from.minimum, to: to.minimum, on: to.platform)
    self.coverage = AdoptionCoverage(
      minimum: to.minimum, platform: to.platform, editions: matrix.adoption)
    self.hasAdoptionFigures = matrix.adoption.contains { $0.platform == to.platform }
    self.hasDeviceData = !matrix.devices(on: to.platform).isEmpty
    let after = resolver.navigationPlan(for: to, profile: navigation.profile)
    self.concerns = (concerns ?? matrix.concerns).compactMap { concern in
      guard let old = navigation.plan(for: concern.id), let new = after.plan(for: concern.id)
      else { return nil }
      return Self.compare(
        before: old, after: new, matrix: matrix,
        gains: resolver.gains(
          of: concern, raising: from, to: to.minimum, under: navigation.profile,
          using: Set(new.branches.map(\.strategy.id))))
    }
  }

  /// The number of `#available` checks that can be deleted.
  public var removedChecks: Int { concerns.reduce(0) { $0 + $1.removedChecks.count } }
  /// The number of workarounds and libraries retired.
  public var retiredWorkarounds: Int { concerns.reduce(0) { $0 + $1.retired.count } }
  /// The number of APIs the new minimum makes usable without a check, over every concern.
  package var gainedAPIs: Int { Set(concerns.flatMap { $0.gains.apis.map(\.id) }).count }

  /// The number of APIs the compiler starts warning about.
  package var newWarnings: Int {
    Set(concerns.flatMap { $0.newWarnings.map(\.api) }).count
  }

  /// `3 branches removed, 2 workarounds retired, 1 new warning.`
  public var summary: String {
    func count(_ number: Int, _ singular: String, _ plural: String) -> String {
      "\(number) \(number == 1 ? singular : plural)"
    }
    return count(removedChecks, "#available branch removed", "#available branches removed")
      + ", " + count(retiredWorkarounds, "workaround retired", "workarounds retired") + ", "
      + count(newWarnings, "new warning", "new warnings") + "."
  }

  package static func compare(
    before: ConcernPlan, after: ConcernPlan, matrix: Matrix, gains: PlanGains? = nil
  ) -> ConcernUpgrade {
    let oldConditions = before.branches.compactMap(\.condition)
    let newConditions = Set(after.branches.compactMap(\.condition))
    let removed = oldConditions.filter { !newConditions.contains($0) }
    let afterIDs = Set(after.branches.map(\.strategy.id))
    let beforeIDs = Set(before.branches.map(\.strategy.id))
    let retired = before.branches.map(\.strategy).filter {
      $0.origin != .firstParty && !afterIDs.contains($0.id)
    }
    // Newly possible: what the new plan uses that the old range could not use throughout;
    // one the old plan could have used but found costlier is a switch, not a gain.
    let newlyPossible = after.branches.map(\.strategy).filter { !beforeIDs.contains($0.id) }
      .compactMap { strategy -> NewlyPossible? in
        let rejection = before.rejected.first { $0.strategy.id == strategy.id }
        let reason = rejection?.reasons.first { !$0.status.isUsable }
        guard reason != nil || rejection == nil else { return nil }
        return NewlyPossible(strategy: strategy, reason: reason)
      }
    // The compiler warns about a hard deprecation once the minimum reaches it: APIs the team
    // uses today (the old plan) deprecated above the old minimum and at or below the new one.
    let newWarnings = notices(before.branches.map(\.strategy), matrix: matrix, range: after.range)
      .filter {
        if case .hard = $0.deprecation {
          return $0.since > before.range.minimum && $0.since <= after.range.minimum
        }
        return false
      }
    let soft = notices(after.branches.map(\.strategy), matrix: matrix, range: after.range).filter {
      $0.deprecation == .soft && $0.since <= after.range.maximum
    }
    return ConcernUpgrade(
      before: before, after: after, removedChecks: removed, retired: retired,
      newlyPossible: newlyPossible, newWarnings: newWarnings, softDeprecations: soft,
      gains: gains ?? PlanGains(concern: before.concern, apis: [], strategies: []))
  }

  /// The deprecated APIs the strategies use, on the range's platform, once each.
  static func notices(_ strategies: [Strategy], matrix: Matrix, range: ResolvedRange)
    -> [DeprecationNotice]
  {
    var seen = Set<String>()
    var notices: [DeprecationNotice] = []
    for strategy in strategies {
      for id in strategy.requires where seen.insert(id).inserted {
        guard let api = matrix.api(id: id),
          let availability = api.availability[range.platform],
          let deprecation = availability.deprecated
        else { continue }
        let since: OSVersion
        var replacement = api.replacement.first.flatMap { matrix.api(id: $0)?.symbol }
        switch deprecation {
        case .hard(let version): since = version
        case .soft:
          guard
            let supersession = StatusDerivation.supersession(
              of: api, on: range.platform, in: matrix)
          else { continue }
          since = supersession.since
          replacement = matrix.api(id: supersession.replacement)?.symbol
        }
        notices.append(
          DeprecationNotice(
            symbol: api.symbol, api: api.id, deprecation: deprecation, since: since,
            replacement: replacement, strategy: strategy.id, sources: api.evidence.sources))
      }
    }
    return notices
  }
}
