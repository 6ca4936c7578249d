import CompatMatrixCore

/// The arguments of `#available(…)`, `#unavailable(…)` or `@available(…)`, read from tokens.
///
/// Two forms exist: the shorthand, a list of `platform version` and `*`
/// (`iOS 16.0, macOS 13, *`), and an attribute's long form, one platform (or `*`) followed by
/// labelled arguments (`iOS, introduced: 16.0, deprecated: 17.0`, `*, unavailable`).
package struct AvailabilityArguments: Sendable, Hashable {
  /// Every platform named, in order, with its version (the long form's `introduced`).
  package var specs: [AvailabilitySpec] = []
  /// Whether `*` is listed (in the long form: whether `*` is its platform).
  package var hasWildcard = false
  /// Whether the arguments use the long form.
  var isLongForm = false
  /// The long form's `deprecated` version.
  package var deprecated: OSVersion?
  /// The long form's `obsoleted` version.
  package var obsoleted: OSVersion?
  /// Whether the long form says `unavailable`.
  package var isUnavailable = false

  /// Labels that mark the long form.
  private static let labels: Set<String> = [
    "introduced", "deprecated", "obsoleted", "unavailable", "message", "renamed", "noasync",
  ]

  /// Reads the arguments inside the group that opens at `opening`.
  package init(view: SwiftCodeView, opening: Int) {
    let items = view.clauses(in: view.inside(opening))
    isLongForm = items.dropFirst().contains { item in
      view.token(item.lowerBound).kind != .operator
        && Self.labels.contains(view.name(item.lowerBound))
    }
    for (offset, item) in items.enumerated() {
      let first = item.lowerBound
      if view.isOperator(first, "*") {
        hasWildcard = true
        continue
      }
      let kind = view.token(first).kind
      guard kind == .identifier || kind == .keyword else { continue }
      let name = view.name(first)
      if isLongForm && offset > 0 {
        readLabelled(name, value: first + 1..<item.upperBound, view: view)
      } else {
        specs.append(
          AvailabilitySpec(
            platform: name, version: Self.version(in: first + 1..<item.upperBound, view)))
      }
    }
  }

  /// Reads one labelled argument of the long form.
  private mutating func readLabelled(_ label: String, value: Range<Int>, view: SwiftCodeView) {
    // The value follows a `:`.
    let version =
      view.isPunctuation(value.lowerBound, ":") && value.count > 1
      ? Self.version(in: value.lowerBound + 1..<value.upperBound, view) : nil
    switch label {
    case "introduced":
      if let platform = specs.first, platform.version == nil {
        specs[0] = AvailabilitySpec(platform: platform.platform, version: version)
      }
    case "deprecated": deprecated = version
    case "obsoleted": obsoleted = version
    case "unavailable": isUnavailable = true
    default: break
    }
  }

  /// The version written by the tokens in `range` (`16`, `16.4`, `16.4.1`, which lexes as
  /// `16.4`, `.`, `1`), when they are adjacent numbers and dots that parse as one.
  package static func version(in range: Range<Int>, _ view: SwiftCodeView) -> OSVersion? {
    guard !range.isEmpty, range.upperBound <= view.count else { return nil }
    var previousEnd = view.token(range.lowerBound).range.lowerBound
    for position in range {
      let token = view.token(position)
      let isPart =
        token.kind == .integerLiteral || token.kind == .floatLiteral
        || view.isPunctuation(position, ".")
      guard isPart, token.range.lowerBound == previousEnd else { return nil }
      previousEnd = token.range.upperBound
    }
    let start = view.token(range.lowerBound).range.lowerBound
    return OSVersion(String(decoding: view.bytes[start..<previousEnd], as: UTF8.self))
  }

  /// Whether the arguments name the target platform (or, in the long form, `*`).
  package func names(_ names: Set<String>) -> Bool {
    specs.contains { names.contains($0.platform) } || (isLongForm && hasWildcard)
  }
}
