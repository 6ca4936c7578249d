import CompatMatrixCore

/// The share of devices that run a minimum deployment target or a later release, as one
/// dated edition of Apple's App Store figures measured it.
///
/// Apple gives, per edition and population, the share on the latest major release, on the
/// one before, and on all earlier ones together. So a minimum is covered only by an edition
/// whose latest or previous release it is (its share is the latest's, or the latest's plus
/// the previous one's), and only when it is a major's first release: a figure for "iOS 16"
/// counts 16.0 through 16.7, not just 16.4 and later. The most recent edition that covers
/// the minimum is used; nothing is ever estimated between editions.
public struct AdoptionCoverage: Sendable, Hashable {
  /// The minimum covered.
  public let minimum: OSVersion
  /// The edition that covers it.
  package let edition: AdoptionEdition
  /// The share of each population on the minimum or later, in percent; a population whose
  /// edition lacks a share the sum needs is left out.
  public let shares: [AdoptionPopulation: Double]
  /// Whether the shares are only the least the devices on the minimum or later can be: the
  /// minimum is older than the edition's previous release, which Apple counts with all
  /// earlier ones, so the edition says only that at least the latest's and the previous
  /// one's devices run it (`AdoptionCoverage(minimum:measuredBy:)`).
  package let isLowerBound: Bool

  /// The coverage of `minimum` on `platform`, or `nil` when no edition covers it.
  package init?(minimum: OSVersion, platform: Platform, editions: [AdoptionEdition]) {
    guard minimum == OSVersion(minimum.major) else { return nil }
    let candidates = editions.filter { $0.platform == platform }
      .sorted { $0.measuredOn > $1.measuredOn }
    for edition in candidates {
      var shares: [AdoptionPopulation: Double] = [:]
      for (population, figures) in edition.shares {
        if minimum.major == edition.latest.major {
          shares[population] = figures.latest
        } else if minimum.major == edition.previous.major, let previous = figures.previous {
          shares[population] = figures.latest + previous
        }
      }
      guard !shares.isEmpty else { continue }
      self.minimum = minimum
      self.edition = edition
      self.shares = shares
      self.isLowerBound = false
      return
    }
    return nil
  }

  /// The share of devices on `minimum` or later as one edition measured it, so that several
  /// minimums are compared on one date: the latest's share, or the latest's and the previous
  /// one's, exactly; for an older minimum at least the latest's and the previous one's
  /// (`isLowerBound`); `nil` for a minimum newer than the edition's latest release, or not a
  /// major's first release. Shares of different dates are never added or compared.
  package init?(minimum: OSVersion, measuredBy edition: AdoptionEdition) {
    guard minimum == OSVersion(minimum.major), minimum.major <= edition.latest.major else {
      return nil
    }
    var shares: [AdoptionPopulation: Double] = [:]
    for (population, figures) in edition.shares {
      if minimum.major == edition.latest.major {
        shares[population] = figures.latest
      } else if let previous = figures.previous {
        shares[population] = figures.latest + previous
      }
    }
    guard !shares.isEmpty else { return nil }
    self.minimum = minimum
    self.edition = edition
    self.shares = shares
    self.isLowerBound = minimum.major < edition.previous.major
  }

  /// The edition every minimum of a comparison is measured by: of the platform's editions,
  /// the one that gives a share to the most of `minimums` (an edition that gives only its
  /// latest release's share compares nothing), the most recent of those.
  package static func reference(
    for minimums: [OSVersion], on platform: Platform, in editions: [AdoptionEdition]
  ) -> AdoptionEdition? {
    func covered(_ edition: AdoptionEdition) -> Int {
      minimums.filter { AdoptionCoverage(minimum: $0, measuredBy: edition) != nil }.count
    }
    return editions.filter { $0.platform == platform }.max {
      (covered($0), $0.measuredOn) < (covered($1), $1.measuredOn)
    }
  }

  /// The date of the measurement, `YYYY-MM-DD`.
  public var measuredOn: String { edition.measuredOn }

  /// The sources of the edition.
  public var sources: [String] { edition.evidence.sources }

  /// The populations covered, in the order Apple lists them.
  package var populations: [AdoptionPopulation] { shares.keys.sorted() }
}
