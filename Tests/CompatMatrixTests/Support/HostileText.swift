import Foundation
import Testing

/// Text that tries to take over a terminal or forge output (issue 26, item 9): escape
/// sequences, a carriage return and line breaks that would start a forged table row, record
/// or heading, C1 controls, a bidirectional override, separators, DEL and NUL; and the checks
/// every output built from it must pass.
enum HostileText {
  /// Appended to every free text of the hostile data: a colour and a window title, a bell,
  /// a line break that starts a forged row and a forged heading (`# FH`), markup, a right-to-left
  /// override, the C1 CSI and NEL, a line separator, DEL and NUL.
  static let payload =
    "X\u{1B}[31mR\u{1B}]0;t\u{07}\r\nFORGED|a|\n# FH<i>\u{202E}B\u{9B}\u{85}\u{2028}Z\u{7F}\u{00}"

  /// Appended to sources, which may hold no whitespace.
  static let sourcePayload = "\u{1B}[31m\u{9B}"

  /// The keys whose values are free text in the matrix files.
  static let freeTextKeys: Set<String> = [
    "title", "question", "summary", "note", "snippet", "label", "name", "caveats", "text",
    "reason", "publisher", "description", "disagreement", "doubt", "symbol",
  ]

  /// Whether a scalar must never reach the output raw: control characters but the line feed
  /// and the tab, DEL, the C1 controls, the line and paragraph separators and the
  /// bidirectional overrides and isolates.
  static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: false
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// The forbidden scalars in a text, as `U+XXXX`, for a failure message.
  static func forbidden(in text: String) -> [String] {
    text.unicodeScalars.filter(isForbidden).map {
      "U+" + String($0.value, radix: 16, uppercase: true)
    }
  }

  /// Lines that a line break of the data started: they begin with the payload's text after
  /// its line breaks. Lines of a Markdown code block are the code's own (a snippet keeps its
  /// line breaks inside its fence), so they are passed over.
  static func forgedLines(in text: String) -> [String] {
    var fence: Substring?
    var forged: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let backticks = line.prefix { $0 == "`" }
      if backticks.count >= 3 {
        if fence == nil {
          fence = backticks
        } else if backticks == fence, line.count == backticks.count {
          fence = nil
        }
        continue
      }
      if fence == nil, line.hasPrefix("FORGED") || line.hasPrefix("# FH") {
        forged.append(String(line))
      }
    }
    return forged
  }

  /// Markdown tables whose rows do not all have the header's number of cells: a `|` of the
  /// data that was not escaped. Each table is a run of lines starting with `|`.
  static func unevenTables(in markdown: String) -> [String] {
    var problems: [String] = []
    var expected: Int?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("|") else {
        expected = nil
        continue
      }
      var pipes = 0
      var escaped = false
      for character in line {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "|" {
          pipes += 1
        }
      }
      if let expected, expected != pipes {
        problems.append("\(pipes) cells where the table has \(expected): \(line)")
      }
      expected = expected ?? pipes
    }
    return problems
  }

  /// Every string in a parsed JSON value, keys included.
  static func strings(in value: Any) -> [String] {
    switch value {
    case let text as String: [text]
    case let array as [Any]: array.flatMap(strings)
    case let object as [String: Any]: object.values.flatMap(strings) + object.keys
    default: []
    }
  }

  /// A copy of the shipped matrices with the payload appended to every free text and to
  /// every source, written into `folder`: what a hostile `--matrices` folder holds.
  static func writeMatrices(to folder: URL) throws {
    let shipped = TestSupport.packageRoot.appendingPathComponent("matrices")
    let files = FileManager.default.enumerator(at: shipped, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "json", !url.path.contains("/schema/") else { continue }
      var object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
      if var dictionary = object as? [String: Any] {
        dictionary["$schema"] = nil
        object = dictionary
      }
      let relative = String(url.path.dropFirst(shipped.path.count + 1))
      let target = folder.appendingPathComponent(relative)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try JSONSerialization.data(withJSONObject: hostile(object, key: nil), options: [.sortedKeys])
        .write(to: target)
    }
  }

  private static func hostile(_ value: Any, key: String?) -> Any {
    switch value {
    case let dictionary as [String: Any]:
      return Dictionary(
        uniqueKeysWithValues: dictionary.map { ($0.key, hostile($0.value, key: $0.key)) })
    case let array as [Any]:
      return array.map { hostile($0, key: key) }
    case let text as String:
      // A scaffold file's name is a file name, which the validator holds to letters, digits,
      // '_' and '-' (CodeValidationTests): not free text.
      if key == "name", text.hasSuffix(".swift") { return text }
      if let key, freeTextKeys.contains(key) { return text + payload }
      if key == "sources" { return text + sourcePayload }
      return text
    default:
      return value
    }
  }
}
