/// How sure the data is of a fact.
public enum Confidence: String, Sendable, Hashable, CaseIterable, Codable {
  /// An authoritative source states it (Apple's documentation, the SDK's `@available`
  /// attribute, release notes), or two independent sources agree.
  case confirmed
  /// One article or report states it; nothing else confirms or contradicts it.
  case reported
  /// It could not be confirmed; the fact's note says what was found.
  case unconfirmed
}

/// The evidence behind a fact: where it comes from and how sure the data is.
public struct Evidence: Sendable, Hashable {
  /// URLs that were read, or seed article file names.
  public package(set) var sources: [String]
  /// How sure the data is.
  public package(set) var confidence: Confidence
  /// How the sources disagree, when they do.
  package var disagreement: String?

  /// Creates evidence.
  package init(sources: [String], confidence: Confidence, disagreement: String? = nil) {
    self.sources = sources
    self.confidence = confidence
    self.disagreement = disagreement
  }
}

/// Where something was declared in the data: a file, a location and a JSON path.
///
/// Validation messages and lint findings use it to point at the fact they rely on.
package struct SourceReference: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file as it is displayed: `matrices/concerns/pop-to-root.json`.
  package let file: String
  /// Where in the file.
  package let location: SourceLocation
  /// The JSON path: `concerns[0].strategies[1]`.
  package let path: String

  /// Creates a reference.
  package init(file: String, location: SourceLocation, path: String) {
    self.file = file
    self.location = location
    self.path = path
  }

  /// `file:line:column`.
  package var description: String { "\(file):\(location)" }

  /// Orders the values for sorting.
  package static func < (lhs: SourceReference, rhs: SourceReference) -> Bool {
    (lhs.file, lhs.location) < (rhs.file, rhs.location)
  }
}
