/// The bounds and flags of the regions that enclose each region, computed once, so that the
/// context an `@available` attribute is written in (`FileAvailabilityContext.context(outside:)`)
/// is found in logarithmic time rather than by a pass over every region of the file, which
/// made a file of many attributes cost the square of their number.
///
/// Regions in source nest: two either do not meet or one holds the other. The index is built
/// only then (`nil` when two overlap in part), with a sweep in order of start that keeps the
/// regions open at each point on a stack, each entry with the effects of all below it.
struct EnclosingRegions: Sendable {
  /// The effects of the regions holding each range, those of the same range left out.
  private let outside: [Range<Int>: AvailabilityContext]
  /// Every region's start, increasing.
  private let starts: [Int]
  /// The ranges, in the order of `starts`.
  private let ranges: [Range<Int>]

  /// The index of nested regions; `nil` when two overlap without one holding the other.
  init?(_ regions: [AvailabilityRegion]) {
    let sorted = regions.filter { !$0.range.isEmpty }.sorted {
      ($0.range.lowerBound, -$0.range.upperBound) < ($1.range.lowerBound, -$1.range.upperBound)
    }
    var stack: [(range: Range<Int>, effects: AvailabilityContext)] = []
    var outside: [Range<Int>: AvailabilityContext] = [:]
    for region in sorted {
      while let top = stack.last, top.range.upperBound <= region.range.lowerBound {
        stack.removeLast()
      }
      if let top = stack.last, top.range.upperBound < region.range.upperBound { return nil }
      if outside[region.range] == nil {
        let holder = stack.last { $0.range != region.range }
        outside[region.range] = holder?.effects ?? AvailabilityContext()
      }
      var effects = stack.last?.effects ?? AvailabilityContext()
      Self.apply(region.effect, to: &effects)
      stack.append((region.range, effects))
    }
    self.outside = outside
    starts = sorted.map(\.range.lowerBound)
    ranges = sorted.map(\.range)
  }

  /// How the context of an attribute is found from the index.
  enum Answer: Equatable {
    /// The effects of the regions that hold the attribute but are not its own.
    case effects(AvailabilityContext)
    /// No region is the attribute's own (it sets nothing for the platform, being for another
    /// one, say): every region that holds it counts, as at any token (`context(at:)`).
    case atToken
    /// The index cannot tell: the regions are read one by one.
    case unknown
  }

  /// The context outside `own` at `position`: the effects of the regions that hold
  /// `position` but are not `own`, when the index can tell (`position` lies in `own` and no
  /// region but those of `own`'s range starts between `own`'s start and `position`, as one
  /// that did could hold `position` without holding `own`); `atToken` when no region is
  /// `own`.
  func answer(outside own: Range<Int>, at position: Int) -> Answer {
    guard let found = outside[own] else { return .atToken }
    guard own.contains(position) else { return .unknown }
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] < own.lowerBound { low = middle + 1 } else { high = middle }
    }
    while low < starts.count, starts[low] <= position {
      if ranges[low] != own { return .unknown }
      low += 1
    }
    return .effects(found)
  }

  /// Adds a region's effect to the effects of those holding it.
  static func apply(_ effect: AvailabilityRegion.Effect, to context: inout AvailabilityContext) {
    switch effect {
    case .lowerBound(let version): context.lowerBound = max(context.lowerBound ?? version, version)
    case .upperBound(let version): context.upperBound = min(context.upperBound ?? version, version)
    case .excluded: context.isExcluded = true
    case .preview: context.isInPreview = true
    }
  }
}
