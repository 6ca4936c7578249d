/// Code a concern's sources warn against: it compiles and runs, but breaks what the concern
/// is about (turning the pop gesture off turns swipe-back off for the whole stack). `lint`
/// reports each place its patterns find; it is never a strategy and never recommended.
///
/// A hazard with a `companion` is harmless where the file also has a strategy of the
/// companion's concern (hiding the back button, where the screen has a swipe-back strategy):
/// `lint` then reports it as a missing companion, like a strategy's.
package struct Hazard: Sendable, Hashable {
  /// Where each field's value starts, keyed by its path below the declaration.
  package var fieldLocations = FieldLocations()
  /// The slug, unique among the concern's hazards: `swipe-back-nil-delegate`.
  package var id: String
  /// A short title naming the code: "Clearing the pop gesture's delegate".
  package var title: String
  /// What goes wrong, in one sentence.
  package var note: String
  /// Patterns that find it.
  package var lint: [LintPattern]
  /// A strategy of another concern that makes it harmless in the same file.
  package var companion: Companion?
  /// The evidence.
  package var evidence: Evidence
  /// Where the hazard was declared.
  package var declaredAt: SourceReference

  /// Creates a hazard.
  package init(
    id: String, title: String, note: String, lint: [LintPattern], companion: Companion? = nil,
    evidence: Evidence, declaredAt: SourceReference
  ) {
    self.id = id
    self.title = title
    self.note = note
    self.lint = lint
    self.companion = companion
    self.evidence = evidence
    self.declaredAt = declaredAt
  }
}
