import CompatMatrixCore

/// Sources as a message cites them: short enough for one line, yet something a reader can
/// follow. A source the data has a citation for is named by its title; a URL by its host and
/// the last part of its path (`developer.apple.com/…/navigationbarleading.md`); anything
/// else as written. JSON and SARIF carry the full sources.
package struct LintCitation: Sendable {
  /// The citations of the data, by source.
  package let citations: [String: Citation]

  /// Creates a citer.
  package init(citations: [String: Citation]) {
    self.citations = citations
  }

  /// ` [source: …]` for the end of a message, naming at most two sources; empty for none.
  package func cite(_ sources: [String]) -> String {
    guard !sources.isEmpty else { return "" }
    var unique: [String] = []
    for source in sources.map(short) where !unique.contains(source) { unique.append(source) }
    let shown = unique.prefix(2).joined(separator: "; ")
    let more = unique.count > 2 ? " and \(unique.count - 2) more" : ""
    return " [source\(unique.count > 1 ? "s" : ""): \(shown)\(more)]"
  }

  /// The sources as a reader can follow them, short and each once, in order: what a report
  /// cites once per rule instead of at the end of every message.
  package func names(_ sources: [String]) -> [String] {
    var unique: [String] = []
    for source in sources.map(short) where !unique.contains(source) { unique.append(source) }
    return unique
  }

  /// One source, short: the data's way of naming it (`SourceCitations.short(_:)`).
  package func short(_ source: String) -> String {
    SourceCitations(citations).short(source)
  }

  /// A URL as its host and the last part of its path; anything else unchanged.
  package static func shortURL(_ source: String) -> String {
    SourceCitations.shortURL(source)
  }
}
