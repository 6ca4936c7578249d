import CompatMatrixCore

/// What the compiler said about every strategy's snippet (`validate --typecheck`).
package struct SnippetCheckReport: Sendable, Hashable {
  /// The environments the snippets were checked in, oldest SDK first.
  package var environments: [TypecheckEnvironment]
  /// One entry per strategy with a snippet, by concern then strategy id.
  package var snippets: [SnippetCheck]

  /// Creates a report.
  package init(environments: [TypecheckEnvironment], snippets: [SnippetCheck]) {
    self.environments = environments
    self.snippets = snippets
  }

  /// Whether the check fails: a snippet the compiler rejects, or one it gave no verdict on.
  package var hasFailures: Bool {
    snippets.contains { $0.verdict == .rejected || $0.verdict == .noVerdict }
  }

  /// How many snippets have each verdict.
  package var totals: [SnippetVerdict: Int] {
    Dictionary(grouping: snippets, by: \.verdict).mapValues(\.count)
  }
}

/// One strategy's snippet: where it was checked and what the compiler said in each
/// environment, or why it was not checked.
package struct SnippetCheck: Sendable, Hashable {
  /// The concern's id.
  package var concern: String
  /// The strategy's id.
  package var strategy: String
  /// Where the strategy's `snippet` is written, for messages.
  package var place: SourceReference
  /// The harness it was checked in; `nil` when it was not checked.
  package var harness: HarnessKind?
  /// The deployment target it was checked at: the first release where the strategy works.
  package var target: OSVersion?
  /// What the compiler said, one run per environment.
  package var runs: [SnippetRun]
  /// Why it was not checked, when it was not.
  package var reason: String?

  /// Creates an entry.
  package init(
    concern: String, strategy: String, place: SourceReference, harness: HarnessKind? = nil,
    target: OSVersion? = nil, runs: [SnippetRun] = [], reason: String? = nil
  ) {
    self.concern = concern
    self.strategy = strategy
    self.place = place
    self.harness = harness
    self.target = target
    self.runs = runs
    self.reason = reason
  }

  /// The verdict over every run: rejected in any environment, else without a verdict in any,
  /// else compiles; not checked without runs.
  package var verdict: SnippetVerdict {
    if runs.isEmpty { return .notChecked }
    if runs.contains(where: { !$0.errors.isEmpty }) { return .rejected }
    if runs.contains(where: { $0.problem != nil }) { return .noVerdict }
    return .compiles
  }
}

/// What the compiler said about one snippet in one environment.
package struct SnippetRun: Sendable, Hashable {
  /// The environment's name.
  package var environment: String
  /// Its SDK's version.
  package var sdk: OSVersion
  /// The errors, traced back to the snippet.
  package var errors: [SnippetDiagnostic]
  /// The warnings, traced back to the snippet.
  package var warnings: [SnippetDiagnostic]
  /// Why the compiler gave no verdict (it crashed, ran out of time), when it gave none.
  package var problem: String?

  /// Creates a run.
  package init(
    environment: String, sdk: OSVersion, errors: [SnippetDiagnostic] = [],
    warnings: [SnippetDiagnostic] = [], problem: String? = nil
  ) {
    self.environment = environment
    self.sdk = sdk
    self.errors = errors
    self.warnings = warnings
    self.problem = problem
  }
}

/// A diagnostic of the compiler, placed in the snippet, in the declarations it assumes
/// (`given`), or in the harness around them.
package struct SnippetDiagnostic: Sendable, Hashable {
  /// Where in the checked file the line is.
  package enum Part: String, Sendable, Hashable {
    /// The snippet itself.
    case snippet
    /// The declarations the harness is given.
    case given
    /// The harness's own code.
    case harness
  }

  /// The part the line is in.
  package var part: Part
  /// The line in that part, from 1 (in the harness, the line of the checked file).
  package var line: Int
  /// The column.
  package var column: Int
  /// The compiler's message.
  package var message: String

  /// Creates a diagnostic.
  package init(part: Part, line: Int, column: Int, message: String) {
    self.part = part
    self.line = line
    self.column = column
    self.message = message
  }

  /// `snippet line 9: 'buildIf' is only available in iOS 16.0 or newer`.
  package var description: String {
    let place = part == .harness ? "the harness, line \(line)" : "\(part.rawValue) line \(line)"
    return MessageText.oneLine("\(place): \(message)")
  }
}

/// A snippet's verdict.
package enum SnippetVerdict: String, Sendable, Hashable, CaseIterable {
  /// It type-checks in every environment it was checked in.
  case compiles
  /// The compiler rejects it in at least one.
  case rejected
  /// The compiler gave no verdict in at least one (a crash, a time limit).
  case noVerdict = "no-verdict"
  /// It was not checked: the data says why, or no environment given holds its APIs.
  case notChecked = "not-checked"
}
