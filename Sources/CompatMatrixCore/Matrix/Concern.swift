/// A question a team must answer, with every strategy a team could reasonably use.
public struct Concern: Sendable, Hashable {
  /// Where each field's value starts, keyed by its path below the declaration
  /// (`id`, `requires[1]`), so validation can point at the value at fault.
  package var fieldLocations = FieldLocations()
  /// The slug: `pop-to-root`.
  public package(set) var id: String
  /// The longest id, in characters (a slug's are ASCII): the id names the concern's page of
  /// the generated docs, `ID.md`, and file systems hold names of at most 255 bytes
  /// (`DocsContent.pageNames`; temporary files are cut to fit, `AtomicFile`).
  package static let idLengthLimit = 255 - ".md".utf8.count
  /// A short title.
  public package(set) var title: String
  /// The question: "How do I return to the first screen?"
  public package(set) var question: String
  /// Why the answer depends on the deployment target.
  public package(set) var summary: String
  /// Slugs for grouping.
  public package(set) var tags: [String]
  /// The strategies, failing ones included.
  public package(set) var strategies: [Strategy]
  /// Ranges where, as far as the sources tell, no strategy works.
  package var gaps: [RecordedGap]
  /// The part of the navigation architecture it describes, for the summary; `nil` for none.
  package var role: ArchitectureRole?
  /// Whether the stack's owner decides it, or code inside a screen.
  package var layer: ConcernLayer
  /// Where its problem arises (profiles, releases, SDKs); `nil` everywhere.
  package var appliesTo: ProfileApplicability?
  /// Code the sources warn against, which `lint` reports.
  package var hazards: [Hazard]
  /// Where the concern was declared.
  package var declaredAt: SourceReference

  /// Creates a concern.
  package init(
    id: String, title: String, question: String, summary: String, tags: [String] = [],
    strategies: [Strategy], gaps: [RecordedGap] = [], role: ArchitectureRole? = nil,
    layer: ConcernLayer = .navigation, appliesTo: ProfileApplicability? = nil,
    hazards: [Hazard] = [],
    declaredAt: SourceReference
  ) {
    self.id = id
    self.title = title
    self.question = question
    self.summary = summary
    self.tags = tags
    self.strategies = strategies
    self.gaps = gaps
    self.role = role
    self.layer = layer
    self.appliesTo = appliesTo
    self.hazards = hazards
    self.declaredAt = declaredAt
  }

  /// Whether the concern arises under a profile.
  package func arises(under profile: NavigationProfile) -> Bool {
    appliesTo?.arises(under: profile) ?? true
  }

  /// Whether the concern arises under a profile for an app built with `sdk` (`nil`: the
  /// latest in the data).
  package func arises(under profile: NavigationProfile, linkedOn sdk: OSVersion?) -> Bool {
    appliesTo.map { $0.arises(under: profile) && $0.arises(linkedOn: sdk) } ?? true
  }
}

/// A range of versions where the data records that no strategy of a concern works.
package struct RecordedGap: Sendable, Hashable {
  /// Where each field's value starts, keyed by its path below the declaration
  /// (`id`, `requires[1]`), so validation can point at the value at fault.
  package var fieldLocations = FieldLocations()
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
