import CompatMatrixCore

/// An app's navigation architecture per stretch of versions: for each stretch, the
/// strategies of the container, routing, tabs and bar concerns, by their short names.
package struct ArchitectureSummary: Sendable {
  /// One stretch of versions over which no summarised plan changes.
  package struct Span: Sendable, Hashable {
    /// The first version.
    package let from: OSVersion
    /// The first version after it, or `nil` through the top of the range.
    package let until: OSVersion?
    /// The versions as people say them: `15.x`, `16.0–18.x`.
    package let label: String
    /// Per role, in the roles' order, the short names of the strategies used, each once.
    package let roles: [RoleNames]
    /// The concerns with a role that no strategy serves over the stretch.
    package let gaps: [String]
  }

  /// The strategies one role uses over a stretch.
  package struct RoleNames: Sendable, Hashable {
    /// The role.
    package let role: ArchitectureRole
    /// The strategies' short names, each once, in the order of their concerns.
    package let names: [String]
  }

  /// The stretches, oldest first; empty when no concern has a role.
  package let spans: [Span]

  /// Summarises the plans of the concerns that have a role; neighbouring stretches that say
  /// the same are one.
  package init(plans: [ConcernPlan], range: ResolvedRange) {
    let summarised = plans.filter { $0.concern.role != nil }
    guard !summarised.isEmpty else {
      spans = []
      return
    }
    let cuts = Set([range.minimum] + summarised.flatMap(\.boundaries)).sorted()
    var spans: [Span] = []
    for (offset, from) in cuts.enumerated() {
      let until = offset + 1 < cuts.count ? cuts[offset + 1] : nil
      var names: [ArchitectureRole: [String]] = [:]
      var gaps: [String] = []
      for plan in summarised {
        // `summarised` holds only plans whose concern has a role.
        let role = plan.concern.role!
        guard let strategy = plan.strategy(at: from) else {
          gaps.append(plan.concern.id)
          continue
        }
        if !(names[role] ?? []).contains(strategy.shortName) {
          names[role, default: []].append(strategy.shortName)
        }
      }
      let roles = ArchitectureRole.allCases.compactMap { role in
        names[role].map { RoleNames(role: role, names: $0) }
      }
      if let last = spans.last, last.roles == roles, last.gaps == gaps {
        spans[spans.count - 1] = Span(
          from: last.from, until: until,
          label: VersionSpanText.label(from: last.from, until: until, in: range),
          roles: last.roles, gaps: last.gaps)
      } else {
        spans.append(
          Span(
            from: from, until: until,
            label: VersionSpanText.label(from: from, until: until, in: range), roles: roles,
            gaps: gaps))
      }
    }
    self.spans = spans
  }
}
