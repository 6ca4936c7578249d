/// An Apple operating system that a deployment target and an API's availability refer to.
public enum Platform: String, CaseIterable, Sendable, Hashable, Codable, Comparable {
  /// iOS.
  case iOS
  /// iPadOS.
  case iPadOS
  /// macOS.
  case macOS
  /// tvOS.
  case tvOS
  /// watchOS.
  case watchOS
  /// visionOS.
  case visionOS

  /// Finds a platform by its id in any letter case: `ios`, `IOS` and `iOS` are all iOS.
  package init?(id: String) {
    guard
      let match = Platform.allCases.first(where: { $0.rawValue.lowercased() == id.lowercased() })
    else { return nil }
    self = match
  }

  /// Parses a platform id, throwing an error that suggests the closest id.
  public static func parse(_ text: String) throws(VersionError) -> Platform {
    if let platform = Platform(id: text) { return platform }
    let suggestion = Suggestion.closest(to: text, among: allCases.map(\.rawValue))
      .flatMap(Platform.init(rawValue:))
    throw .unknownPlatform(text, suggestion: suggestion)
  }

  /// The name an availability condition uses: `#available(iOS 16, *)`, from
  /// `AvailabilityName`'s table.
  ///
  /// iPadOS has no name of its own there; its code is checked as iOS.
  package var availabilityName: String {
    AvailabilityName.written(for: AvailabilityPlatform(self))
  }

  /// Orders platforms as `allCases` lists them.
  public static func < (lhs: Platform, rhs: Platform) -> Bool {
    // Both are cases of this enum, so both are in allCases.
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

extension Platform: CustomStringConvertible {
  /// The platform's id, `iOS`: what interpolating it printed before, without the reflection
  /// that printing a value of a type with no description costs.
  public var description: String { rawValue }
}
