import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

/// One problem found in a Swift file: where, which rule, and a message that says what to do.
public struct LintFinding: Sendable, Hashable, Comparable {
  /// The file, as displayed (relative to the folder linted when possible).
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, in characters.
  public var column: Int
  /// The rule.
  public var rule: LintRule
  /// The severity, after configuration.
  public var severity: LintSeverity
  /// What is wrong, where it fails, what to use instead, and a source; always one line.
  public var message: String
  /// The concern the finding is about, if any.
  public var concern: String?
  /// The strategy found in the code, if any.
  public var strategy: String?
  /// The strategy the plan recommends instead, if any.
  public var recommended: String?
  /// The sources behind the finding.
  public var sources: [String]
  /// For a missing companion, the concern whose strategies would be the companion; an
  /// app-wide strategy of it anywhere in the project satisfies every file.
  var companionConcern: String?

  /// Creates a finding.
  public init(
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
  public static func < (lhs: LintFinding, rhs: LintFinding) -> Bool {
    (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.message)
      < (rhs.file, rhs.line, rhs.column, rhs.rule, rhs.message)
  }
}

/// Everything a lint run found, with what it read and skipped.
public struct LintReport: Sendable {
  /// The findings, sorted by file and position.
  public var findings: [LintFinding]
  /// Files not read, sorted.
  public var skipped: [SkippedFile]
  /// How many files were linted.
  public var filesLinted: Int

  /// Creates a report; findings and skipped files are sorted.
  public init(findings: [LintFinding], skipped: [SkippedFile] = [], filesLinted: Int) {
    self.findings = findings.sorted()
    self.skipped = skipped.sorted()
    self.filesLinted = filesLinted
  }

  /// The number of findings with a severity.
  public func count(_ severity: LintSeverity) -> Int {
    findings.filter { $0.severity == severity }.count
  }

  /// Whether the run fails: on a finding of error severity, or with `strict` on any finding.
  public func fails(strict: Bool) -> Bool {
    count(.error) > 0 || (strict && !findings.isEmpty)
  }
}
