import CompatMatrixCore

/// How complex the plans are for each candidate minimum deployment target, and the smallest
/// minimum after which raising it further makes nothing simpler.
public struct MinimumAdvice: Sendable {
  /// One candidate minimum and what its plans need.
  public struct Row: Sendable, Hashable {
    /// The candidate minimum.
    public let minimum: OSVersion
    /// Concerns served by a single strategy.
    public let single: Int
    /// `#available` checks that choose between two strategies, across all plans; checks that
    /// only adopt something new after a gap are not counted.
    public let branches: Int
    /// Concerns with a gap.
    public let gaps: Int
    /// Branches served by custom code or a library.
    public let workarounds: Int
    /// Branches whose strategy is deprecated somewhere inside them.
    public let deprecated: Int
    /// The share of devices on this minimum or later, from the most recent App Store edition
    /// that covers it; `nil` when none does. Rows' editions differ: their shares are each of
    /// their own date, never to be compared.
    public let coverage: AdoptionCoverage?
    /// The share as the advice's one edition (`sharesMeasuredBy`) measured it, so that the rows
    /// compare on one date: exact, or a lower bound for a minimum older than that edition's
    /// previous release; `nil` for a minimum newer than its latest.
    package let sameDate: AdoptionCoverage?
    /// The device models this minimum leaves behind that the candidate before it still
    /// served: those whose newest release lies between the two.
    public let drops: [DeviceModel]
    /// What this minimum makes usable without a check that the candidate before it did not,
    /// per concern (those that gain nothing left out); empty for the first row.
    package let gains: [PlanGains]

    /// Checks, workarounds and deprecated uses: what raising the minimum can remove.
    package var complexity: Int { branches + workarounds + deprecated }
  }

  /// The range's top.
  public let maximum: OSVersion
  /// The platform.
  public let platform: Platform
  /// One row per major release from the earliest in the data to the maximum.
  public let rows: [Row]
  /// The profile every row is planned under: the one asked for, or for `any` the one the
  /// rule picks for the whole range from the earliest release, so rows compare like with like.
  public let profile: NavigationProfile
  /// How the profile was chosen: `--framework`, the project's sources (set by the caller
  /// that read them), or the rule for the whole range.
  package var basis: ProfileBasis
  /// The one App Store edition every row's `sameDate` share comes from: the one that gives a
  /// share to the most rows, the most recent of those; `nil` when the data has none.
  package let sharesMeasuredBy: AdoptionEdition?

  /// Resolves every concern for each candidate minimum: every major release up to `maximum`
  /// (the latest release when `nil`).
  public init(
    resolver: Resolver, platform: Platform, maximum: DeploymentRange? = nil,
    preferring framework: FrameworkPreference = .any
  ) throws(VersionError) {
    let matrix = resolver.matrix
    let axis = try matrix.axis(for: platform)
    let top =
      try maximum.map { range throws(VersionError) in try axis.resolve(range).maximum }
      ?? axis.latest ?? OSVersion(0)
    self.maximum = top
    self.platform = platform
    let whole = try axis.resolve(
      DeploymentRange(
        minimum: axis.earliest ?? top, upperBound: top.successor, maximumText: "\(top)"))
    let profile: NavigationProfile
    if let asked = framework.profile {
      (profile, basis) = (asked, .flag)
    } else {
      let ruled = resolver.navigationPlan(for: whole, preferring: .any)
      (profile, basis) = (ruled.profile, ruled.basis)
    }
    self.profile = profile
    let reference = AdoptionCoverage.reference(
      for: axis.majorReleases.filter { $0 <= top }, on: platform, in: matrix.adoption)
    sharesMeasuredBy = reference
    var rows: [Row] = []
    var previous: OSVersion?
    var previousRange: ResolvedRange?
    for minimum in axis.majorReleases where minimum <= top {
      let range = try axis.resolve(
        DeploymentRange(minimum: minimum, upperBound: top.successor, maximumText: "\(top)"))
      let plans = resolver.navigationPlan(for: range, profile: profile).plans
      let gains =
        previousRange.map { earlier in
          matrix.concerns.map { concern in
            resolver.gains(
              of: concern, raising: earlier, to: minimum, under: profile,
              using: Set(
                plans.first { $0.concern.id == concern.id }?.branches.map(\.strategy.id) ?? []))
          }.filter { !$0.isEmpty }
        } ?? []
      previousRange = range
      let branches = plans.flatMap(\.branches)
      rows.append(
        Row(
          minimum: minimum, single: plans.filter { $0.outcome == .single }.count,
          branches: plans.reduce(0) { $0 + $1.fallbackChecks },
          gaps: plans.filter { $0.outcome == .gap }.count,
          workarounds: branches.filter { $0.strategy.origin != .firstParty }.count,
          deprecated: branches.filter { $0.status == .deprecated }.count,
          coverage: AdoptionCoverage(
            minimum: minimum, platform: platform, editions: matrix.adoption),
          sameDate: reference.flatMap { AdoptionCoverage(minimum: minimum, measuredBy: $0) },
          drops: previous.map {
            matrix.devices(leftBehindFrom: $0, to: minimum, on: platform)
          } ?? [], gains: gains))
      previous = minimum
    }
    self.rows = rows
  }

  /// The raise from one candidate to the next that removes the most complexity, as the pair
  /// of rows; `nil` when no raise removes any.
  public var largestStep: (from: Row, to: Row)? {
    let steps = zip(rows, rows.dropFirst()).filter { $0.complexity > $1.complexity }
    return steps.max { ($0.0.complexity - $0.1.complexity) < ($1.0.complexity - $1.1.complexity) }
  }

  /// The smallest minimum from which no higher candidate has lower complexity: raising the
  /// minimum beyond it removes no check, workaround or deprecated use.
  public var plateau: Row? {
    rows.indices.first { index in
      rows[index...].allSatisfy { $0.complexity >= rows[index].complexity }
    }.map { rows[$0] }
  }
}
