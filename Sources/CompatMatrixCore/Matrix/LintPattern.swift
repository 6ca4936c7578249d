/// A pattern that finds a strategy, a hazard or a use of an API in Swift source; see "Lint
/// patterns" in `matrices/README.md`.
package struct LintPattern: Sendable, Hashable {
  /// The token pattern to find.
  package var match: String
  /// A call pattern the match must lie inside.
  package var inside: String?
  /// A pattern that must also occur in the same scope.
  package var with: String?
  /// A pattern that must not occur in the same scope: `isEnabled = false` without an
  /// `isEnabled = true` that restores it.
  package var without: String?
  /// Where `with` must, and `without` must not, occur.
  package var scope: LintScope
  /// The mechanical replacement of what the pattern finds, when there is one.
  package var fix: LintFix?
  /// Why a match may not be the strategy, when the pattern cannot prove it (the code may do
  /// something else with the same API); `nil` for a pattern whose match is certain. A
  /// doubtful match is never an error: its findings are warnings at most, with this reason.
  package var doubt: String?
  /// Where the pattern was declared.
  package var declaredAt: SourceReference

  /// Creates a pattern.
  package init(
    match: String, inside: String? = nil, with: String? = nil, without: String? = nil,
    scope: LintScope = .file, fix: LintFix? = nil, doubt: String? = nil,
    declaredAt: SourceReference
  ) {
    self.match = match
    self.inside = inside
    self.with = with
    self.without = without
    self.scope = scope
    self.fix = fix
    self.doubt = doubt
    self.declaredAt = declaredAt
  }
}

/// Where a lint pattern's `with` and `without` parts must, or must not, occur.
package enum LintScope: String, Sendable, Hashable, CaseIterable {
  /// The innermost enclosing type or function declaration.
  case declaration
  /// The whole file.
  case file
  /// The matched code itself: `.navigationBarTitle(…)` without `displayMode:` in it.
  case match
}

/// The mechanical replacement of a lint pattern's match: which tokens to replace, by what,
/// and the APIs the replacement needs, which say where it is valid.
///
/// `lint` grades a deprecation with a fix valid throughout the range as a `note`; `lint --fix`
/// applies it. A fix is never offered where one of `requires` is unavailable.
package struct LintFix: Sendable, Hashable {
  /// The tokens to replace, as a pattern without `…`: the first place inside the match where
  /// it matches (`.navigationBarLeading`).
  package var replace: String
  /// The Swift text that replaces them (`.topBarLeading`).
  package var with: String
  /// The ids of the APIs the replacement uses; it is valid where all of them are available.
  package var requires: [String]
  /// A second replacement in the same call, after the first and directly inside the call's
  /// parentheses; the code between the two stays as written. `navigationBarTitle(x,
  /// displayMode: .inline)` becomes `navigationTitle(x).navigationBarTitleDisplayMode(.inline)`
  /// by replacing `navigationBarTitle` and then `, displayMode:`.
  package var then: Then?

  /// The second replacement of a fix: the tokens to replace and the text that replaces them.
  package struct Then: Sendable, Hashable {
    /// The tokens to replace, as a pattern without `…` (`, displayMode:`).
    package var replace: String
    /// The Swift text that replaces them (`).navigationBarTitleDisplayMode(`).
    package var with: String

    /// Creates a second replacement.
    package init(replace: String, with: String) {
      self.replace = replace
      self.with = with
    }
  }

  /// Creates a fix.
  package init(replace: String, with: String, requires: [String], then: Then? = nil) {
    self.replace = replace
    self.with = with
    self.requires = requires
    self.then = then
  }
}
