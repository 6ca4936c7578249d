/// Two APIs an app cannot use together for one thing (a TabView declares its tabs with `Tab`
/// or with `tabItem(_:)`, not both), and the concern whose plan decides which one it uses.
///
/// Written on one of the two records (`conflicts`). The validator holds every other concern's
/// strategies that require either API to a dependency on the deciding concern, through
/// strategies that do not use the other one, so that no plan pairs them on one release.
package struct APIConflict: Sendable, Hashable {
  /// The other API's id.
  package var api: String
  /// The concern whose plan decides which of the two the app uses: `tabs-with-navigation`.
  package var concern: String
  /// Why the two do not go together.
  package var reason: String
  /// Where that is stated, and how sure the data is.
  package var evidence: Evidence

  /// Creates a conflict.
  package init(api: String, concern: String, reason: String, evidence: Evidence) {
    self.api = api
    self.concern = concern
    self.reason = reason
    self.evidence = evidence
  }
}
