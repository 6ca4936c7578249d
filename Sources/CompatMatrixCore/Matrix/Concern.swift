/// A question a team must answer, with every strategy a team could reasonably use.
package struct Concern: Sendable, Hashable {
  /// Where each field's value starts, keyed by its path below the declaration
  /// (`id`, `requires[1]`), so validation can point at the value at fault.
  var fieldLocations: [String: SourceLocation] = [:]
  /// The slug: `pop-to-root`.
  package var id: String
  /// A short title.
  package var title: String
  /// The question: "How do I return to the first screen?"
  package var question: String
  /// Why the answer depends on the deployment target.
  package var summary: String
  /// Slugs for grouping.
  package var tags: [String]
  /// The strategies, failing ones included.
  package var strategies: [Strategy]
  /// Ranges where, as far as the sources tell, no strategy works.
  package var gaps: [RecordedGap]
  /// Where the concern was declared.
  package var declaredAt: SourceReference

  /// Creates a concern.
  package init(
    id: String, title: String, question: String, summary: String, tags: [String] = [],
    strategies: [Strategy], gaps: [RecordedGap] = [], declaredAt: SourceReference
  ) {
    self.id = id
    self.title = title
    self.question = question
    self.summary = summary
    self.tags = tags
    self.strategies = strategies
    self.gaps = gaps
    self.declaredAt = declaredAt
  }
}

/// A range of versions where the data records that no strategy of a concern works.
package struct RecordedGap: Sendable, Hashable {
  /// Where each field's value starts, keyed by its path below the declaration
  /// (`id`, `requires[1]`), so validation can point at the value at fault.
  var fieldLocations: [String: SourceLocation] = [:]
  /// The platform.
  package var platform: Platform
  /// The first version of the gap.
  package var from: OSVersion
  /// The first version after the gap, or `nil` for "through the latest release".
  package var until: OSVersion?
  /// What is missing.
  package var note: String
  /// The evidence.
  package var evidence: Evidence
  /// Where the gap was declared.
  package var declaredAt: SourceReference

  /// Creates a gap.
  package init(
    platform: Platform, from: OSVersion, until: OSVersion?, note: String, evidence: Evidence,
    declaredAt: SourceReference
  ) {
    self.platform = platform
    self.from = from
    self.until = until
    self.note = note
    self.evidence = evidence
    self.declaredAt = declaredAt
  }
}
