import CompatMatrixCore

/// Numbers sources in order of first use, so long URLs print once, at the end of a section,
/// and the text cites them as `[1]`.
struct SourceFootnotes {
  package private(set) var sources: [String] = []

  /// The reference for a list of sources, such as `[1, 3]`, numbering new ones; empty for none.
  package mutating func cite(_ list: [String]) -> String {
    guard !list.isEmpty else { return "" }
    let numbers = list.map { source -> Int in
      if let index = sources.firstIndex(of: source) { return index + 1 }
      sources.append(source)
      return sources.count
    }
    return "[" + numbers.map(String.init).joined(separator: ", ") + "]"
  }
}
