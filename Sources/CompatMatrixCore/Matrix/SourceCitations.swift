/// How output names the sources the data cites, from the data's citations: a seed article by
/// its title and kind (with its publisher where known) rather than only by its opaque file
/// name, and a URL readably, by its host and the last part of its path
/// (`developer.apple.com/…/navigationbarleading.md`). JSON keeps sources as the data writes
/// them.
package struct SourceCitations: Sendable {
  /// The citations of the data, by source.
  package let citations: [String: Citation]

  /// Names sources with these citations.
  package init(_ citations: [String: Citation] = [:]) {
    self.citations = citations
  }

  /// One source, short enough for a line of text: a cited source's title with its publisher,
  /// a URL shortened, anything else as written.
  package func short(_ source: String) -> String {
    if let citation = citations[source] {
      return citation.publisher.map { "\(citation.title) (\($0))" } ?? citation.title
    }
    return Self.shortURL(source)
  }

  /// One source in full, for a list of sources: a cited source's title, then its kind and
  /// publisher and the source as the data cites it (`SwiftUIでのナビゲーション管理 (blog
  /// article, アイリッジ開発者ブログ; 003_499adc954b170e70.txt)`); anything else as written.
  package func full(_ source: String) -> String {
    guard let citation = citations[source] else { return source }
    return "\(citation.title) (\(description(of: citation)))"
  }

  /// What a reader is told about a cited source besides its title: kind, publisher and the
  /// source as cited, such as `blog article, アイリッジ開発者ブログ; 003_499adc954b170e70.txt`.
  package func description(of citation: Citation) -> String {
    let about = [citation.kind?.words, citation.publisher].compactMap { $0 }
    return (about.isEmpty ? "" : about.joined(separator: ", ") + "; ") + citation.id
  }

  /// A URL as its host and the last part of its path, or the last two when the last is a
  /// number (`github.com/…/issues/14679`), with the folder of an SDK dump
  /// (`github.com/…/iPhoneOS16.5.sdk/…/UINavigationBar.h`); anything else unchanged.
  package static func shortURL(_ source: String) -> String {
    guard let scheme = source.firstRange(ofText: "://") else { return source }
    var rest = source[scheme.upperBound...]
    if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
    let parts = rest.split(separator: "/")
    guard let host = parts.first else { return source }
    guard parts.count > 1, let last = parts.last else { return String(host) }
    let kept = last.allSatisfy(\.isNumber) && parts.count > 2 ? 2 : 1
    let tail = parts.suffix(kept).joined(separator: "/")
    // An SDK dump's file says which SDK it is from by its folder.
    if let sdk = parts.dropFirst().dropLast().last(where: { $0.hasSuffix(".sdk") }) {
      return "\(host)/…/\(sdk)/…/\(tail)"
    }
    return parts.count == kept + 1 ? "\(host)/\(tail)" : "\(host)/…/\(tail)"
  }
}
