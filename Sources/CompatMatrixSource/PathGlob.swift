import CompatMatrixCore

/// A path pattern in the style of `.gitignore` and SwiftLint's `excluded`: `*` matches within
/// one path segment, `**` matches any number of whole segments, `?` one character.
///
/// A pattern without a `/` matches the last segment anywhere (`*.generated.swift`); one with a
/// `/` matches from the start of the path (`Sources/Legacy/**`). A pattern naming a folder
/// (`Pods`, `Sources/Generated`) matches everything inside it too.
public struct PathGlob: Sendable, Hashable {
  /// The pattern as written.
  package let pattern: String
  private let segments: [String]
  private let anchored: Bool

  /// Creates a glob; leading `./` and trailing `/` are ignored.
  public init(_ pattern: String) {
    self.pattern = pattern
    var text = Substring(pattern)
    while text.hasPrefix("./") { text = text.dropFirst(2) }
    while text.hasSuffix("/") { text = text.dropLast() }
    anchored = text.contains("/")
    segments = text.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
  }

  /// Whether a relative path (segments separated by `/`) matches.
  package func matches(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    guard !segments.isEmpty else { return false }
    if anchored {
      return Self.match(segments[...], parts[...], allowPrefix: true)
    }
    // Unanchored: the single-segment pattern may match any segment, and everything below it.
    return parts.indices.contains { Self.segment(segments[0], matches: parts[$0]) }
  }

  /// Matches pattern segments against path segments; with `allowPrefix`, a pattern that
  /// matches a leading folder of the path matches the path.
  private static func match(
    _ pattern: ArraySlice<String>, _ path: ArraySlice<String>, allowPrefix: Bool
  ) -> Bool {
    guard let head = pattern.first else { return path.isEmpty || allowPrefix }
    if head == "**" {
      let rest = pattern.dropFirst()
      if rest.isEmpty { return true }
      var remaining = path
      while true {
        if match(rest, remaining, allowPrefix: allowPrefix) { return true }
        guard !remaining.isEmpty else { return false }
        remaining = remaining.dropFirst()
      }
    }
    guard let first = path.first, segment(head, matches: first) else { return false }
    return match(pattern.dropFirst(), path.dropFirst(), allowPrefix: allowPrefix)
  }

  /// Matches one segment with `*` and `?` wildcards.
  package static func segment(_ pattern: String, matches text: String) -> Bool {
    Wildcard.matches(pattern, text)
  }
}
