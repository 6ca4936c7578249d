import CompatMatrixCore

/// Statuses laid out like caniuse: a row per strategy (or API), a column per major release,
/// plus a column for every point release where a row's status changes.
package struct StatusTable: Sendable {
  /// One row: a strategy or an API, with its status under each column.
  package struct Row: Sendable {
    /// The strategy or API id.
    package let id: String
    /// The title or symbol.
    package let title: String
    /// One cell per column.
    package let cells: [Cell]
    /// What building with a newer SDK than the table's would change.
    package var newerSDKNotes: [StatusReason] = []
  }

  /// A status at a column's version, and why when it is not `works`.
  package struct Cell: Sendable, Hashable {
    /// The status at the column's version.
    package let status: StrategyStatus
    /// Why, when the status is not `works`.
    package let reason: StatusReason?
  }

  /// The platform.
  package let platform: Platform
  /// The columns: versions, in order.
  package let columns: [OSVersion]
  /// The rows.
  package private(set) var rows: [Row]

  /// A table for strategies over a platform's whole version axis, or over a range of it.
  ///
  /// With a range, only the columns inside it are kept, the range's minimum becomes the first
  /// column when the data has releases of its major version, and reasons are clipped to it.
  /// Statuses are those of apps built with `sdk` (`nil`: the latest in the data); each row
  /// says what a newer SDK would change.
  package init(
    strategies: [Strategy], platform: Platform, matrix: Matrix, range: ResolvedRange? = nil,
    linkedOn sdk: OSVersion? = nil
  ) throws(VersionError) {
    let axis = try matrix.axis(for: platform)
    let timelines = strategies.map {
      StatusDerivation.timeline(of: $0, on: platform, in: matrix, linkedOn: sdk)
    }
    self.init(
      ids: strategies.map { ($0.id, $0.title) }, timelines: timelines, axis: axis, matrix: matrix,
      range: range)
    let shown = range ?? Self.whole(axis)
    for (offset, strategy) in strategies.enumerated() {
      rows[offset].newerSDKNotes = StatusReason.newerSDK(
        strategy, from: shown.minimum, until: nil, in: shown, linkedOn: sdk)
    }
  }

  /// The whole version axis as a range.
  private static func whole(_ axis: VersionAxis) -> ResolvedRange {
    ResolvedRange(
      platform: axis.platform, minimum: axis.earliest ?? OSVersion(0),
      maximum: axis.latest ?? OSVersion(0), releases: axis.knownReleases, isOpenEnded: true)
  }

  /// A table for one API: its own availability over the version axis.
  package init(api: APIRecord, platform: Platform, matrix: Matrix) throws(VersionError) {
    let axis = try matrix.axis(for: platform)
    let probe = Strategy(
      id: api.id, title: api.symbol, summary: api.summary, origin: .firstParty,
      requires: [api.id], sources: api.evidence.sources, declaredAt: api.declaredAt)
    self.init(
      ids: [(api.id, api.symbol)],
      timelines: [StatusDerivation.timeline(of: probe, on: platform, in: matrix)], axis: axis,
      matrix: matrix)
  }

  private init(
    ids: [(String, String)], timelines: [[StatusSpan]], axis: VersionAxis, matrix: Matrix,
    range clip: ResolvedRange? = nil
  ) {
    self.platform = axis.platform
    // Every major release, and every known release where some row changes status: a change
    // the data dates between releases shows at the first release that has it, never as a
    // column of its own.
    var columns = Set(axis.majorReleases)
    for change in Set(timelines.flatMap { $0.map(\.from) }) {
      if let first = axis.earliest, change > first,
        let release = axis.knownRelease(atOrAbove: change)
      {
        columns.insert(release)
      }
    }
    if let clip {
      columns = columns.filter(clip.contains)
      if axis.releases.contains(where: { $0.major == clip.minimum.major }) {
        columns.insert(clip.minimum)
      }
    }
    self.columns = columns.sorted()
    // The range, or the whole axis, so that reasons are clipped to what the table shows.
    let range = clip ?? Self.whole(axis)
    let sortedColumns = self.columns
    self.rows = zip(ids, timelines).map { id, timeline in
      // Columns and spans are both in version order: one pass finds every cell's span.
      var index = 0
      return Row(
        id: id.0, title: id.1,
        cells: sortedColumns.map { version in
          // Timelines start at version 0 and end open, so one span covers every version.
          while !timeline[index].covers(version) { index += 1 }
          let span = timeline[index]
          let reason =
            span.status == .works ? nil : StatusReason.explaining(span, in: range, matrix: matrix)
          return Cell(status: span.status, reason: reason)
        })
    }
  }
}
