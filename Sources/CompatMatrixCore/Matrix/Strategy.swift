/// One way to answer a concern, with the APIs it needs and how it behaves per version.
package struct Strategy: Sendable, Hashable {
  /// Where each field's value starts, keyed by its path below the declaration
  /// (`id`, `requires[1]`), so validation can point at the value at fault.
  var fieldLocations: [String: SourceLocation] = [:]
  /// The slug, unique across all concerns: `stack-path-reset`.
  package var id: String
  /// A short title.
  package var title: String
  /// What the strategy does.
  package var summary: String
  /// Who provides it.
  package var origin: StrategyOrigin
  /// The library, for a third-party strategy.
  package var library: Library?
  /// The ids of the APIs it uses; its availability is derived from theirs.
  package var requires: [String]
  /// Behaviour that availability does not explain, per platform and version range.
  package var behaviour: [BehaviourEntry]
  /// Limitations a team should know.
  package var caveats: [String]
  /// Effects beyond the screen that uses it.
  package var sideEffects: [SideEffect]
  /// A short Swift example.
  package var snippet: String?
  /// Patterns that find the strategy in Swift source.
  package var lint: [LintPattern]
  /// A strategy of another concern that must accompany this one in the same file.
  package var companion: Companion?
  /// Where the strategy is described.
  package var sources: [String]
  /// Where the strategy was declared.
  package var declaredAt: SourceReference

  /// Creates a strategy.
  package init(
    id: String, title: String, summary: String, origin: StrategyOrigin, library: Library? = nil,
    requires: [String] = [], behaviour: [BehaviourEntry] = [], caveats: [String] = [],
    sideEffects: [SideEffect] = [], snippet: String? = nil, lint: [LintPattern] = [],
    companion: Companion? = nil, sources: [String], declaredAt: SourceReference
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.origin = origin
    self.library = library
    self.requires = requires
    self.behaviour = behaviour
    self.caveats = caveats
    self.sideEffects = sideEffects
    self.snippet = snippet
    self.lint = lint
    self.companion = companion
    self.sources = sources
    self.declaredAt = declaredAt
  }

  /// Whether any side effect changes every screen of the app.
  package var hasAppWideSideEffects: Bool {
    sideEffects.contains { $0.scope == .app }
  }
}

/// Who provides a strategy.
package enum StrategyOrigin: String, Sendable, Hashable, CaseIterable {
  /// Apple's own API.
  case firstParty = "first-party"
  /// A library outside Apple's SDK.
  case thirdParty = "third-party"
  /// Code the team writes: a workaround.
  case custom
}

/// A third-party library a strategy relies on.
package struct Library: Sendable, Hashable {
  /// Its name.
  package var name: String
  /// Where to find it.
  package var url: String

  /// Creates a library reference.
  package init(name: String, url: String) {
    self.name = name
    self.url = url
  }
}

/// An effect of a strategy beyond the screen that uses it.
package struct SideEffect: Sendable, Hashable {
  /// How far the effect reaches.
  package var scope: SideEffectScope
  /// What it does.
  package var description: String

  /// Creates a side effect.
  package init(scope: SideEffectScope, description: String) {
    self.scope = scope
    self.description = description
  }
}

/// How far a side effect reaches.
package enum SideEffectScope: String, Sendable, Hashable, CaseIterable {
  /// The screen that uses the strategy.
  case screen
  /// Every screen of the app.
  case app
}

/// A strategy of another concern that must accompany a strategy in the same file.
package struct Companion: Sendable, Hashable {
  /// The concern whose strategies count as the companion.
  package var concern: String
  /// Why it is needed.
  package var reason: String
  /// Where that need is described.
  package var sources: [String]

  /// Creates a companion requirement.
  package init(concern: String, reason: String, sources: [String]) {
    self.concern = concern
    self.reason = reason
    self.sources = sources
  }
}

/// A pattern that finds a strategy in Swift source; see `matrices/README.md`.
package struct LintPattern: Sendable, Hashable {
  /// The token pattern to find.
  package var match: String
  /// A call pattern the match must lie inside.
  package var inside: String?
  /// A pattern that must also occur in the same scope.
  package var with: String?
  /// Where `with` must occur.
  package var scope: LintScope
  /// Where the pattern was declared.
  package var declaredAt: SourceReference

  /// Creates a pattern.
  package init(
    match: String, inside: String? = nil, with: String? = nil, scope: LintScope = .file,
    declaredAt: SourceReference
  ) {
    self.match = match
    self.inside = inside
    self.with = with
    self.scope = scope
    self.declaredAt = declaredAt
  }
}

/// Where a lint pattern's `with` part must occur.
package enum LintScope: String, Sendable, Hashable, CaseIterable {
  /// The innermost enclosing type or function declaration.
  case declaration
  /// The whole file.
  case file
}
