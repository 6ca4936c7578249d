import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

/// The `compat-matrix:` comments of a file that turn rules off, and which of them were used.
///
/// In SwiftLint's style: `// compat-matrix:disable RULE …` turns rules off from its line to
/// the end of the file or a matching `// compat-matrix:enable RULE`; `:disable:next`,
/// `:disable:this` and `:disable:previous` turn them off for one line. `all` names every
/// rule, and ` - reason` after the rules is ignored.
struct LintSuppressions {
  /// One directive and the lines it covers.
  struct Directive {
    package var rules: Set<LintRule>
    package var lines: ClosedRange<Int>
    package var location: SourceLocation
    package var text: String
    package var unknown: [String]
    package var used = false
  }

  package private(set) var directives: [Directive] = []

  /// The bytes every directive contains.
  private static let marker = Array("compat-matrix:".utf8)

  /// Reads the directives from a file's comments.
  package init(file: SwiftSourceFile) {
    // Most files have no directive: one byte search settles it before any comment is read.
    guard ByteSearch.contains(file.bytes, Self.marker) else { return }
    var open: [LintRule: Int] = [:]
    let lastLine = file.tokens.last?.line ?? 1
    for token in file.tokens where token.kind.isComment {
      guard ByteSearch.contains(file.bytes[token.range], Self.marker) else { continue }
      let text = token.text(in: file.bytes)
      guard let marker = text.firstRange(ofText: "compat-matrix:") else { continue }
      let words = text[marker.upperBound...].split(whereSeparator: \.isWhitespace)
      guard let command = words.first else { continue }
      var names: [String] = []
      for word in words.dropFirst() {
        if word == "-" || word.hasPrefix("*/") { break }
        names.append(String(word))
      }
      var rules = Set<LintRule>()
      var unknown: [String] = []
      for name in names {
        if name == "all" {
          rules.formUnion(LintRule.allCases.filter { $0 != .unusedSuppression })
        } else if let rule = LintRule(rawValue: name) {
          rules.insert(rule)
        } else {
          unknown.append(name)
        }
      }
      let line = token.line
      let shown = String(text.trimming(" \t").prefix(80))
      switch command {
      case "disable":
        let index = directives.count
        directives.append(
          Directive(
            rules: rules, lines: line...lastLine, location: token.location, text: shown,
            unknown: unknown))
        for rule in rules { open[rule] = index }
      case "enable":
        for rule in rules {
          guard let index = open.removeValue(forKey: rule) else { continue }
          let start = directives[index].lines.lowerBound
          directives[index].lines = start...max(start, line)
        }
      case "disable:next", "disable:this", "disable:previous":
        let target =
          command == "disable:next" ? line + 1 : command == "disable:this" ? line : line - 1
        directives.append(
          Directive(
            rules: rules, lines: target...target, location: token.location, text: shown,
            unknown: unknown))
      case let other where other.hasPrefix("disable") || other.hasPrefix("enable"):
        directives.append(
          Directive(
            rules: [], lines: line...line, location: token.location, text: shown,
            unknown: [String(command)]))
      default:
        continue
      }
    }
  }

  /// Whether a finding is suppressed, marking the directives that suppress it as used.
  mutating func suppresses(_ finding: LintFinding) -> Bool {
    var suppressed = false
    for index in directives.indices
    where directives[index].rules.contains(finding.rule)
      && directives[index].lines.contains(finding.line)
    {
      directives[index].used = true
      suppressed = true
    }
    return suppressed
  }

  /// Findings for directives that suppressed nothing or name unknown rules.
  func unused(file: String) -> [LintFinding] {
    directives.compactMap { directive in
      let message: String
      if !directive.unknown.isEmpty {
        message = LintMessage.unknownSuppression(directive.unknown).text
      } else if !directive.used {
        message = LintMessage.unusedSuppression(directive.text).text
      } else {
        return nil
      }
      return LintFinding(
        file: file, line: directive.location.line, column: directive.location.column,
        rule: .unusedSuppression, message: message)
    }
  }
}
