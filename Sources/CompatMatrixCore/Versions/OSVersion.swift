/// An operating-system version such as `16.4.1`: a major, minor and patch number.
///
/// Versions parse from one to three dot-separated numbers (`16`, `16.4`, `16.4.1`), compare
/// numerically (16.10 is above 16.9), and print canonically with at least two components
/// (`16.0`, `16.4`, `16.4.1`).
public struct OSVersion: Sendable, Hashable, Comparable {
  /// The largest number a version component may have.
  ///
  /// Real versions stay far below it; the SDK's soft-deprecation marker `100000` is above it.
  package static let componentLimit = 99_999

  /// The major version: the `16` of `16.4.1`.
  public let major: Int
  /// The minor version: the `4` of `16.4.1`.
  public let minor: Int
  /// The patch version: the `1` of `16.4.1`.
  public let patch: Int

  /// Creates a version from its components, which must not be negative.
  ///
  /// `componentLimit` bounds what `parse(_:)` accepts, not what code may build.
  public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
    precondition(major >= 0 && minor >= 0 && patch >= 0, "version components are not negative")
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// Parses a version written as one to three dot-separated numbers.
  ///
  /// Nothing is trimmed: surrounding spaces are an error, so that `" 16"` in a data file is
  /// reported rather than silently accepted.
  public static func parse(_ text: String) throws(VersionError) -> OSVersion {
    if text.isEmpty { throw .malformedVersion(text, .empty) }
    if text.first?.isWhitespace == true || text.last?.isWhitespace == true {
      throw .malformedVersion(text, .surroundingSpace)
    }
    var components: [Int] = []
    var current: Int?
    for scalar in text.unicodeScalars {
      switch scalar {
      case "0"..."9":
        let digit = Int(scalar.value - 48)
        let value = (current ?? 0) * 10 + digit
        if value > componentLimit { throw .malformedVersion(text, .componentTooLarge) }
        current = value
      case ".":
        guard let finished = current else { throw .malformedVersion(text, .emptyComponent) }
        components.append(finished)
        current = nil
        if components.count == 3 { throw .malformedVersion(text, .tooManyComponents) }
      default:
        throw .malformedVersion(text, .unexpectedCharacter(Character(scalar)))
      }
    }
    guard let last = current else { throw .malformedVersion(text, .emptyComponent) }
    components.append(last)
    while components.count < 3 { components.append(0) }
    return OSVersion(components[0], components[1], components[2])
  }

  /// The number of components the text of a valid version has: 1 for `16`, 3 for `16.4.1`.
  ///
  /// A range written `15-18` means "through every 18.x"; one written `15-18.0` stops at 18.0.
  static func precision(of text: String) -> Int {
    text.split(separator: ".", omittingEmptySubsequences: false).count
  }

  /// The smallest version above this one: `16.4.1` for `16.4`.
  ///
  /// Turns an inclusive upper bound into an exclusive one.
  package var successor: OSVersion {
    OSVersion(major, minor, patch + 1)
  }

  /// The first version of the next major release number: `17.0` for `16.4`.
  package var nextMajor: OSVersion {
    OSVersion(major + 1)
  }

  /// Orders the values for sorting.
  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }
}

extension OSVersion: LosslessStringConvertible {
  /// Parses a version, or returns `nil` when the text is not one; see `parse(_:)`.
  public init?(_ description: String) {
    guard let version = try? OSVersion.parse(description) else { return nil }
    self = version
  }

  /// The canonical form: `16.0`, `16.4`, `16.4.1`.
  public var description: String {
    patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
  }
}

extension OSVersion: Codable {
  /// Decodes a version from its string form.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      self = try OSVersion.parse(text)
    } catch {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: error.description)
    }
  }

  /// Encodes the version as its canonical string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
