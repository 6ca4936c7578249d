#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A version, range or platform that could not be understood, with a message for the user.
public enum VersionError: Error, Sendable, Hashable {
  /// Why a version's text is not a version.
  public enum Problem: Sendable, Hashable {
    /// The text is empty.
    case empty
    /// The text starts or ends with white space.
    case surroundingSpace
    /// A character other than a digit or a dot.
    case unexpectedCharacter(Character)
    /// Two dots in a row, or a dot at either end.
    case emptyComponent
    /// More than three components.
    case tooManyComponents
    /// A component above `OSVersion.componentLimit`.
    case componentTooLarge
  }

  /// The text is not a version.
  case malformedVersion(String, Problem)
  /// The text is not a range expression.
  case malformedRange(String)
  /// The text names no known platform.
  case unknownPlatform(String, suggestion: Platform?)
  /// The minimum is above the maximum.
  case minimumAboveMaximum(minimum: String, maximum: String)
  /// A range whose exclusive upper bound is its minimum, such as `16..<16`: it holds no
  /// version. With the text of the minimum.
  case emptyRange(String, minimum: String)
  /// The version lies below the earliest release in the data.
  case belowEarliestRelease(String, platform: Platform, earliest: OSVersion)
  /// The minimum lies above the latest release in the data.
  case aboveLatestRelease(String, platform: Platform, latest: OSVersion)
  /// The maximum lies above the latest release in the data.
  case maximumAboveLatestRelease(String, platform: Platform, latest: OSVersion)
  /// The range contains no release of the platform; with the releases just below and just
  /// above it.
  case noReleaseInRange(String, platform: Platform, below: OSVersion?, above: OSVersion?)
  /// The data has no releases for the platform.
  case noReleaseData(Platform)
}

extension VersionError: CustomStringConvertible, LocalizedError {
  /// The message shown to the user: it quotes the input and says what is expected.
  public var description: String { MessageText.oneLine(text) }

  /// The message before `MessageText.oneLine(_:)` escapes what it quotes.
  private var text: String {
    switch self {
    case .malformedVersion(let text, let problem):
      let expected = "expected one to three numbers separated by dots, such as 16, 16.4 or 16.4.1"
      switch problem {
      case .empty:
        return "invalid version '': the version is empty; \(expected)"
      case .surroundingSpace:
        return "invalid version '\(text)': remove the spaces around it; \(expected)"
      case .unexpectedCharacter(let character):
        return "invalid version '\(text)': unexpected '\(character)'; \(expected)"
      case .emptyComponent:
        return "invalid version '\(text)': a number is missing between dots; \(expected)"
      case .tooManyComponents:
        return "invalid version '\(text)': more than three numbers; \(expected)"
      case .componentTooLarge:
        return
          "invalid version '\(text)': a number is above \(OSVersion.componentLimit); \(expected)"
      }
    case .malformedRange(let text):
      return
        "invalid range '\(text)': expected a version range such as 15-18, >=15.4, 15+, "
        + "16.4..<18 or 15.0...17.5"
    case .unknownPlatform(let text, let suggestion):
      let known = Platform.allCases.map(\.rawValue).joined(separator: ", ")
      let hint = suggestion.map { "; did you mean '\($0.rawValue)'?" } ?? " (known: \(known))"
      return "unknown platform '\(text)'\(hint)"
    case .minimumAboveMaximum(let minimum, let maximum):
      return "the minimum \(minimum) is above the maximum \(maximum)"
    case .emptyRange(let text, let minimum):
      return
        "the range \(text) is empty: '..<' stops before \(minimum), where the range starts "
        + "(for \(minimum) alone, write \(minimum))"
    case .belowEarliestRelease(let text, let platform, let earliest):
      return
        "version \(text) is below the earliest \(platform) release in the data, \(earliest)"
    case .aboveLatestRelease(let text, let platform, let latest),
      .maximumAboveLatestRelease(let text, let platform, let latest):
      return "version \(text) is above the latest \(platform) release in the data, \(latest)"
    case .noReleaseInRange(let text, let platform, let below, let above):
      return
        "the range \(text) contains no \(platform) release in the data"
        + Self.nearest(below, above)
    case .noReleaseData(let platform):
      return "the data lists no \(platform) releases"
    }
  }

  /// The same text as `description`.
  public var errorDescription: String? { description }

  /// `"; the nearest are 18.4 and 26.0"` (or `is`, with one), for a message about a version
  /// or range that holds no release; empty with neither.
  package static func nearest(_ below: OSVersion?, _ above: OSVersion?) -> String {
    let around = [below, above].compactMap { $0?.description }
    guard !around.isEmpty else { return "" }
    return "; the nearest \(around.count == 1 ? "is" : "are") \(around.joined(separator: " and "))"
  }
}
