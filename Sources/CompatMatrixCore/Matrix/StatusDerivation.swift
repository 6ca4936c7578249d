/// A stretch of versions over which a strategy's status stays the same, and why.
package struct StatusSpan: Sendable, Hashable {
  /// The first version of the span.
  package var from: OSVersion
  /// The first version after it, or `nil` when it runs on without end.
  package var until: OSVersion?
  /// The status.
  package var status: StrategyStatus
  /// Why the strategy has that status.
  package var cause: StatusCause
  /// When a behaviour entry is the `cause`, what the required APIs say over the span if that
  /// is not `works` (a deprecation under a `partial` entry): the status is the worse of the
  /// two, and both are reasons.
  package var apiCause: StatusCause?

  /// Creates a span.
  package init(
    from: OSVersion, until: OSVersion?, status: StrategyStatus, cause: StatusCause,
    apiCause: StatusCause? = nil
  ) {
    self.from = from
    self.until = until
    self.status = status
    self.cause = cause
    self.apiCause = apiCause
  }

  /// Whether the span covers a version.
  package func covers(_ version: OSVersion) -> Bool {
    version >= from && until.map { version < $0 } ?? true
  }
}

/// Why a strategy has its status over a span of versions.
package enum StatusCause: Sendable, Hashable {
  /// Every required API is available and nothing else is recorded.
  case available
  /// A required API does not exist on the platform.
  case notOnPlatform(api: String)
  /// A required API is not introduced yet.
  case notIntroduced(api: String, introduced: OSVersion)
  /// A required API is introduced after the SDK the app is built with, so the SDK does not
  /// declare it and the code does not compile, whatever release it would run on.
  case notInSDK(api: String, introduced: OSVersion, sdk: OSVersion)
  /// A required API has been removed.
  case obsoleted(api: String, since: OSVersion)
  /// A required API is hard-deprecated.
  case deprecated(api: String, since: OSVersion)
  /// A required API is soft-deprecated and its replacement is available.
  case superseded(api: String, by: String, since: OSVersion)
  /// A behaviour entry of the strategy.
  indirect case entry(BehaviourEntry)
  /// The plan does not use, over these versions, the strategy of another concern that this
  /// one needs (a plan's constraint, never derived from the data alone).
  indirect case needsStrategy(StrategyDependency)
  /// The strategy is of another framework than the profile's, and a strategy of the profile
  /// serves these versions (a plan's constraint, never derived from the data alone).
  case outsideProfile(NavigationProfile)
  /// The strategy touches a surface the profile cannot reach (a plan's constraint).
  case unreachable(surface: String, profile: NavigationProfile)
  /// The strategy needs a strategy of another concern, and the profile reaches none of those
  /// that would do, each for `surface` (a plan's constraint).
  indirect case unreachableDependency(
    StrategyDependency, surface: String, profile: NavigationProfile)
  /// The strategy is the framework's plain default, and another strategy serves these
  /// versions (a plan's constraint: the default is the last resort).
  case plainDefaultWhereOthersServe
}

/// Derives a strategy's status over the whole version line from the availability of the APIs
/// it requires, combined with its behaviour entries; the rule `matrices/README.md` documents.
package enum StatusDerivation {
  /// The spans of a strategy's status on a platform, from version 0 upwards, merged where
  /// neighbouring spans have the same status and cause, for an app linked against an SDK
  /// (`nil`: the latest, which every entry applies to).
  ///
  /// An entry that needs a newer SDK than `sdk` is left out; where entries overlap, the one
  /// that needs the newest SDK among those that apply decides.
  package static func timeline(
    of strategy: Strategy, on platform: Platform, in matrix: Matrix,
    linkedOn sdk: OSVersion? = nil, under profile: NavigationProfile? = nil
  ) -> [StatusSpan] {
    // Each API's availability and replacement on the platform, looked up once, not at every
    // boundary.
    let apis = requiredAPIs(of: strategy, in: matrix).map {
      PlatformAvailability($0, on: platform, in: matrix, linkedOn: sdk)
    }
    let entries = strategy.behaviour.filter {
      $0.platform == platform && $0.applies(linkedOn: sdk) && $0.holds(under: profile)
    }
    var boundaries = [OSVersion(0)]
    for api in apis {
      guard let availability = api.availability else { continue }
      boundaries.append(availability.introduced)
      if let obsoleted = availability.obsoleted { boundaries.append(obsoleted) }
      if case .hard(let version) = availability.deprecated { boundaries.append(version) }
      if let (_, since) = api.supersession { boundaries.append(since) }
    }
    for entry in entries {
      boundaries.append(entry.from)
      if let until = entry.until { boundaries.append(until) }
    }
    boundaries.sort()
    var points: [OSVersion] = []
    for boundary in boundaries where boundary != points.last { points.append(boundary) }
    let covering = coveringEntries(entries, at: points)
    var spans: [StatusSpan] = []
    for (offset, start) in points.enumerated() {
      let end = offset + 1 < points.count ? points[offset + 1] : nil
      let derived = derivedStatus(at: start, apis: apis)
      var span = StatusSpan(from: start, until: end, status: derived.0, cause: derived.1)
      if let entry = covering[offset] {
        span = combined(entry, with: span)
      }
      if let last = spans.last, last.status == span.status, last.cause == span.cause,
        last.apiCause == span.apiCause
      {
        spans[spans.count - 1].until = end
      } else {
        spans.append(span)
      }
    }
    return spans
  }

  /// A behaviour entry over the status the APIs give: the worse of the two. The entry is the
  /// cause, with the APIs' reason beside it when they say more than `works`; an entry that
  /// says `works` where an API is deprecated leaves the deprecation as the cause.
  private static func combined(_ entry: BehaviourEntry, with derived: StatusSpan) -> StatusSpan {
    var span = derived
    span.status = max(entry.status, derived.status)
    if derived.status == .works {
      span.cause = .entry(entry)
    } else if entry.status != .works {
      span.cause = .entry(entry)
      span.apiCause = derived.cause
    }
    return span
  }

  /// The status of one strategy at one version.
  package static func status(
    of strategy: Strategy, on platform: Platform, at version: OSVersion, in matrix: Matrix,
    linkedOn sdk: OSVersion? = nil
  ) -> StatusSpan {
    // The timeline starts at version 0 and its last span is open, so one span covers it.
    timeline(of: strategy, on: platform, in: matrix, linkedOn: sdk).first { $0.covers(version) }!
  }

  /// The status the required APIs alone give at a version, ignoring behaviour entries.
  static func derivedStatus(at version: OSVersion, apis: [PlatformAvailability]) -> (
    StrategyStatus, StatusCause
  ) {
    var worst: (StrategyStatus, StatusCause) = (.works, .available)
    for api in apis {
      let current = api.status(at: version)
      // At equal status the binding reason is given: a hard deprecation, which the compiler
      // warns about, rather than a soft one; and of the APIs not there yet, the one that
      // arrives last (or never), since it alone says from when the strategy can be used.
      let binding: Bool
      switch (current.1, worst.1) {
      case (.deprecated, .superseded): binding = true
      case _ where current.0 == .unavailable && worst.0 == .unavailable:
        binding = unavailableUntil(current.1) > unavailableUntil(worst.1)
      default: binding = false
      }
      if current.0 > worst.0 || (current.0 == worst.0 && binding) { worst = current }
    }
    return worst
  }

  /// The first version from which an unavailable API's cause no longer holds: its
  /// introduction, or never (the largest version) for one missing from the platform or the
  /// SDK, or removed.
  private static func unavailableUntil(_ cause: StatusCause) -> OSVersion {
    if case .notIntroduced(_, let introduced) = cause { return introduced }
    return OSVersion(Int.max / 2)
  }

  /// The APIs a strategy requires, each once, in the order `requires` first names them.
  package static func requiredAPIs(of strategy: Strategy, in matrix: Matrix) -> [APIRecord] {
    var ids: [String] = []
    if strategy.requires.count <= 16 {
      // A few ids, as strategies have: comparing them costs less than hashing them.
      for id in strategy.requires where !ids.contains(id) { ids.append(id) }
    } else {
      var seen = Set<String>()
      ids = strategy.requires.filter { seen.insert($0).inserted }
    }
    return ids.compactMap(matrix.api(id:))
  }

  /// For each of the sorted `points`, the entry that decides the status there: of those that
  /// cover it, the one that needs the newest SDK, then the first in declaration order.
  ///
  /// One sweep over the points, rather than a search of every entry at every point, so that
  /// a strategy with many entries takes time in proportion to them. Entries of one platform
  /// and SDK do not overlap in valid data, so few are open at a time.
  private static func coveringEntries(_ entries: [BehaviourEntry], at points: [OSVersion])
    -> [BehaviourEntry?]
  {
    let order = entries.indices.sorted { (entries[$0].from, $0) < (entries[$1].from, $1) }
    var next = 0
    var open: [Int] = []
    return points.map { point in
      while next < order.count, entries[order[next]].from <= point {
        open.append(order[next])
        next += 1
      }
      open.removeAll { entries[$0].until.map { $0 <= point } ?? false }
      let newest = open.max { first, second in
        let sdks = (entries[first].linkedOnOrAfter, entries[second].linkedOnOrAfter)
        let (a, b) = (sdks.0 ?? OSVersion(0), sdks.1 ?? OSVersion(0))
        return a != b ? a < b : first > second
      }
      return newest.map { entries[$0] }
    }
  }

  /// One API's own status at a version.
  static func apiStatus(
    _ api: APIRecord, at version: OSVersion, platform: Platform, matrix: Matrix
  ) -> (StrategyStatus, StatusCause) {
    PlatformAvailability(api, on: platform, in: matrix).status(at: version)
  }

  /// An API's availability on one platform and, when it is soft-deprecated, the replacement
  /// that supersedes it: what its status at any version depends on.
  struct PlatformAvailability {
    let id: String
    let availability: APIAvailability?
    let supersession: (replacement: String, since: OSVersion)?
    /// The SDK the app is built with, when the API is introduced after it, or first declared
    /// by a later SDK (a back-deployed symbol: `topBarLeading` runs on iOS 14, and only the
    /// iOS 17 SDK declares it).
    let missingFrom: OSVersion?

    init(_ api: APIRecord, on platform: Platform, in matrix: Matrix, linkedOn sdk: OSVersion? = nil)
    {
      id = api.id
      let availability = api.availability[platform]
      self.availability = availability
      let firstSDK = availability.map { max($0.introduced, $0.sdk.declared ?? $0.introduced) }
      if let sdk, let firstSDK, firstSDK > sdk {
        missingFrom = sdk
      } else {
        missingFrom = nil
      }
      supersession =
        availability?.deprecated == .soft
        ? StatusDerivation.supersession(of: api, on: platform, in: matrix) : nil
    }

    /// The API's own status at a version.
    func status(at version: OSVersion) -> (StrategyStatus, StatusCause) {
      guard let availability else { return (.unavailable, .notOnPlatform(api: id)) }
      if let sdk = missingFrom {
        return (.unavailable, .notInSDK(api: id, introduced: availability.introduced, sdk: sdk))
      }
      if version < availability.introduced {
        return (.unavailable, .notIntroduced(api: id, introduced: availability.introduced))
      }
      if let obsoleted = availability.obsoleted, version >= obsoleted {
        return (.unavailable, .obsoleted(api: id, since: obsoleted))
      }
      if case .hard(let since) = availability.deprecated, version >= since {
        return (.deprecated, .deprecated(api: id, since: since))
      }
      if let (replacement, since) = supersession, version >= since {
        return (.deprecated, .superseded(api: id, by: replacement, since: since))
      }
      return (.works, .available)
    }
  }

  /// The earliest replacement of a soft-deprecated API on a platform, and when it arrives;
  /// of replacements arriving together, the one listed first.
  package static func supersession(
    of api: APIRecord, on platform: Platform, in matrix: Matrix
  ) -> (replacement: String, since: OSVersion)? {
    var best: (replacement: String, since: OSVersion)?
    for id in api.replacement {
      guard let introduced = matrix.api(id: id)?.availability[platform]?.introduced else {
        continue
      }
      if best.map({ introduced < $0.since }) ?? true { best = (id, introduced) }
    }
    return best
  }
}
