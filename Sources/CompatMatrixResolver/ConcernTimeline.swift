import CompatMatrixCore

/// A stretch of a deployment range over which no strategy of a concern changes status.
package struct VersionSegment: Sendable, Hashable {
  /// The first version of the segment.
  package var from: OSVersion
  /// The first version after it, or `nil` when it runs to the top of the range.
  package var until: OSVersion?

  /// Creates a segment.
  package init(from: OSVersion, until: OSVersion?) {
    self.from = from
    self.until = until
  }
}

/// A concern's strategies over a deployment range: the range cut into segments at every
/// release where any strategy changes status, and each strategy's status span and cost per
/// segment.
package struct ConcernTimeline: Sendable {
  /// The concern.
  package let concern: Concern
  /// The range.
  package let range: ResolvedRange
  /// The segments, in order, covering the range.
  package let segments: [VersionSegment]
  /// For each strategy (in the concern's order), its span in each segment.
  package private(set) var spans: [[StatusSpan]]
  /// For each strategy, the cost of its status in each segment under the weights given;
  /// `PlanWeights.unusable` where it cannot be used.
  package private(set) var costs: [[Int]]
  /// For each segment, whether the concern does not arise there (`appliesTo`): such a segment
  /// is neither served nor a gap. Empty while it arises everywhere, the usual case: a timeline
  /// is made for every plan tried, and most would allocate an array of `false`.
  private var inapplicable: [Bool] = []
  private let weights: PlanWeights

  /// Cuts the range at every release where a strategy of the concern changes status.
  package init(
    concern: Concern, range: ResolvedRange, matrix: Matrix, weights: PlanWeights = .standard,
    linkedOn sdk: OSVersion? = nil
  ) {
    let timelines = concern.strategies.map {
      StatusDerivation.timeline(of: $0, on: range.platform, in: matrix, linkedOn: sdk)
    }
    self.init(concern: concern, range: range, timelines: timelines, weights: weights)
  }

  /// Cuts the range using strategy timelines computed beforehand, one per strategy in the
  /// concern's order, and at the versions in `cuts` (where another concern's plan changes).
  package init(
    concern: Concern, range: ResolvedRange, timelines: [[StatusSpan]], cuts extra: [OSVersion] = [],
    weights: PlanWeights = .standard
  ) {
    self.concern = concern
    self.range = range
    self.weights = weights
    // A change reaches users at the first release that has it: the data may date one at a
    // version that is no release (validation refuses that, but a range built by hand may
    // lack releases), and a range is cut only at its releases.
    // A few dozen cuts: sorting a list and dropping repeats is cheaper than hashing a set.
    var cuts: [OSVersion] = [range.minimum]
    for timeline in timelines {
      for span in timeline where span.from > range.minimum && span.from <= range.maximum {
        if let release = range.release(atOrAbove: span.from), release > range.minimum {
          cuts.append(release)
        }
      }
    }
    for cut in extra where cut > range.minimum && cut <= range.maximum {
      cuts.append(cut)
    }
    cuts.sort()
    var starts: [OSVersion] = []
    for cut in cuts where starts.last != cut { starts.append(cut) }
    let segments = starts.enumerated().map { offset, start in
      VersionSegment(from: start, until: offset + 1 < starts.count ? starts[offset + 1] : nil)
    }
    self.segments = segments
    // Both are in version order, so one pass over each timeline finds the span covering
    // every segment: the time grows with the segments and spans, not with their product.
    let spans = timelines.map { timeline in
      var index = 0
      return segments.map { segment in
        // Every timeline starts at version 0 and ends open, so a span covers each start.
        while !timeline[index].covers(segment.from) { index += 1 }
        return timeline[index]
      }
    }
    self.spans = spans
    self.costs = spans.map { $0.map(weights.cost(of:)) }
  }

  /// Whether some segment is one where the concern does not arise.
  package var hasInapplicable: Bool { !inapplicable.isEmpty }

  /// Whether the concern arises in a segment.
  package func isApplicable(_ segment: Int) -> Bool {
    inapplicable.isEmpty || !inapplicable[segment]
  }

  /// Whether any strategy is usable in a segment where the concern applies.
  package func isServed(_ segment: Int) -> Bool {
    isApplicable(segment) && costs.contains { $0[segment] < PlanWeights.unusable }
  }

  /// Marks a segment as one where the concern does not arise.
  package mutating func markInapplicable(_ segment: Int) {
    if inapplicable.isEmpty { inapplicable = [Bool](repeating: false, count: segments.count) }
    inapplicable[segment] = true
  }

  /// Adds `amount` to what a strategy costs wherever it is usable (a bridge's price).
  package mutating func surcharge(_ strategy: Int, by amount: Int) {
    for segment in costs[strategy].indices where costs[strategy][segment] < PlanWeights.unusable {
      costs[strategy][segment] += amount
    }
  }

  /// Whether a strategy is usable in a segment.
  package func isUsable(_ strategy: Int, _ segment: Int) -> Bool {
    costs[strategy][segment] < PlanWeights.unusable
  }

  /// Makes a strategy unusable in one segment, for a reason the plan imposes; a strategy
  /// already unusable there keeps its own reason.
  package mutating func exclude(_ strategy: Int, _ segment: Int, because cause: StatusCause) {
    guard isUsable(strategy, segment) else { return }
    let bounds = segments[segment]
    spans[strategy][segment] = StatusSpan(
      from: bounds.from, until: bounds.until, status: .unavailable, cause: cause)
    costs[strategy][segment] = PlanWeights.unusable
  }

  /// For each segment, whether a first-party strategy serves it without a hard deprecation:
  /// where custom code or a library is not needed.
  package func firstPartyServes() -> [Bool] {
    let firstParty = concern.strategies.indices.filter {
      concern.strategies[$0].origin == .firstParty
    }
    return segments.indices.map { segment in
      firstParty.contains { index in
        isUsable(index, segment) && !Self.isHardDeprecated(spans[index][segment])
      }
    }
  }

  private static func isHardDeprecated(_ span: StatusSpan) -> Bool {
    if case .deprecated = span.cause { return true }
    if case .deprecated = span.apiCause { return true }
    if case .entry(let entry) = span.cause, entry.status == .deprecated { return true }
    return false
  }
}
