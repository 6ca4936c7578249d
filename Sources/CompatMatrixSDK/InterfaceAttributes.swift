import CompatMatrixCore

/// The attributes written before one declaration of a `.swiftinterface`, as far as they
/// concern iOS: `@available` in its shorthand (`@available(iOS 16.0, macOS 13.0, *)`) and long
/// forms (`@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "…")`,
/// `@available(*, unavailable)`), `@backDeployed(before: iOS 17.0, …)`, and `@_spi`.
struct InterfaceAttributes {
  /// What the attributes say about iOS.
  var availability = DeclaredAvailability()
  /// Whether the declaration is system-private (`@_spi(…)`, or `@_spi_available` on iOS).
  var isSPI = false

  /// Labels that mark the long form of `@available`.
  private static let longFormWords: Set<String> = [
    "introduced", "deprecated", "obsoleted", "unavailable", "message", "renamed", "noasync",
  ]

  /// Reads the attribute whose `@name` token is at `index` and returns the index after it
  /// (after its arguments, or after a dotted name such as `@_Concurrency.MainActor`).
  mutating func read(_ view: SwiftCodeView, at index: Int) -> Int {
    let name = view.token(index).name(in: view.bytes)
    var position = index + 1
    // `@_Concurrency.MainActor(unsafe)`: the attribute's name goes on after dots.
    while view.isPunctuation(position, "."), view.isWord(position + 1),
      view.touchesPrevious(position)
    {
      position += 2
    }
    guard view.isPunctuation(position, "("), view.touchesPrevious(position) else {
      return position
    }
    switch name {
    case "available": readAvailable(view, group: position)
    // `@_backDeploy` is the spelling of the iOS 17 SDK.
    case "backDeployed", "_backDeploy": readBackDeployed(view, group: position)
    case "_spi": isSPI = true
    case "_spi_available":
      if view.items(inGroupAt: position).contains(where: { view.isWord($0.lowerBound, "iOS") }) {
        isSPI = true
      }
    default: break
    }
    return view.afterGroup(position)
  }

  private mutating func readAvailable(_ view: SwiftCodeView, group: Int) {
    let items = view.items(inGroupAt: group)
    guard let first = items.first, !first.isEmpty else { return }
    let isLongForm = items.dropFirst().contains { item in
      Self.longFormWords.contains(view.text(item.lowerBound))
    }
    if isLongForm {
      let platform = view.text(first.lowerBound)
      guard platform == "iOS" || platform == "*" else { return }
      for item in items.dropFirst() where !item.isEmpty {
        readLabelled(view, item, allowsVersions: platform == "iOS")
      }
    } else {
      for item in items where view.isWord(item.lowerBound, "iOS") {
        availability.introduced =
          availability.introduced ?? OSVersion(view.joinedText(item.dropFirst()))
      }
    }
  }

  /// One labelled argument of the long form: `introduced: 13.0`, `deprecated`, `message: "…"`.
  private mutating func readLabelled(
    _ view: SwiftCodeView, _ item: Range<Int>, allowsVersions: Bool
  ) {
    let label = view.text(item.lowerBound)
    let hasValue = item.count > 2 && view.isPunctuation(item.lowerBound + 1, ":")
    let valueRange =
      hasValue ? item.lowerBound + 2..<item.upperBound : item.upperBound..<item.upperBound
    let value = hasValue ? view.joinedText(valueRange) : nil
    switch label {
    case "introduced" where allowsVersions:
      availability.introduced = value.flatMap(OSVersion.init)
    case "deprecated":
      let deprecation = allowsVersions ? value.flatMap(SDKDeprecation.parse) : nil
      availability.deprecated = deprecation ?? .unversioned
    case "obsoleted" where allowsVersions:
      availability.obsoleted = value.flatMap(OSVersion.init)
    case "unavailable": availability.isUnavailable = true
    case "message" where hasValue: availability.message = view.stringValue(valueRange.lowerBound)
    case "renamed" where hasValue: availability.renamed = view.stringValue(valueRange.lowerBound)
    default: break
    }
  }

  /// `@backDeployed(before: iOS 17.0, macOS 14.0)`.
  private mutating func readBackDeployed(_ view: SwiftCodeView, group: Int) {
    for item in view.items(inGroupAt: group) {
      var start = item.lowerBound
      if view.isWord(start, "before"), view.isPunctuation(start + 1, ":") { start += 2 }
      if start < item.upperBound, view.isWord(start, "iOS") {
        availability.backDeployedBefore = OSVersion(view.joinedText(start + 1..<item.upperBound))
      }
    }
  }
}
