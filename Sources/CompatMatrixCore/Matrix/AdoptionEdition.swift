/// A group of devices Apple's App Store usage figures count.
public enum AdoptionPopulation: String, Sendable, Hashable, CaseIterable, Comparable {
  /// iPhones introduced in the last four years.
  case recentIPhones = "iphones-last-four-years"
  /// Every iPhone that transacted on the App Store.
  case allIPhones = "all-iphones"

  /// The group in words: `iPhones introduced in the last four years`.
  public var description: String {
    switch self {
    case .recentIPhones: "iPhones introduced in the last four years"
    case .allIPhones: "all iPhones"
    }
  }

  /// In the order Apple lists them.
  public static func < (lhs: AdoptionPopulation, rhs: AdoptionPopulation) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// The shares of one population in an edition: on the latest major release, on the one
/// before it, and on all earlier ones together, in percent.
package struct AdoptionShares: Sendable, Hashable {
  /// The share on the latest major release.
  package var latest: Double
  /// The share on the major release before it, when the source gives it.
  package var previous: Double?
  /// The share on all earlier releases together, when the source gives it.
  package var earlier: Double?

  /// Creates shares.
  package init(latest: Double, previous: Double? = nil, earlier: Double? = nil) {
    self.latest = latest
    self.previous = previous
    self.earlier = earlier
  }
}

/// One dated edition of Apple's App Store usage figures, as published on its developer site
/// and quoted by the press: for each population, the share of devices on the latest major
/// release, the previous one and earlier ones, measured on one day.
///
/// The figures are kept as Apple gives them, never per major release and never estimated
/// between editions: a minimum is covered by an edition only when it is that edition's latest
/// or previous major release.
package struct AdoptionEdition: Sendable, Hashable {
  /// Where each field's value starts, keyed by its path below the declaration.
  package var fieldLocations = FieldLocations()
  /// The platform counted.
  package var platform: Platform
  /// The day of the measurement, `YYYY-MM-DD`: devices that transacted on the App Store then.
  package var measuredOn: String
  /// The latest major release at the time (`18`).
  package var latest: OSVersion
  /// The major release before it (`17`; before `26`, `18`).
  package var previous: OSVersion
  /// The shares of each population the edition gives.
  package var shares: [AdoptionPopulation: AdoptionShares]
  /// Anything a reader should know.
  package var note: String?
  /// The evidence.
  package var evidence: Evidence
  /// Where it was declared.
  package var declaredAt: SourceReference

  /// Creates an edition.
  package init(
    platform: Platform, measuredOn: String, latest: OSVersion, previous: OSVersion,
    shares: [AdoptionPopulation: AdoptionShares], note: String? = nil, evidence: Evidence,
    declaredAt: SourceReference
  ) {
    self.platform = platform
    self.measuredOn = measuredOn
    self.latest = latest
    self.previous = previous
    self.shares = shares
    self.note = note
    self.evidence = evidence
    self.declaredAt = declaredAt
  }

  /// The id that makes an edition unique: `iOS 2025-01-21`.
  package var id: String { "\(platform.rawValue) \(measuredOn)" }
}
