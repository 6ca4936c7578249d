import CompatMatrixCore

/// An availability check the new minimum makes dead that the rewriter left as it is, because
/// it cannot rewrite it with certainty: listed as "left for review", with where and why.
package struct RewriteNote: Sendable, Hashable, Comparable {
  /// Why a check was left.
  package enum Reason: Sendable, Hashable {
    /// The statement and `#if` directives interleave: a directive is not wholly inside one
    /// branch.
    case conditionalCompilation
    /// The `if` is an expression (`let x = if …`, `return if …`, an argument).
    case expression
    /// The statement has a label (`outer: if …`).
    case labelled
    /// Other code shares the statement's first or last line.
    case sharedLine
    /// The check is inside a macro expansion (`#Preview { … }`, `#SomeMacro(…)`).
    case macro
    /// Removing it would leave a closure, accessor or `case` with no statement.
    case emptyBody
    /// The kept branch has a `defer`, which would run at another time once inlined.
    case deferStatement
    /// Inlining the kept branch would declare these names twice in the enclosing scope.
    case redeclaration([String])
    /// A `guard #unavailable` that always fails: the code after it never runs.
    case failingGuard
    /// A `while` loop whose only condition becomes always true.
    case loop
    /// An `#unavailable` after other conditions, which would still be evaluated.
    case unavailableAfterConditions
    /// A check outside an `if`, `guard` or `while` condition, such as in a ternary.
    case outsideCondition
    /// A multi-line string in the kept branch has lines the re-indentation cannot move.
    case stringIndentation
    /// Its braces or parentheses are not matched.
    case unmatched
    /// It overlaps another rewrite of the same file.
    case overlap
    /// The kept branch always exits (`return`, `throw`, `break`, `continue`), and the code
    /// after the statement, which would then never run, declares something or holds `#if`.
    case unreachableAfter
    /// Checks are nested deeper here than the rewriter follows (`FileRewriter.nestingLimit`):
    /// the whole file is left as it is.
    case nestedTooDeep(Int)

    /// The reason in words, after "left for review: ".
    package var text: String {
      switch self {
      case .conditionalCompilation: "it is mixed with #if directives"
      case .expression: "the if is used as an expression"
      case .labelled: "the statement has a label"
      case .sharedLine: "other code shares its first or last line"
      case .macro: "it is inside a macro expansion"
      case .emptyBody: "removing it would leave a closure, accessor or case with no statement"
      case .deferStatement:
        "the kept branch has a defer, which would run at another time once inlined"
      case .redeclaration(let names):
        "inlining the kept branch would declare "
          + names.map { "'\($0)'" }.joined(separator: ", ") + " twice in the enclosing scope"
      case .failingGuard: "the guard always fails, so the code after it never runs"
      case .loop: "a while loop whose condition becomes always true"
      case .unavailableAfterConditions:
        "the #unavailable follows other conditions, which would still be evaluated"
      case .outsideCondition: "the check is not a condition of an if, guard or while"
      case .stringIndentation:
        "a multi-line string in the kept branch is indented differently from its code"
      case .unmatched: "its brackets are not matched"
      case .overlap: "it overlaps another rewrite"
      case .unreachableAfter:
        "the kept branch always exits, and the code after it, which would never run, declares "
          + "names or holds #if"
      case .nestedTooDeep(let limit):
        "availability checks are nested more than \(limit) deep here; the file is left as it is"
      }
    }
  }

  /// The file, as displayed.
  package let file: String
  /// Where the check is, in the file as it was read.
  package let location: SourceLocation
  /// The byte offset of the check, in the file as it was read.
  package let offset: Int
  /// The check as written for the platform: `#available(iOS 16.0, *)`.
  package let check: String
  /// Why it was left.
  package let reason: Reason

  /// Creates a note.
  package init(
    file: String, location: SourceLocation, offset: Int, check: String, reason: Reason
  ) {
    self.file = file
    self.location = location
    self.offset = offset
    self.check = check
    self.reason = reason
  }

  /// The note at another place: where a later pass's note lies in the file as it was read.
  func moved(to offset: Int, in bytes: [UInt8]) -> RewriteNote {
    RewriteNote(
      file: file, location: UTF8Validation.location(ofByte: offset, in: bytes), offset: offset,
      check: check, reason: reason)
  }

  /// `Sources/App/Root.swift:12:8: #available(iOS 16.0, *): the if is used as an expression`.
  package var description: String {
    "\(file):\(location.line):\(location.column): \(check): \(reason.text)"
  }

  /// The note as a line for standard error beside a diff: `Sources/App/Root.swift:12:8: note:
  /// left for review: #available(iOS 16.0, *): the if is used as an expression`.
  package var reviewLine: String {
    MessageText.oneLine(
      "\(file):\(location.line):\(location.column): note: left for review: \(check): "
        + reason.text)
  }

  /// Orders by file and position.
  package static func < (lhs: RewriteNote, rhs: RewriteNote) -> Bool {
    (lhs.file, lhs.location.line, lhs.location.column)
      < (rhs.file, rhs.location.line, rhs.location.column)
  }
}

/// One availability check the rewriter removed or narrowed.
package struct RewriteChange: Sendable, Hashable, Comparable {
  /// What was done.
  package enum Kind: String, Sendable, Hashable, CaseIterable {
    /// An `if` whose check always passes became the branch it always takes.
    case keptBranch = "kept-branch"
    /// A statement that can never run, or a `guard` that always passes, was removed.
    case removedStatement = "removed-statement"
    /// A check was removed from a condition that keeps other clauses.
    case removedCondition = "removed-condition"
    /// An `@available` attribute was removed.
    case removedAttribute = "removed-attribute"
    /// The platform's clause was removed from a check or attribute that names others.
    case removedPlatform = "removed-platform"
  }

  /// The file, as displayed.
  package let file: String
  /// Where the check was, in the file as it was read.
  package let location: SourceLocation
  /// The byte offset of the check, in the file as it was read.
  package let offset: Int
  /// The check as written for the platform.
  package let check: String
  /// What was done.
  package let kind: Kind

  /// Creates a change.
  package init(
    file: String, location: SourceLocation, offset: Int, check: String, kind: Kind
  ) {
    self.file = file
    self.location = location
    self.offset = offset
    self.check = check
    self.kind = kind
  }

  /// The change at another place: where a later pass's change lies in the file as it was
  /// read.
  func moved(to offset: Int, in bytes: [UInt8]) -> RewriteChange {
    RewriteChange(
      file: file, location: UTF8Validation.location(ofByte: offset, in: bytes), offset: offset,
      check: check, kind: kind)
  }

  /// Orders by file and position.
  package static func < (lhs: RewriteChange, rhs: RewriteChange) -> Bool {
    (lhs.file, lhs.location.line, lhs.location.column)
      < (rhs.file, rhs.location.line, rhs.location.column)
  }
}
