import CompatMatrixCore
import CompatMatrixRewrite

/// The part of `upgrade --path` output that says what rewriting the code for the new minimum
/// does (or did, with `--apply`): how many checks in how many files, and the checks left for
/// review, with where and why.
package struct UpgradeRewriteSection: Sendable {
  /// The rewrite of the code under `--path`.
  package let result: SourceRewrite.Result
  /// Whether the files were written.
  package let applied: Bool
  /// The new minimum, as the summary names it: `iOS 16.4`.
  package let minimum: String

  /// Creates a section.
  package init(result: SourceRewrite.Result, applied: Bool, minimum: String) {
    self.result = result
    self.applied = applied
    self.minimum = minimum
  }

  private func count(_ number: Int, _ singular: String, _ plural: String) -> String {
    "\(number) \(number == 1 ? singular : plural)"
  }

  /// `Rewriting for iOS 16.4 removes 128 availability checks in 97 files.`
  package var summary: String {
    let checks = count(result.changes.count, "availability check", "availability checks")
    let files = count(result.files.count, "file", "files")
    if result.changes.isEmpty {
      return "Rewriting for \(minimum) changes nothing."
    }
    return applied
      ? "Rewrote the code for \(minimum): \(checks) removed or narrowed in \(files)."
      : "Rewriting for \(minimum) removes or narrows \(checks) in \(files); "
        + "--apply writes them, --format diff shows them."
  }

  /// The section as lines for a terminal, each already styled.
  package func text(style: TextStyle) -> [String] {
    var lines = [style.bold("rewrite"), "  " + summary]
    if !result.notes.isEmpty {
      lines.append(
        "  " + count(result.notes.count, "check left for review:", "checks left for review:"))
      lines += result.notes.map { "    " + MessageText.oneLine($0.description) }
    }
    return lines + [""]
  }

  /// The section in Markdown.
  package func markdown() -> [String] {
    var lines = ["### Rewrite", "", MarkdownText.inline(summary), ""]
    if !result.notes.isEmpty {
      lines += [
        count(result.notes.count, "check is left for review:", "checks are left for review:"), "",
      ]
      lines += result.notes.map { note in
        "- " + MarkdownText.code("\(note.file):\(note.location.line)") + ": "
          + MarkdownText.code(note.check) + ": " + MarkdownText.inline(note.reason.text)
      }
      lines.append("")
    }
    return lines
  }

  /// The section as JSON; documented in `docs/user-guide/json-output.md`.
  package func json() -> JSONDocument {
    .object([
      "applied": .bool(applied),
      "files": .array(result.files.map { .string($0.display) }),
      "changes": .array(
        result.changes.map { change in
          .object([
            "file": .string(change.file), "line": .int(change.location.line),
            "column": .int(change.location.column), "kind": .string(change.kind.rawValue),
            "check": .string(change.check),
          ])
        }),
      "review": .array(
        result.notes.map { note in
          .object([
            "file": .string(note.file), "line": .int(note.location.line),
            "column": .int(note.location.column), "check": .string(note.check),
            "reason": .string(note.reason.text),
          ])
        }),
    ])
  }
}
