import CompatMatrixCore

/// Escapes and links text for GitHub-flavoured Markdown.
package enum MarkdownText {
  /// Text safe inside a table cell: `|` escaped, line breaks turned into spaces, and
  /// characters that start HTML or emphasis escaped.
  package static func cell(_ text: String) -> String {
    inline(text).replacingAll("|", with: "\\|")
  }

  /// Text safe in a paragraph: HTML-significant characters and Markdown emphasis escaped,
  /// line breaks folded, and other control characters and bidirectional overrides written as
  /// visible escapes (`\u{1B}`, `MessageText`), so that no text of the data starts a line,
  /// a row or a heading of its own or reaches a terminal raw. The escaping every other
  /// function here builds on.
  package static func inline(_ text: String) -> String {
    var output = ""
    for character in MessageText.escaped(text, keeping: [.lineFeeds, .carriageReturns, .tabs]) {
      switch character {
      case "\n", "\r", "\r\n": output += " "
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "&": output += "&amp;"
      case "*", "_", "`", "[", "]", "\\": output += "\\\(character)"
      default: output.append(character)
      }
    }
    return output
  }

  /// Text safe at the start of a paragraph or a list item: like `inline`, with leading spaces
  /// dropped and a first character that would start a heading, quote, list, rule or table
  /// escaped (`# 1`, `> note`, `- item`, `1. item`).
  package static func paragraph(_ text: String) -> String {
    let escaped = inline(String(text.drop { $0 == " " || $0 == "\t" }))
    guard let first = escaped.first else { return escaped }
    if "#>-+=|~".contains(first) { return "\\" + escaped }
    let digits = escaped.prefix { $0.isASCII && $0.isNumber }
    let rest = escaped.dropFirst(digits.count)
    if !digits.isEmpty, let marker = rest.first, marker == "." || marker == ")" {
      return digits + "\\" + rest
    }
    return escaped
  }

  /// A fenced code block, its fence longer than any run of backticks in the code; its lines
  /// are the code's, with carriage returns and other control characters written as visible
  /// escapes.
  package static func codeBlock(_ code: String, language: String) -> [String] {
    let code = MessageText.escaped(code, keeping: [.lineFeeds, .tabs])
    var longest = 0
    var run = 0
    for character in code {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: max(3, longest + 1))
    let lines = code.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    return [fence + language] + lines.map(String.init) + [fence]
  }

  /// Code in backticks, using a longer fence when the code itself has backticks; in a table
  /// cell `|` is escaped, which GitHub removes again inside code. Line breaks become spaces and
  /// other control characters visible escapes.
  package static func code(_ text: String, inTable: Bool = false) -> String {
    let text = MessageText.escaped(text, keeping: [.lineFeeds, .tabs])
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let padded = text.hasPrefix("`") || text.hasSuffix("`") ? " \(text) " : text
    let body = inTable ? padded.replacingAll("|", with: "\\|") : padded
    return fence + body.replacingAll("\n", with: " ") + fence
  }

  /// A source as a reader can follow it: a cited source by its title (a link when the citation
  /// has a URL), kind and publisher, with the source as cited in code; a URL as a link whose
  /// text is its host and the last part of its path; anything else as code.
  package static func link(source: String, citations: SourceCitations) -> String {
    if let citation = citations.citations[source] {
      let title = cell(citation.title)
      let named = citation.url.map { "[\(title)](\(link(source: $0)))" } ?? "*\(title)*"
      let about = [citation.kind?.words, citation.publisher].compactMap { $0 }.map(cell)
      return named + " (" + (about.isEmpty ? "" : about.joined(separator: ", ") + "; ")
        + code(source, inTable: true) + ")"
    }
    guard SourceCitation.isURL(source) else { return code(source, inTable: true) }
    return "[\(cell(SourceCitations.shortURL(source)))](\(link(source: source)))"
  }

  /// A source as a link when it is a URL, or as code when it is a file name.
  package static func link(source: String) -> String {
    if SourceCitation.isURL(source) {
      // A control character has no place in a URL: percent-encoded, as a browser would.
      var encoded = ""
      for scalar in source.unicodeScalars {
        let text = String(scalar)
        guard MessageText.oneLine(text) != text else {
          encoded.unicodeScalars.append(scalar)
          continue
        }
        for byte in SystemPath.bytes(text) {
          encoded += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
      }
      let escaped = encoded.replacingAll(")", with: "%29")
        .replacingAll("|", with: "%7C")
      return "<\(escaped.replacingAll(">", with: "%3E"))>"
    }
    return code(source, inTable: true)
  }
}
