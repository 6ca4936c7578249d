/// Checks what needs the whole data set: references between records, versions against the
/// platforms' releases, overlapping behaviour entries, and entries that contradict the
/// availability of the APIs a strategy requires.
///
/// Duplicate ids are found while merging, by `MatrixLoader`, which knows the load order.
package enum MatrixValidator {
  /// Every semantic problem in a merged matrix, unsorted.
  package static func validate(_ matrix: Matrix) -> [MatrixDiagnostic] {
    var problems: [MatrixDiagnostic] = []
    let axes = matrix.platforms.mapValues(\.axis)
    for platform in matrix.platforms.keys.sorted() {
      // The key came from the dictionary, so the value exists.
      checkReleaseOrder(matrix.platforms[platform]!, into: &problems)
    }
    for api in matrix.apis {
      checkAPI(api, in: matrix, axes: axes, into: &problems)
    }
    for concern in matrix.concerns {
      for gap in concern.gaps {
        checkRange(
          from: gap.from, until: gap.until, of: gap, on: gap.platform, in: matrix, axes: axes,
          into: &problems)
      }
      for strategy in concern.strategies {
        checkStrategy(strategy, of: concern, in: matrix, axes: axes, into: &problems)
      }
    }
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
      let place = strategy.reference(to: "companion.concern")
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
    let apis = StatusDerivation.requiredAPIs(of: strategy, in: matrix)
    for entry in strategy.behaviour {
      checkRange(
        from: entry.from, until: entry.until, of: entry, on: entry.platform, in: matrix,
        axes: axes, into: &problems)
      checkEntryAgainstAvailability(entry, apis: apis, in: matrix, into: &problems)
    }
    checkOverlaps(strategy.behaviour, into: &problems)
    for pattern in strategy.lint {
      checkLintPattern(pattern, into: &problems)
    }
  }

  /// Checks that each part of a lint pattern parses.
  private static func checkLintPattern(
    _ pattern: LintPattern, into problems: inout [MatrixDiagnostic]
  ) {
    let parts = [("match", pattern.match), ("inside", pattern.inside), ("with", pattern.with)]
    for case (let field, let text?) in parts {
      do {
        _ = try LintPatternProgram.parse(text)
      } catch {
        let place = pattern.declaredAt
        problems.append(
          MatrixDiagnostic(
            at: SourceReference(
              file: place.file, location: place.location, path: "\(place.path).\(field)"),
            .invalidLintPattern(text, reason: error.description)))
      }
    }
  }

  /// Checks that `from` and `until` are releases of the platform (`axes`, each platform's).
  ///
  /// `from < until` is checked while decoding.
  private static func checkRange(
    from: OSVersion, until: OSVersion?, of value: some Declared, on platform: Platform,
    in matrix: Matrix, axes: [Platform: VersionAxis], into problems: inout [MatrixDiagnostic]
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
  private static func notARelease(_ version: OSVersion, on axis: VersionAxis?) -> MatrixMessage? {
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

  private static func checkOverlaps(
    _ entries: [BehaviourEntry], into problems: inout [MatrixDiagnostic]
  ) {
    let byPlatform = Dictionary(grouping: entries, by: \.platform)
    for platform in byPlatform.keys.sorted() {
      // The key came from the grouping, so the group exists.
      let sorted = byPlatform[platform]!.sorted {
        ($0.from, $0.declaredAt) < ($1.from, $1.declaredAt)
      }
      for (earlier, later) in zip(sorted, sorted.dropFirst())
      where earlier.until.map({ later.from < $0 }) ?? true {
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
