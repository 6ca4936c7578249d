import CompatMatrixCore

/// Escapes and links text for HTML.
package enum HTMLText {
  /// Text safe in an element or a quoted attribute value: `&`, `<`, `>`, `"` and `'` are
  /// written as character references, line breaks as `&#10;` so that each element stays on
  /// one line, and other control characters and bidirectional overrides as visible escapes
  /// (`\u{1B}`, `MessageText`): the escaping of every HTML output.
  package static func escape(_ text: String) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    let visible = MessageText.escaped(text, keeping: [.lineFeeds, .carriageReturns, .tabs])
    for character in visible {
      switch character {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&#39;"
      case "\n", "\r\n": output += "&#10;"
      case "\r": output += "&#10;"
      default: output.append(character)
      }
    }
    return output
  }

  /// A source as a link when it is an `http(s)` URL, or as code when it is a file name.
  package static func link(source: String) -> String {
    guard SourceCitation.isURL(source) else { return "<code>\(escape(source))</code>" }
    return "<a href=\"\(escape(source))\">\(escape(source))</a>"
  }
}
