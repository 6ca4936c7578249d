/// The share of active devices running a major release, as a source measured it.
public struct Adoption: Sendable, Hashable {
  /// The share, in percent (0 to 100).
  public var percent: Double
  /// When it was measured, `YYYY-MM-DD`.
  public var asOf: String
  /// What was counted, such as "iPhones active on the App Store".
  public var population: String?
  /// The evidence.
  public var evidence: Evidence

  /// Creates a figure.
  public init(percent: Double, asOf: String, population: String? = nil, evidence: Evidence) {
    self.percent = percent
    self.asOf = asOf
    self.population = population
    self.evidence = evidence
  }
}
