/// The `NAME=VALUE` lines of a file a shell sources, as `scripts/typecheck-setup.sh` writes
/// `typecheck.env`: a value is bare, or in single quotes with `'\''` for a quote inside.
/// Comments and other lines are skipped; nothing is expanded.
package enum ShellAssignments {
  /// The assignments of a text, by name; a later one wins.
  package static func read(_ text: String) -> [String: String] {
    var values: [String: String] = [:]
    for line in text.split(separator: "\n") {
      guard !line.hasPrefix("#"), let equals = line.firstIndex(of: "="),
        line[..<equals].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
        !line[..<equals].isEmpty, let value = unquote(line[line.index(after: equals)...])
      else { continue }
      values[String(line[..<equals])] = value
    }
    return values
  }

  /// A value as the shell reads it: quoted parts unquoted, `\'` outside quotes a quote.
  static func unquote(_ text: Substring) -> String? {
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "'" {
        guard let close = text[text.index(after: index)...].firstIndex(of: "'") else {
          return nil
        }
        result += text[text.index(after: index)..<close]
        index = text.index(after: close)
      } else if character == "\\", text.index(after: index) < text.endIndex {
        result.append(text[text.index(after: index)])
        index = text.index(index, offsetBy: 2)
      } else if character == " " || character == "\t" {
        // An unquoted space ends the value (a comment may follow).
        break
      } else {
        result.append(character)
        index = text.index(after: index)
      }
    }
    return result
  }
}
