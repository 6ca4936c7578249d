import CompatMatrixCore

/// The share of devices a minimum deployment target reaches, summed from the sourced adoption
/// figures of every major release from the minimum up.
///
/// Nothing is estimated: without a figure for every major release from the minimum to the
/// latest, all measured on the same date, there is no coverage.
public struct AdoptionCoverage: Sendable, Hashable {
  /// The share of devices, in percent.
  public let percent: Double
  /// The date of the measurement, `YYYY-MM-DD`.
  public let asOf: String
  /// The sources of the figures.
  public let sources: [String]

  /// The coverage of `minimum`, or `nil` when the data lacks a figure it needs.
  public init?(minimum: OSVersion, releases: PlatformReleases?) {
    guard let releases else { return nil }
    let majors = Set(releases.releases.map(\.version.major)).filter { $0 >= minimum.major }
    var total = 0.0
    var dates = Set<String>()
    var sources: [String] = []
    for major in majors.sorted() {
      guard
        let adoption = releases.releases.first(where: {
          $0.version.major == major && $0.adoption != nil
        })?
        .adoption
      else { return nil }
      total += adoption.percent
      dates.insert(adoption.asOf)
      sources += adoption.evidence.sources.filter { !sources.contains($0) }
    }
    guard dates.count == 1, let asOf = dates.first else { return nil }
    self.percent = min(total, 100)
    self.asOf = asOf
    self.sources = sources
  }
}
