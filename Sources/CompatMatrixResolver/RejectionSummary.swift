import CompatMatrixCore

/// The one-line reason a strategy was not chosen: the catalogue of rejection texts.
enum RejectionSummary: CustomStringConvertible {
  /// Unusable in the whole range.
  case neverUsable
  /// Unusable over these stretches of the range.
  case unusable([(from: OSVersion, until: OSVersion?)], range: ResolvedRange)
  /// Left out because it is written in another framework than the profile's.
  case otherFramework(NavigationProfile)
  /// Left out because it touches something the profile cannot reach.
  case outOfReach(NavigationProfile)
  /// The framework's plain default, not needed where other strategies serve.
  case plainDefault
  /// Usable throughout, but the plan costs less without it; `bridge` when it reaches what it
  /// touches only through an adapter.
  case costlier(strategy: Strategy, worst: StrategyStatus, chosen: [Strategy], bridge: Bool)

  package var description: String {
    switch self {
    case .neverUsable:
      return "not usable anywhere in the range"
    case .otherFramework(let profile):
      return "left out: the plan keeps to \(profile.displayName) navigation"
    case .outOfReach(let profile):
      return "out of reach of \(profile.displayName) navigation"
    case .plainDefault:
      return "the framework's plain default, the last resort where nothing else serves"
    case .unusable(let stretches, let range):
      let text = stretches.map {
        VersionSpanText.describe(from: $0.from, until: $0.until, in: range)
      }
      return "not usable \(text.joined(separator: ", "))"
    case .costlier(let strategy, let worst, let chosen, let bridge):
      var drawbacks: [String] = []
      switch worst {
      case .partial: drawbacks.append("only partly works")
      case .deprecated: drawbacks.append("is deprecated in part of the range")
      default: break
      }
      let chosenOrigins = Set(chosen.map(\.origin))
      switch strategy.origin {
      case .custom where !chosenOrigins.contains(.custom):
        drawbacks.append("needs custom code")
      case .thirdParty
      where !chosenOrigins.contains(.thirdParty) && !chosenOrigins.contains(.custom):
        drawbacks.append("needs a third-party library")
      default: break
      }
      if strategy.hasAppWideSideEffects, !chosen.contains(where: \.hasAppWideSideEffects) {
        drawbacks.append("changes every screen of the app")
      }
      if bridge { drawbacks.append("reaches what it touches only through an adapter") }
      guard !drawbacks.isEmpty else {
        return "usable across the range, but the plan is no cheaper with it"
      }
      return "usable across the range, but " + WordList.joined(drawbacks)
    }
  }
}

/// Lists words the way people write them: `a`, `a and b`, `a, b and c`.
package enum WordList {
  /// The items joined with commas and the conjunction before the last.
  package static func joined(_ items: [String], conjunction: String = "and") -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
  }
}

/// Writes stretches of versions the way people say them: `15.x`, `before 16.0`,
/// `from 16.0`, `16.0..<16.4`, `the whole range`.
package enum VersionSpanText {
  /// A stretch of a range in words; `until` is exclusive, `nil` the top of the range. With
  /// `naming`, versions carry the platform: `from iOS 16.0`.
  package static func describe(
    from: OSVersion, until: OSVersion?, in range: ResolvedRange, naming platform: Platform? = nil
  ) -> String {
    let name = platform.map { "\($0) " } ?? ""
    switch (from == range.minimum, until) {
    case (true, nil):
      return platform == nil
        ? "in the whole range" : "on \(name)\(range.minimum)–\(range.maximum)"
    case (_, let end?) where from.minor == 0 && from.patch == 0 && end == from.nextMajor:
      return "on \(name)\(from.major).x"
    case (true, let end?): return "before \(name)\(end)"
    case (false, nil): return "from \(name)\(from)"
    case (false, let end?): return "on \(name)\(from)..<\(end)"
    }
  }

  /// A branch's or gap's stretch as a label: `15.x`, `15.2–15.x`, `16.0–18.6`,
  /// `16.0..<16.4`; `until` is exclusive, `nil` the top of the range.
  package static func label(from: OSVersion, until: OSVersion?, in range: ResolvedRange) -> String {
    guard let until else {
      return from == range.maximum ? "\(from)" : "\(from)–\(range.maximum)"
    }
    guard until.minor == 0, until.patch == 0 else { return "\(from)..<\(until)" }
    // The major just below `until` in the data: 18 below 26, not 25.
    let lastMajor = range.releases.last { $0 < until }?.major ?? max(until.major - 1, 0)
    if from.major == lastMajor, from.minor == 0, from.patch == 0 { return "\(lastMajor).x" }
    return "\(from)–\(lastMajor).x"
  }
}
