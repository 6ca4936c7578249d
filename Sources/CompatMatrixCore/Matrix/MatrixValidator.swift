/// Checks what needs the whole data set: references between records, versions against the
/// platforms' releases, overlapping behaviour entries, entries that contradict the
/// availability of the APIs a strategy requires, and devices and adoption editions against
/// the releases (`DeviceValidation`).
///
/// Duplicate ids are found while merging, by `MatrixLoader`, which knows the load order.
package enum MatrixValidator {
  /// Every semantic problem in a merged matrix, unsorted.
  package static func validate(_ matrix: Matrix) -> [MatrixDiagnostic] {
    var problems = DeviceValidation.validate(matrix)
    let axes = matrix.platforms.mapValues(\.axis)
    for platform in matrix.platforms.keys.sorted() {
      // The key came from the dictionary, so the value exists.
      checkReleaseOrder(matrix.platforms[platform]!, into: &problems)
    }
    for api in matrix.apis {
      checkAPI(api, in: matrix, axes: axes, into: &problems)
      for pattern in api.lint {
        checkLintPattern(pattern, in: matrix, into: &problems)
      }
    }
    for concern in matrix.concerns {
      for gap in concern.gaps {
        checkRange(
          from: gap.from, until: gap.until, of: gap, on: gap.platform, in: matrix, axes: axes,
          into: &problems)
      }
      for strategy in concern.strategies {
        checkStrategy(strategy, of: concern, in: matrix, axes: axes, into: &problems)
        checkFramework(strategy, in: matrix, into: &problems)
        checkDependencies(strategy, of: concern, in: matrix, into: &problems)
      }
      checkHazards(of: concern, in: matrix, into: &problems)
      checkModel(of: concern, in: matrix, axes: axes, into: &problems)
    }
    checkDependencyCycles(in: matrix, into: &problems)
    checkConflicts(in: matrix, into: &problems)
    checkProfiles(in: matrix, into: &problems)
    problems += CodeValidation.validate(matrix)
    return problems
  }

  private static func checkReleaseOrder(
    _ releases: PlatformReleases, into problems: inout [MatrixDiagnostic]
  ) {
    for (previous, release) in zip(releases.releases, releases.releases.dropFirst())
    where release.version <= previous.version {
      problems.append(
        MatrixDiagnostic(
          at: release.reference(to: "version"),
          .releaseOutOfOrder(release.version, previous: previous.version)))
    }
  }

  private static func checkAPI(
    _ api: APIRecord, in matrix: Matrix, axes: [Platform: VersionAxis],
    into problems: inout [MatrixDiagnostic]
  ) {
    for (offset, id) in api.replacement.enumerated() {
      let place = api.reference(to: "replacement[\(offset)]")
      if id == api.id {
        problems.append(MatrixDiagnostic(at: place, .replacesItself))
      } else if matrix.api(id: id) == nil {
        problems.append(
          MatrixDiagnostic(
            at: place, .unknownReference(.api, id, suggestion: closest(id, matrix.apis.map(\.id)))))
      }
    }
    for (platform, availability) in api.availability.sorted(by: { $0.key < $1.key }) {
      let prefix = "platforms.\(platform.rawValue)"
      guard let latest = matrix.platforms[platform]?.releases.last?.version else {
        problems.append(
          MatrixDiagnostic(at: api.reference(to: prefix), .platformWithoutReleases(platform)))
        continue
      }
      var versions = [("introduced", availability.introduced)]
      if case .hard(let version) = availability.deprecated {
        versions.append(("deprecated", version))
      }
      if let obsoleted = availability.obsoleted { versions.append(("obsoleted", obsoleted)) }
      // A version below the earliest release is fine: the API is older than the data.
      for (field, version) in versions {
        let place = api.reference(to: "\(prefix).\(field)")
        if version > latest {
          problems.append(
            MatrixDiagnostic(
              at: place, .introducedAfterLatest(version, platform: platform, latest: latest)))
        } else if let earliest = axes[platform]?.earliest, version > earliest,
          let problem = notARelease(version, on: axes[platform])
        {
          problems.append(MatrixDiagnostic(at: place, problem))
        }
      }
    }
  }

  private static func checkStrategy(
    _ strategy: Strategy, of concern: Concern, in matrix: Matrix, axes: [Platform: VersionAxis],
    into problems: inout [MatrixDiagnostic]
  ) {
    for (offset, id) in strategy.requires.enumerated() where matrix.api(id: id) == nil {
      problems.append(
        MatrixDiagnostic(
          at: strategy.reference(to: "requires[\(offset)]"),
          .unknownReference(.api, id, suggestion: closest(id, matrix.apis.map(\.id)))))
    }
    if let companion = strategy.companion {
      checkCompanion(companion, of: strategy, concern: concern, in: matrix, into: &problems)
    }
    let apis = StatusDerivation.requiredAPIs(of: strategy, in: matrix)
    for entry in strategy.behaviour {
      checkRange(
        from: entry.from, until: entry.until, linkedOnOrAfter: entry.linkedOnOrAfter, of: entry,
        on: entry.platform, in: matrix, axes: axes, into: &problems)
      checkEntryAgainstAvailability(entry, apis: apis, in: matrix, into: &problems)
    }
    checkOverlaps(strategy.behaviour, into: &problems)
    for pattern in strategy.lint {
      checkLintPattern(pattern, in: matrix, into: &problems)
    }
  }

  /// Checks that a companion names another concern that exists, with patterns that parse.
  private static func checkCompanion(
    _ companion: Companion, of value: some Declared, concern: Concern, in matrix: Matrix,
    into problems: inout [MatrixDiagnostic]
  ) {
    for (field, patterns) in [("rootOf", companion.rootOf), ("pushedBy", companion.pushedBy)] {
      for (offset, text) in patterns.enumerated() {
        checkPattern(
          text, at: value.reference(to: "companion.\(field)[\(offset)]"), into: &problems)
      }
    }
    let place = value.reference(to: "companion.concern")
    if companion.concern == concern.id {
      problems.append(MatrixDiagnostic(at: place, .companionIsOwnConcern))
    } else if matrix.concern(id: companion.concern) == nil {
      problems.append(
        MatrixDiagnostic(
          at: place,
          .unknownReference(
            .concern, companion.concern,
            suggestion: closest(companion.concern, matrix.concerns.map(\.id)))))
    }
  }

  /// Checks a concern's hazards: unique ids, patterns that parse, and companions.
  private static func checkHazards(
    of concern: Concern, in matrix: Matrix, into problems: inout [MatrixDiagnostic]
  ) {
    var seen: [String: SourceReference] = [:]
    for hazard in concern.hazards {
      if let first = seen[hazard.id] {
        problems.append(
          MatrixDiagnostic(
            at: hazard.reference(to: "id"), .duplicateID(.hazard, hazard.id, first: first)))
      } else {
        seen[hazard.id] = hazard.reference(to: "id")
      }
      for pattern in hazard.lint {
        checkLintPattern(pattern, in: matrix, into: &problems)
      }
      if let companion = hazard.companion {
        checkCompanion(companion, of: hazard, concern: concern, in: matrix, into: &problems)
      }
    }
  }

  /// Checks that each part of a lint pattern parses, and that its fix replaces tokens of the
  /// match with Swift code using APIs the data has.
  private static func checkLintPattern(
    _ pattern: LintPattern, in matrix: Matrix, into problems: inout [MatrixDiagnostic]
  ) {
    let place = pattern.declaredAt
    func reference(_ field: String) -> SourceReference {
      SourceReference(file: place.file, location: place.location, path: "\(place.path).\(field)")
    }
    let parts = [
      ("match", pattern.match), ("inside", pattern.inside), ("with", pattern.with),
      ("without", pattern.without),
    ]
    for case (let field, let text?) in parts {
      checkPattern(text, at: reference(field), into: &problems)
    }
    guard let fix = pattern.fix else { return }
    if let match = try? LintPatternProgram.parse(pattern.match) {
      do {
        let replace = try LintPatternProgram.parse(fix.replace)
        if !replace.occurs(in: match) {
          problems.append(
            MatrixDiagnostic(
              at: reference("fix.replace"),
              .fixNotInMatch(replace: fix.replace, match: pattern.match)))
        }
      } catch {
        problems.append(
          MatrixDiagnostic(
            at: reference("fix.replace"),
            .invalidLintPattern(fix.replace, reason: error.description)))
      }
    }
    if !LintPatternProgram.isPlainCode(fix.with) {
      problems.append(MatrixDiagnostic(at: reference("fix.with"), .invalidFixText(fix.with)))
    }
    if let then = fix.then {
      checkPattern(then.replace, at: reference("fix.then.replace"), into: &problems)
      if !LintPatternProgram.isPlainCode(then.with) {
        problems.append(
          MatrixDiagnostic(at: reference("fix.then.with"), .invalidFixText(then.with)))
      }
    }
    for (offset, id) in fix.requires.enumerated() where matrix.api(id: id) == nil {
      problems.append(
        MatrixDiagnostic(
          at: reference("fix.requires[\(offset)]"),
          .unknownReference(.api, id, suggestion: closest(id, matrix.apis.map(\.id)))))
    }
  }

  /// Checks that a pattern parses.
  private static func checkPattern(
    _ text: String, at place: SourceReference, into problems: inout [MatrixDiagnostic]
  ) {
    do {
      _ = try LintPatternProgram.parse(text)
    } catch {
      problems.append(
        MatrixDiagnostic(at: place, .invalidLintPattern(text, reason: error.description)))
    }
  }

  /// Checks that `from`, `until` and an entry's `linkedOnOrAfter` SDK are releases of the
  /// platform (`axes`, each platform's): an SDK is numbered as the release it comes with.
  ///
  /// `from < until` is checked while decoding.
  static func checkRange(
    from: OSVersion, until: OSVersion?, linkedOnOrAfter: OSVersion? = nil,
    of value: some Declared, on platform: Platform, in matrix: Matrix,
    axes: [Platform: VersionAxis], into problems: inout [MatrixDiagnostic]
  ) {
    guard let releases = matrix.platforms[platform]?.releases, let first = releases.first,
      let last = releases.last
    else {
      problems.append(
        MatrixDiagnostic(at: value.reference(to: "platform"), .platformWithoutReleases(platform)))
      return
    }
    var fields = [("from", from)]
    if let until { fields.append(("until", until)) }
    if let linkedOnOrAfter { fields.append(("linkedOnOrAfter", linkedOnOrAfter)) }
    for (field, version) in fields {
      if version < first.version || version > last.version {
        problems.append(
          MatrixDiagnostic(
            at: value.reference(to: field),
            .versionOutsideData(
              version, platform: platform, earliest: first.version, latest: last.version)))
      } else if let problem = notARelease(version, on: axes[platform]) {
        problems.append(MatrixDiagnostic(at: value.reference(to: field), problem))
      }
    }
  }

  /// The problem with a version inside a platform's releases that is none of them (nor the
  /// first release of a major listed): `nil` for a release.
  ///
  /// Statuses change, and plans branch, only at releases: a version between two (19.0,
  /// between 18.x and 26.0) would date a change where no user can run it.
  static func notARelease(_ version: OSVersion, on axis: VersionAxis?) -> MatrixMessage? {
    guard let axis, !axis.isKnownRelease(version) else { return nil }
    let (below, above) = axis.knownReleases(around: version)
    return .notARelease(version, platform: axis.platform, below: below, above: above)
  }

  /// Reports a usable entry over versions where a required API (of `apis`, the strategy's
  /// in `requires` order) is unavailable: the first such version, and the first API
  /// unavailable there.
  ///
  /// Availability changes only where an API is introduced or obsoleted. An API unavailable
  /// anywhere in the entry is either unavailable at its start, or available there and
  /// obsoleted inside it; so the first such version is the start, or else the earliest
  /// obsoletion inside the entry. Time is linear in the number of APIs.
  private static func checkEntryAgainstAvailability(
    _ entry: BehaviourEntry, apis: [APIRecord], in matrix: Matrix,
    into problems: inout [MatrixDiagnostic]
  ) {
    guard entry.status.isUsable else { return }
    var found: (api: String, at: OSVersion)?
    for api in apis {
      let (status, _) = StatusDerivation.apiStatus(
        api, at: entry.from, platform: entry.platform, matrix: matrix)
      if status == .unavailable {
        found = (api.id, entry.from)
        break
      }
    }
    if found == nil {
      for api in apis {
        guard let obsoleted = api.availability[entry.platform]?.obsoleted,
          entry.covers(obsoleted), found.map({ obsoleted < $0.at }) ?? true
        else { continue }
        found = (api.id, obsoleted)
      }
    }
    if let found {
      problems.append(
        MatrixDiagnostic(
          at: entry.reference(to: "status"),
          .usableWhereUnavailable(entry.status, api: found.api, at: found.at)))
    }
  }

  /// Checks that entries of one platform do not overlap, unless they need different SDKs:
  /// an entry for apps linked on a newer SDK may cover versions an older one covers, and
  /// wins where it applies.
  private static func checkOverlaps(
    _ entries: [BehaviourEntry], into problems: inout [MatrixDiagnostic]
  ) {
    struct Group: Hashable, Comparable {
      let platform: Platform
      let sdk: OSVersion
      static func < (lhs: Group, rhs: Group) -> Bool {
        (lhs.platform, lhs.sdk) < (rhs.platform, rhs.sdk)
      }
    }
    let groups = Dictionary(grouping: entries) {
      Group(platform: $0.platform, sdk: $0.linkedOnOrAfter ?? OSVersion(0))
    }
    for group in groups.keys.sorted() {
      // The key came from the grouping, so the group exists.
      let sorted = groups[group]!.sorted {
        ($0.from, $0.declaredAt) < ($1.from, $1.declaredAt)
      }
      // Entries for disjoint sets of profiles may cover the same versions; each profile's
      // entries must not overlap.
      for (offset, later) in sorted.enumerated() {
        let earlier = sorted[..<offset].last { earlier in
          (earlier.profiles.isEmpty || later.profiles.isEmpty
            || earlier.profiles.contains(where: later.profiles.contains))
        }
        guard let earlier, earlier.until.map({ later.from < $0 }) ?? true else { continue }
        problems.append(
          MatrixDiagnostic(
            at: later.reference(to: "from"), .overlappingEntries(other: earlier.declaredAt)))
      }
    }
  }

  private static func closest(_ id: String, _ candidates: [String]) -> String? {
    Suggestion.closest(to: id, among: candidates)
  }
}
