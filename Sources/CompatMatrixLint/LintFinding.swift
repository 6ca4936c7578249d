import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

/// One problem found in a Swift file: where, which rule, and a message that says what to do.
package struct LintFinding: Sendable, Hashable, Comparable {
  /// The file, as displayed (relative to the folder linted when possible).
  package var file: String
  /// The line, from 1.
  package var line: Int
  /// The column, from 1, in characters.
  package var column: Int
  /// The rule.
  package var rule: LintRule
  /// The severity, after configuration.
  package var severity: LintSeverity
  /// What is wrong, where it fails, what to use instead, and a source; always one line.
  package var message: String
  /// The concern the finding is about, if any.
  package var concern: String?
  /// The strategy found in the code, if any.
  package var strategy: String?
  /// The strategy the plan recommends instead, if any.
  package var recommended: String?
  /// The sources behind the finding.
  package var sources: [String]
  /// For a missing companion, the concern whose strategies would be the companion; an
  /// app-wide strategy of it anywhere in the project satisfies every file.
  var companionConcern: String?

  /// Creates a finding.
  package init(
    file: String, line: Int, column: Int, rule: LintRule, severity: LintSeverity? = nil,
    message: String, concern: String? = nil, strategy: String? = nil,
    recommended: String? = nil, sources: [String] = []
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.rule = rule
    self.severity = severity ?? rule.defaultSeverity
    // Reporters are line-oriented: a message is one line.
    self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
    self.concern = concern
    self.strategy = strategy
    self.recommended = recommended
    self.sources = sources
  }

  /// Orders by file, line, column, then rule and message.
  package static func < (lhs: LintFinding, rhs: LintFinding) -> Bool {
    (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.message)
      < (rhs.file, rhs.line, rhs.column, rhs.rule, rhs.message)
  }
}

/// Everything a lint run found, with what it read and skipped.
package struct LintReport: Sendable {
  /// The findings, sorted by file and position.
  package var findings: [LintFinding]
  /// Files not read, sorted.
  package var skipped: [SkippedFile]
  /// How many files were linted.
  package var filesLinted: Int

  /// Creates a report; findings and skipped files are sorted.
  package init(findings: [LintFinding], skipped: [SkippedFile] = [], filesLinted: Int) {
    self.findings = findings.sorted()
    self.skipped = skipped.sorted()
    self.filesLinted = filesLinted
  }

  /// The number of findings with a severity.
  package func count(_ severity: LintSeverity) -> Int {
    findings.filter { $0.severity == severity }.count
  }
}
