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
/// release where any strategy changes status, and each strategy's status span per segment.
package struct ConcernTimeline: Sendable {
  /// The concern.
  package let concern: Concern
  /// The range.
  package let range: ResolvedRange
  /// The segments, in order, covering the range.
  package let segments: [VersionSegment]
  /// For each strategy (in the concern's order), its span in each segment.
  package let spans: [[StatusSpan]]

  /// Cuts the range at every release where a strategy of the concern changes status.
  package init(concern: Concern, range: ResolvedRange, matrix: Matrix) {
    let timelines = concern.strategies.map {
      StatusDerivation.timeline(of: $0, on: range.platform, in: matrix)
    }
    self.init(concern: concern, range: range, timelines: timelines)
  }

  /// Cuts the range using strategy timelines computed beforehand, one per strategy in the
  /// concern's order.
  package init(concern: Concern, range: ResolvedRange, timelines: [[StatusSpan]]) {
    self.concern = concern
    self.range = range
    // A change reaches users at the first release that has it: the data may date one at a
    // version that is no release (validation refuses that, but a range built by hand may
    // lack releases), and a range is cut only at its releases.
    var cuts: Set<OSVersion> = [range.minimum]
    for timeline in timelines {
      for span in timeline where span.from > range.minimum && span.from <= range.maximum {
        if let release = range.release(atOrAbove: span.from), release > range.minimum {
          cuts.insert(release)
        }
      }
    }
    let starts = cuts.sorted()
    let segments = starts.enumerated().map { offset, start in
      VersionSegment(from: start, until: offset + 1 < starts.count ? starts[offset + 1] : nil)
    }
    self.segments = segments
    // Both are in version order, so one pass over each timeline finds the span covering
    // every segment: the time grows with the segments and spans, not with their product.
    self.spans = timelines.map { timeline in
      var index = 0
      return segments.map { segment in
        // Every timeline starts at version 0 and ends open, so a span covers each start.
        while !timeline[index].covers(segment.from) { index += 1 }
        return timeline[index]
      }
    }
  }

  /// Whether any strategy is usable in a segment.
  package func isServed(_ segment: Int) -> Bool {
    spans.contains { $0[segment].status.isUsable }
  }
}
