/// The share of active devices running a major release, as a source measured it.
package struct Adoption: Sendable, Hashable {
  /// The share, in percent (0 to 100).
  package var percent: Double
  /// When it was measured, `YYYY-MM-DD`.
  package var asOf: String
  /// What was counted, such as "iPhones active on the App Store".
  package var population: String?
  /// The evidence.
  package var evidence: Evidence

  /// Creates a figure.
  package init(percent: Double, asOf: String, population: String? = nil, evidence: Evidence) {
    self.percent = percent
    self.asOf = asOf
    self.population = population
    self.evidence = evidence
  }
}
