import CompatMatrixCore

/// The whole matrix at a glance: a row per concern, a column per major release in a range,
/// and in each cell the best status some strategy of the concern offers throughout that
/// release.
///
/// A cell is computed at every version of its column where any strategy changes status: at
/// each, the best status over the concern's strategies; the cell holds the worst of those.
/// So `works` means that at every release of the column some strategy works, and a status
/// that is not usable (`broken`, `unavailable`) means a gap: somewhere in the column no
/// strategy can be used. A cell is `nil` where the concern does not arise at all in the
/// column (`appliesTo`: its releases, or the SDK): not applicable, never a gap.
package struct MatrixOverview: Sendable {
  /// One column: a major release, or the part of it inside the range.
  package struct Column: Sendable, Hashable {
    /// The first version of the column.
    package let from: OSVersion
    /// The first version after it, or `nil` through the top of the range.
    package let until: OSVersion?

    /// Creates a column.
    package init(from: OSVersion, until: OSVersion?) {
      self.from = from
      self.until = until
    }

    /// The heading: the major number (`16`), or the version when the column starts inside a
    /// major release (`15.4`).
    package var label: String {
      from.minor == 0 && from.patch == 0 ? "\(from.major)" : from.description
    }
  }

  /// One concern's cells.
  package struct Row: Sendable {
    /// The concern.
    package let concern: Concern
    /// One status per column; a status that is not usable marks a gap, `nil` a column where
    /// the concern does not arise.
    package let cells: [StrategyStatus?]
  }

  /// The range the columns cover.
  package let range: ResolvedRange
  /// The columns, in order.
  package let columns: [Column]
  /// One row per concern, in the matrix's order (by id).
  package let rows: [Row]

  /// Computes the overview of every concern over a range, for apps built with an SDK (`nil`:
  /// the latest in the data).
  package init(matrix: Matrix, range: ResolvedRange, linkedOn sdk: OSVersion? = nil) {
    self.range = range
    let known = Set(matrix.platforms[range.platform]?.releases.map(\.version.major) ?? [])
    let columns = Self.columns(for: range, knownMajors: known)
    self.columns = columns
    self.rows = matrix.concerns.map { concern in
      let timelines = concern.strategies.map {
        StatusDerivation.timeline(of: $0, on: range.platform, in: matrix, linkedOn: sdk)
      }
      let applicability = concern.appliesTo
      guard applicability?.arises(linkedOn: sdk) ?? true else {
        return Row(concern: concern, cells: columns.map { _ in nil })
      }
      return Row(
        concern: concern,
        cells: columns.map {
          Self.cell(
            $0, timelines: timelines, end: range.end,
            cuts: [applicability?.from, applicability?.until].compactMap { $0 },
            arises: { version in
              applicability?.arises(on: range.platform, at: version) ?? true
            })
        })
    }
  }

  /// The columns of a range: the first release of each major release in it, the first
  /// column starting at the range's minimum when the data knows its major release (a range
  /// from 15.2 starts with a column `15.2`, even when the next release in the data is 16.0).
  package static func columns(for range: ResolvedRange, knownMajors: Set<Int>) -> [Column] {
    var starts: [OSVersion] = []
    for release in range.releases where starts.last?.major != release.major {
      starts.append(release)
    }
    if starts.first?.major == range.minimum.major {
      starts[0] = range.minimum
    } else if starts.isEmpty || knownMajors.contains(range.minimum.major) {
      starts.insert(range.minimum, at: 0)
    }
    return starts.enumerated().map { offset, start in
      Column(from: start, until: offset + 1 < starts.count ? starts[offset + 1] : nil)
    }
  }

  /// The worst, over the column, of the best status any strategy has, at the versions where
  /// the concern arises; `nil` when it arises nowhere in the column.
  package static func cell(
    _ column: Column, timelines: [[StatusSpan]], end: OSVersion, cuts: [OSVersion] = [],
    arises: (OSVersion) -> Bool = { _ in true }
  ) -> StrategyStatus? {
    let upper = min(column.until ?? end, end)
    var points: Set<OSVersion> = [column.from]
    for cut in cuts where cut > column.from && cut < upper { points.insert(cut) }
    for timeline in timelines {
      for span in timeline where span.from > column.from && span.from < upper {
        points.insert(span.from)
      }
    }
    points = points.filter(arises)
    guard !points.isEmpty else { return nil }
    var worst = StrategyStatus.works
    for point in points {
      // Timelines start at version 0 and end open, so a span covers every point.
      let best =
        timelines.map { timeline in timeline.first { $0.covers(point) }!.status }.min()
        ?? .unavailable
      worst = max(worst, best)
    }
    return worst
  }
}
