import CompatMatrixCore

/// One argument of a macro in a header: a word, number or string, and the arguments in
/// parentheses after it, if any (`ios(13.0, 16.0)` is `ios` with `13.0` and `16.0`).
struct MacroArgument: Sendable, Hashable {
  /// The first token's text: `ios`, `13.0`, `10_0`, `__IPHONE_5_0`, `"message"`.
  let word: String
  /// The arguments in parentheses after it; `nil` when none follow.
  let arguments: [MacroArgument]?
}

/// The availability macros of Apple's headers and what each says about iOS: `API_AVAILABLE`,
/// `API_DEPRECATED`, `API_DEPRECATED_WITH_REPLACEMENT`, `API_UNAVAILABLE`, the older
/// `NS_AVAILABLE_IOS`, `NS_CLASS_AVAILABLE_IOS`, `NS_ENUM_AVAILABLE_IOS`, `NS_DEPRECATED_IOS`
/// and their `NS_AVAILABLE(mac, ios)` forms, `__IOS_AVAILABLE`, `__OSX_AVAILABLE_STARTING` and
/// UIKit's own `UIKIT_AVAILABLE_IOS_ONLY`, `UIKIT_CLASS_AVAILABLE_IOS_TVOS` and friends.
enum AvailabilityMacro {
  /// Macros whose first argument is the iOS version that introduced the symbol.
  private static let iOSFirst: Set<String> = [
    "NS_AVAILABLE_IOS", "NS_CLASS_AVAILABLE_IOS", "NS_ENUM_AVAILABLE_IOS", "NS_AVAILABLE_IPHONE",
    "__IOS_AVAILABLE", "UIKIT_AVAILABLE_IOS_ONLY", "UIKIT_CLASS_AVAILABLE_IOS_ONLY",
    "UIKIT_AVAILABLE_IOS_TVOS", "UIKIT_CLASS_AVAILABLE_IOS_TVOS",
    "UIKIT_AVAILABLE_IOS_WATCHOS_TVOS", "UIKIT_CLASS_AVAILABLE_IOS_WATCHOS_TVOS",
  ]
  /// Macros written `(macOS, iOS)`.
  private static let iOSSecond: Set<String> = [
    "NS_AVAILABLE", "NS_CLASS_AVAILABLE", "NS_ENUM_AVAILABLE", "__OSX_AVAILABLE_STARTING",
  ]
  /// Macros written `(iOS introduced, iOS deprecated, message?)`.
  private static let iOSDeprecated: Set<String> = [
    "NS_DEPRECATED_IOS", "NS_CLASS_DEPRECATED_IOS", "NS_ENUM_DEPRECATED_IOS", "__IOS_DEPRECATED",
  ]
  /// Macros written `(macOS introduced, macOS deprecated, iOS introduced, iOS deprecated, …)`.
  private static let pairDeprecated: Set<String> = [
    "NS_DEPRECATED", "NS_CLASS_DEPRECATED", "NS_ENUM_DEPRECATED",
    "__OSX_AVAILABLE_BUT_DEPRECATED", "__OSX_AVAILABLE_BUT_DEPRECATED_MSG",
  ]
  /// Macros that make the symbol unavailable on iOS.
  private static let iOSUnavailable: Set<String> = [
    "__IOS_UNAVAILABLE", "__IOS_PROHIBITED", "NS_UNAVAILABLE", "UNAVAILABLE_ATTRIBUTE",
    "UIKIT_AVAILABLE_TVOS_ONLY", "UIKIT_AVAILABLE_WATCHOS_ONLY",
    "UIKIT_CLASS_AVAILABLE_TVOS_ONLY", "UIKIT_CLASS_AVAILABLE_WATCHOS_ONLY",
  ]

  /// Whether `name` is one of the macros `apply` understands.
  static func isAvailabilityMacro(_ name: String) -> Bool {
    name.hasPrefix("API_") || iOSFirst.contains(name) || iOSSecond.contains(name)
      || iOSDeprecated.contains(name) || pairDeprecated.contains(name)
      || iOSUnavailable.contains(name)
  }

  /// Adds what the macro `name` with `arguments` says about iOS to `availability`.
  static func apply(
    _ name: String, _ arguments: [MacroArgument], to availability: inout DeclaredAvailability
  ) {
    let words = arguments.map(\.word)
    switch name {
    case "API_AVAILABLE":
      for platform in arguments where platform.word == "ios" {
        availability.introduced = version(platform.arguments?.first?.word)
      }
    case "API_DEPRECATED", "API_DEPRECATED_WITH_REPLACEMENT", "API_OBSOLETED":
      if name == "API_DEPRECATED_WITH_REPLACEMENT", let replacement = words.first {
        availability.renamed = unquoted(replacement)
      } else if let message = words.first, message.hasPrefix("\"") {
        availability.message = unquoted(message)
      }
      for platform in arguments where platform.word == "ios" {
        let versions = platform.arguments?.map(\.word) ?? []
        availability.introduced = version(versions.first)
        if name == "API_OBSOLETED" {
          availability.obsoleted = version(versions.last)
        } else if versions.count > 1 {
          availability.deprecated = deprecation(versions[1])
        }
      }
    case "API_UNAVAILABLE":
      if words.contains("ios") { availability.isUnavailable = true }
    case _ where iOSFirst.contains(name):
      set(words.first, deprecated: nil, on: &availability)
    case _ where iOSSecond.contains(name):
      set(words.dropFirst().first, deprecated: nil, on: &availability)
    case _ where iOSDeprecated.contains(name):
      set(words.first, deprecated: words.dropFirst().first, on: &availability)
    case _ where pairDeprecated.contains(name):
      set(words.dropFirst(2).first, deprecated: words.dropFirst(3).first, on: &availability)
    case _ where iOSUnavailable.contains(name):
      availability.isUnavailable = true
    default:
      break
    }
  }

  /// Sets the introduced and deprecated versions written as `10_0` or `__IPHONE_10_0`;
  /// `__IPHONE_NA` makes the symbol unavailable.
  private static func set(
    _ introduced: String?, deprecated: String?, on availability: inout DeclaredAvailability
  ) {
    guard let introduced else { return }
    if introduced.hasSuffix("_NA") {
      availability.isUnavailable = true
      return
    }
    availability.introduced = version(introduced)
    if let deprecated { availability.deprecated = deprecation(deprecated) }
  }

  /// `13.0`, `10_0`, `__IPHONE_5_0` and `2` as versions.
  static func version(_ word: String?) -> OSVersion? {
    guard var text = word else { return nil }
    if text.hasPrefix("__IPHONE_") { text.removeFirst("__IPHONE_".count) }
    return OSVersion(text.replacingAll("_", with: "."))
  }

  private static func deprecation(_ word: String) -> SDKDeprecation? {
    if word == "API_TO_BE_DEPRECATED" { return .soft }
    // `NA`: not deprecated on iOS.
    if word == "NA" || word.hasSuffix("_NA") { return nil }
    var text = word
    if text.hasPrefix("__IPHONE_") { text.removeFirst("__IPHONE_".count) }
    return SDKDeprecation.parse(text.replacingAll("_", with: "."))
  }

  private static func unquoted(_ literal: String) -> String {
    var text = Substring(literal)
    if text.first == "@" { text = text.dropFirst() }
    if text.first == "\"" { text = text.dropFirst() }
    if text.last == "\"" { text = text.dropLast() }
    return String(text)
  }
}
