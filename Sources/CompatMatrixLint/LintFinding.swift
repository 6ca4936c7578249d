import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

/// One problem found in a Swift file: where, which rule, and a message that says what to do.
public struct LintFinding: Sendable, Hashable, Comparable {
  /// The file, as displayed (relative to the folder linted when possible).
  public package(set) var file: String
  /// The line, from 1.
  public package(set) var line: Int
  /// The column, from 1, in characters.
  public package(set) var column: Int
  /// The rule.
  public package(set) var rule: LintRule
  /// The severity, after configuration.
  public package(set) var severity: LintSeverity
  /// What is wrong, where it fails and what to use instead; always one line. Its sources are
  /// in `sources`, and reporters cite them once per rule.
  public package(set) var message: String
  /// The concern the finding is about, if any.
  public package(set) var concern: String?
  /// The strategy found in the code, if any.
  public package(set) var strategy: String?
  /// The strategy the plan recommends instead, if any.
  public package(set) var recommended: String?
  /// The sources behind the finding, cited in full.
  public package(set) var sources: [String]
  /// The sources as a reader can follow them, short (a seed article by its title, a URL by
  /// its host and last path part), each once: what reporters cite once per rule.
  package var citations: [String] = []
  /// What the finding's file was linted for (targets, platforms, range), when a run set it.
  package var linted: LintedFor?
  /// For a missing companion the file alone cannot settle, the screen it waits on
  /// (`ScreenRoleIndex`).
  var pendingScreen: PendingScreen?
  /// The API the finding is about, for an API's own pattern.
  public package(set) var api: String?
  /// The hazard the finding is about, if any.
  public package(set) var hazard: String?
  /// The mechanical replacement, when the data has one valid here.
  package var fix: LintFindingFix?
  /// The message with everything the one-line budget left out: the data's whole reason and
  /// advice; equal to `message` when nothing was left out.
  public package(set) var detail: String
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
    self.detail = self.message
  }

  /// Orders by file, line, column, then rule and message.
  public static func < (lhs: LintFinding, rhs: LintFinding) -> Bool {
    (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.message)
      < (rhs.file, rhs.line, rhs.column, rhs.rule, rhs.message)
  }
}

/// A mechanical replacement in a file: the tokens to replace, where, and by what.
package struct LintFindingFix: Sendable, Hashable {
  /// The line of the first replaced token, from 1.
  package var line: Int
  /// Its column, from 1, in characters.
  package var column: Int
  /// The line just after the last replaced character, from 1.
  package var endLine: Int
  /// The column just after the last replaced character, from 1, in characters.
  package var endColumn: Int
  /// The byte offsets of the replaced text in the file.
  package var bytes: Range<Int>
  /// The text replaced, as written.
  package var replaced: String
  /// The text that replaces it.
  package var replacement: String

  /// Creates a fix.
  package init(
    line: Int, column: Int, endLine: Int, endColumn: Int, bytes: Range<Int>, replaced: String,
    replacement: String
  ) {
    self.line = line
    self.column = column
    self.endLine = endLine
    self.endColumn = endColumn
    self.bytes = bytes
    self.replaced = replaced
    self.replacement = replacement
  }
}

/// Everything a lint run found, with what it read and skipped.
public struct LintReport: Sendable {
  /// The findings, sorted by file and position.
  public package(set) var findings: [LintFinding]
  /// Files not read, sorted.
  public package(set) var skipped: [SkippedFile]
  /// How many files were linted.
  public package(set) var filesLinted: Int
  /// What the run worked on, when the caller said: the range, its source and the profile.
  package var context: LintContext?

  /// Creates a report; findings and skipped files are sorted.
  package init(
    findings: [LintFinding], skipped: [SkippedFile] = [], filesLinted: Int,
    context: LintContext? = nil
  ) {
    self.findings = findings.sorted()
    self.skipped = skipped.sorted()
    self.filesLinted = filesLinted
    self.context = context
  }

  /// The number of findings with a severity.
  public func count(_ severity: LintSeverity) -> Int {
    findings.filter { $0.severity == severity }.count
  }

  /// Whether the run fails: on a finding of error severity, or with `strict` on a warning
  /// too; notes never fail it.
  public func fails(strict: Bool) -> Bool {
    count(.error) > 0 || (strict && count(.warning) > 0)
  }
}
