/// A Swift name as `NS_SWIFT_NAME` and the data's records write it: `pushViewController(_:animated:)`,
/// `UIViewController.Transition`, `init(customView:)`, `topBarTrailing`.
struct SwiftName: Sendable, Hashable {
  /// The components before the last: `["UIViewController"]` for `UIViewController.Transition`.
  let path: [String]
  /// The last component's name without its labels: `pushViewController`, `Transition`.
  let baseName: String
  /// The argument labels, `_` for none, when the name has parentheses; `nil` when it has none.
  let labels: [String]?

  /// Parses a name; `nil` when it is empty or its parentheses do not close.
  init?(_ text: String) {
    var text = Substring(text)
    for prefix in ["getter:", "setter:"] where text.hasPrefix(prefix) {
      text = text.dropFirst(prefix.count)
    }
    var head = text
    var labels: [String]?
    if let open = text.firstIndex(of: "(") {
      guard text.last == ")" else { return nil }
      head = text[..<open]
      let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
      labels = inside.split(separator: ":", omittingEmptySubsequences: false).dropLast().map {
        $0.isEmpty ? "_" : String($0)
      }
    }
    let components = head.split(separator: ".").map(String.init)
    guard let last = components.last, !last.isEmpty else { return nil }
    path = Array(components.dropLast())
    baseName = last
    self.labels = labels
  }
}

/// The Swift names of an Objective-C enumeration's cases: the prefix they share with the
/// enumeration's name, up to a word boundary, is dropped and the rest starts in lower case
/// (`UINavigationItemBackButtonDisplayModeMinimal` of `UINavigationItemBackButtonDisplayMode`
/// is `minimal`; a leading initialism is lowercased whole, `URLHost` is `urlHost`).
enum EnumCaseNames {
  /// The Swift name of each case, in order.
  static func swiftNames(enumName: String, cases: [String]) -> [String] {
    let prefix = commonWordPrefix([enumName] + cases)
    return cases.map { name in
      var rest = String(name.dropFirst(prefix.count))
      if rest.isEmpty || rest.first?.isNumber == true { rest = name }
      return lowercasingLeadingWord(rest)
    }
  }

  /// The longest prefix of every name that ends before an uppercase letter of each.
  private static func commonWordPrefix(_ names: [String]) -> String {
    guard var prefix = names.first.map(Array.init) else { return "" }
    for name in names.dropFirst() {
      let characters = Array(name)
      var length = 0
      while length < min(prefix.count, characters.count), prefix[length] == characters[length] {
        length += 1
      }
      prefix = Array(prefix.prefix(length))
    }
    // Back to a word boundary of every name: each ends there or goes on with a capital.
    while !prefix.isEmpty {
      let boundary = names.allSatisfy { name in
        let characters = Array(name)
        return characters.count == prefix.count || characters[prefix.count].isUppercase
      }
      if boundary { break }
      prefix.removeLast()
    }
    return String(prefix)
  }

  private static func lowercasingLeadingWord(_ name: String) -> String {
    let characters = Array(name)
    var upper = 0
    while upper < characters.count, characters[upper].isUppercase { upper += 1 }
    // `URLHost`: the last capital starts the next word.
    if upper > 1, upper < characters.count { upper -= 1 }
    return characters.prefix(upper).map { $0.lowercased() }.joined()
      + String(characters.dropFirst(upper))
  }
}
