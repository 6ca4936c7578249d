/// The checks that hold the judgment model: what strategies touch and profiles reach, where a
/// concern applies, caveats with their releases, and behaviour that agrees with its siblings.
///
/// Each is an invariant plans rely on: a plan never uses a strategy its profile cannot reach,
/// never counts a gap where the concern does not apply, never shows a caveat outside its
/// releases, and never lets one strategy's report about an API contradict a sibling's.
extension MatrixValidator {
  /// The concern's applicability, recorded gaps, default strategy, strategies' surfaces,
  /// caveats and entries.
  static func checkModel(
    of concern: Concern, in matrix: Matrix, axes: [Platform: VersionAxis],
    into problems: inout [MatrixDiagnostic]
  ) {
    if let applicability = concern.appliesTo, let platform = applicability.platform,
      let from = applicability.from ?? axes[platform]?.earliest
    {
      checkRange(
        from: from, until: applicability.until,
        linkedOnOrAfter: applicability.linkedOnOrAfter, of: concern, on: platform, in: matrix,
        axes: axes, into: &problems)
      for gap in concern.gaps where gap.platform == platform {
        let startsBefore = applicability.from.map { gap.from < $0 } ?? false
        let endsAfter =
          applicability.until.map { until in (gap.until ?? OSVersion(Int.max / 2)) > until }
          ?? false
        let outside = startsBefore || endsAfter
        if outside {
          problems.append(
            MatrixDiagnostic(
              at: gap.reference(to: "from"),
              .gapOutsideApplicability(from: gap.from, until: gap.until)))
        }
      }
    }
    // Plain defaults (one per framework at most matters) come after every other strategy.
    let lastOther = concern.strategies.lastIndex { $0.kind != .plainDefault } ?? -1
    for (offset, strategy) in concern.strategies.enumerated() {
      if strategy.kind == .plainDefault, offset < lastOther {
        problems.append(MatrixDiagnostic(at: strategy.reference(to: "kind"), .defaultNotLast))
      }
      checkTouches(strategy, of: concern, in: matrix, into: &problems)
      checkCaveats(strategy, in: matrix, axes: axes, into: &problems)
      for entry in strategy.behaviour {
        for (index, api) in entry.apis.enumerated() where !strategy.requires.contains(api) {
          problems.append(
            MatrixDiagnostic(at: entry.reference(to: "apis[\(index)]"), .entryAPINotRequired(api)))
        }
        checkSiblings(of: entry, in: strategy, concern: concern, matrix: matrix, into: &problems)
      }
    }
  }

  /// Every surface a strategy touches exists, and under each profile is reached, given by an
  /// adapter, or withheld with a reason; and some profile reaches it at all.
  private static func checkTouches(
    _ strategy: Strategy, of concern: Concern, in matrix: Matrix,
    into problems: inout [MatrixDiagnostic]
  ) {
    guard let touches = strategy.touches else { return }
    let known = matrix.surfaces.map(\.id)
    var allKnown = true
    for (offset, id) in touches.enumerated() where !known.contains(id) {
      allKnown = false
      problems.append(
        MatrixDiagnostic(
          at: strategy.reference(to: "touches[\(offset)]"),
          .unknownReference(.surface, id, suggestion: Suggestion.closest(to: id, among: known))))
    }
    guard allKnown else { return }
    for (offset, api) in strategy.requires.enumerated() {
      for surface in matrix.surfaces
      where surface.apis.contains(api) && !touches.contains(surface.id) {
        problems.append(
          MatrixDiagnostic(
            at: strategy.reference(to: "requires[\(offset)]"),
            .touchesLeavesOut(api: api, surface: surface.id)))
      }
    }
    guard !matrix.profileReach.isEmpty else {
      problems.append(
        MatrixDiagnostic(at: strategy.reference(to: "touches"), .touchesWithoutProfiles))
      return
    }
    var reachable = false
    for profile in NavigationProfile.allCases where concern.arises(under: profile) {
      switch matrix.ownReachability(of: strategy, under: profile) {
      case .unreachable(let surface, nil)?:
        problems.append(
          MatrixDiagnostic(
            at: strategy.reference(to: "touches"),
            .outOfReachWithoutReason(surface, profile: profile)))
      case .unreachable?, .unreachableDependency?: break
      case .native?, .bridged?, nil: reachable = true
      }
    }
    if !reachable {
      problems.append(MatrixDiagnostic(at: strategy.reference(to: "touches"), .reachableNowhere))
    }
  }

  /// Caveats' releases are releases; a caveat that names an iOS release says which releases it
  /// holds for; none calls an introduction unconfirmed that the API records confirm.
  private static func checkCaveats(
    _ strategy: Strategy, in matrix: Matrix, axes: [Platform: VersionAxis],
    into problems: inout [MatrixDiagnostic]
  ) {
    for (offset, caveat) in strategy.caveats.enumerated() {
      let place = strategy.reference(to: "caveats[\(offset)]")
      if caveat.hasRange {
        let platform = caveat.platform ?? .iOS
        for (field, version) in [("from", caveat.from), ("until", caveat.until)] {
          guard let version, let axis = axes[platform] else { continue }
          if let problem = notARelease(version, on: axis) {
            problems.append(
              MatrixDiagnostic(
                file: place.file, location: place.location, path: "\(place.path).\(field)",
                message: problem))
          }
        }
      } else if let release = CaveatText.namedRelease(in: caveat.text) {
        problems.append(MatrixDiagnostic(at: place, .caveatNeedsRange(release)))
      }
      if CaveatText.callsIntroductionUnconfirmed(caveat.text) {
        let records = StatusDerivation.requiredAPIs(of: strategy, in: matrix)
        if !records.isEmpty, records.allSatisfy({ $0.evidence.confidence == .confirmed }) {
          problems.append(MatrixDiagnostic(at: place, .caveatContradictsRecords))
        }
      }
    }
  }

  /// An entry that reports an API's own behaviour holds for every sibling that requires the
  /// API: each must say what it does over the same versions (an entry naming the API), unless
  /// a disagreement is recorded.
  private static func checkSiblings(
    of entry: BehaviourEntry, in strategy: Strategy, concern: Concern, matrix: Matrix,
    into problems: inout [MatrixDiagnostic]
  ) {
    guard !entry.apis.isEmpty, entry.status != .works, entry.evidence.disagreement == nil else {
      return
    }
    for sibling in concern.strategies where sibling.id != strategy.id {
      for api in entry.apis where sibling.requires.contains(api) {
        // Only where the sibling exists at all: before its newest API it cannot contradict.
        let available = StatusDerivation.requiredAPIs(of: sibling, in: matrix).compactMap {
          $0.availability[entry.platform]?.introduced
        }.max()
        let from = max(entry.from, available ?? entry.from)
        if let until = entry.until, from >= until { continue }
        let acknowledged = sibling.behaviour.contains { other in
          other.platform == entry.platform && other.apis.contains(api)
            && (other.from <= from)
            && (other.until == nil || entry.until.map { other.until! >= $0 } ?? false)
        }
        // An entry that names the API over the same releases, for a profile the report holds
        // for, and says it works there contradicts the report unless its note says why (the
        // workaround makes up for it, the gate makes the question moot).
        for other in sibling.behaviour
        where other.platform == entry.platform && other.apis.contains(api)
          && other.status == .works && other.evidence.disagreement == nil
          && (other.note ?? "").isEmpty
          && other.from < (entry.until ?? OSVersion(Int.max / 2))
          && (other.until ?? OSVersion(Int.max / 2)) > from
          && (entry.profiles.isEmpty || other.profiles.isEmpty
            || !Set(entry.profiles).isDisjoint(with: other.profiles))
        {
          problems.append(
            MatrixDiagnostic(
              at: other.reference(to: "status"),
              .siblingContradicts(strategy: strategy.id, api: api, status: entry.status)))
        }
        if !acknowledged {
          problems.append(
            MatrixDiagnostic(
              at: entry.reference(to: "apis"),
              .siblingSilent(sibling: sibling.id, api: api, from: from, until: entry.until)))
        }
      }
    }
  }

  /// Each profile is declared once with surfaces that exist; when any is declared, all are.
  static func checkProfiles(in matrix: Matrix, into problems: inout [MatrixDiagnostic]) {
    for surface in matrix.surfaces {
      for (offset, id) in surface.apis.enumerated() where matrix.api(id: id) == nil {
        problems.append(
          MatrixDiagnostic(
            at: surface.reference(to: "apis[\(offset)]"),
            .unknownReference(
              .api, id, suggestion: Suggestion.closest(to: id, among: matrix.apis.map(\.id)))))
      }
    }
    guard let first = matrix.profileReach.first else { return }
    let declared = Set(matrix.profileReach.map(\.profile))
    let missing = NavigationProfile.allCases.filter { !declared.contains($0) }
    if !missing.isEmpty {
      problems.append(MatrixDiagnostic(at: first.reference(to: "id"), .profilesMissing(missing)))
    }
    let known = matrix.surfaces.map(\.id)
    for profile in matrix.profileReach {
      var fields: [(String, [String])] = [("owns", profile.owns)]
      var frameworks = Set<String>()
      for (offset, reach) in profile.reach.enumerated() {
        if !frameworks.insert(reach.framework).inserted {
          problems.append(
            MatrixDiagnostic(
              at: profile.reference(to: "reach[\(offset)]"), .frameworkReachTwice(reach.framework)))
        }
        fields.append(("reach[\(offset)].owns", reach.owns))
        for (index, adapter) in reach.adapters.enumerated() {
          fields.append(("reach[\(offset)].adapters[\(index)].gives", adapter.gives))
        }
      }
      for (offset, withheld) in profile.withheld.enumerated() {
        fields.append(("withheld[\(offset)].surfaces", withheld.surfaces))
      }
      for (field, ids) in fields {
        for id in ids where !known.contains(id) {
          problems.append(
            MatrixDiagnostic(
              at: profile.reference(to: field),
              .unknownReference(.surface, id, suggestion: Suggestion.closest(to: id, among: known))
            ))
        }
      }
    }
  }
}

/// What caveat validation reads in a caveat's text.
enum CaveatText {
  /// The first iOS release a caveat names ("iOS 15", not "the iOS 17 SDK"), if any.
  static func namedRelease(in text: String) -> String? {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" }).map(String.init)
    for (index, word) in words.enumerated() where word == "iOS" && index + 1 < words.count {
      let number = words[index + 1].prefix { $0.isNumber || $0 == "." }
      guard !number.isEmpty, number.first?.isNumber == true else { continue }
      let next = index + 2 < words.count ? words[index + 2] : ""
      if next.hasPrefix("SDK") { continue }
      return "iOS \(number)"
    }
    return nil
  }

  /// Whether a caveat says that an introduction version is unconfirmed.
  static func callsIntroductionUnconfirmed(_ text: String) -> Bool {
    let lower = text.lowercased()
    return lower.contains("introduction") && lower.contains("unconfirmed")
  }
}
