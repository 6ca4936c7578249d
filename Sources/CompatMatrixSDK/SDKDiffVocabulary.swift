/// The words `sdk-diff` reads names with: how a name splits into words, and the three short
/// lists that keep its families few and telling. The families themselves come from the data
/// (`SDKDiffTracking`); these lists only say which words are too broad to be one.
enum SDKDiffVocabulary {
  /// Words that only make a name a verb or a question, passed over to find its first word:
  /// `onOpenURL` is `open`, `setNavigationBarHidden` is `navigation`.
  static let verbs: Set<String> = [
    "on", "is", "set", "get", "has", "should", "did", "will", "can", "make", "init",
  ]

  /// Words too general to group by: a name that starts with one has no family of its own. A
  /// record naming `UIViewController`, `TextField` or `UIButton.Configuration` tracks that
  /// type, not every `UIView…`, `Text…` or `Button…` declaration of an SDK, which a diff would
  /// otherwise list by the hundred.
  static let generic: Set<String> = [
    "action", "adaptive", "button", "color", "configuration", "content", "control",
    "coordinate", "default", "document", "drag", "environment", "font", "gesture", "geometry",
    "image", "key", "label", "layout", "list", "menu", "preference", "screen", "shape", "text",
    "value", "view",
  ]

  /// Words nearly every navigation name holds, which yield to a narrower family word later in
  /// the same name: `NavigationSplitView` is in `split`, `UINavigationBarAppearance` in `bar`,
  /// `UINavigationItem` stays in `navigation`.
  static let broad: Set<String> = ["navigation"]

  /// Endings that make a word a form of a family word: `searchable` is in `search`.
  static let endings = ["s", "able"]

  /// Members every type of a kind declares to conform (hashing, descriptions, coding, raw
  /// values, style bodies, notification messages): never listed, since they say nothing
  /// about what a release brought.
  static let conformance: Set<String> = [
    "hash(into:)", "hashValue", "description", "debugDescription", "customMirror",
    "init(from:)", "encode(to:)", "rawValue", "init(rawValue:)", "RawValue", "AllCases",
    "allCases", "ArrayLiteralElement", "Element", "Body", "body", "makeBody(configuration:)",
    "Subject", "makeMessage(_:)", "makeNotification(_:)", "==(_:_:)", "!=(_:_:)",
  ]

  /// The camel-case words of a name, lowercased, without a two-letter class prefix:
  /// `UISearchTab` is `search`, `tab`; `onOpenURL` is `on`, `open`, `url`.
  static func words(_ name: String) -> [String] {
    var characters = Array(name.prefix { $0 != "." && $0 != "(" && $0 != ":" && $0 != "<" })
    if characters.count > 3, characters[0].isUppercase, characters[1].isUppercase,
      characters[2].isUppercase, characters[3].isLowercase
    {
      characters.removeFirst(2)
    }
    var words: [String] = []
    var current = ""
    for (offset, character) in characters.enumerated() {
      let next = offset + 1 < characters.count ? characters[offset + 1] : nil
      let previous = offset > 0 ? characters[offset - 1] : nil
      let startsWord =
        character.isUppercase
        && (previous?.isLowercase == true || previous?.isNumber == true
          || (previous?.isUppercase == true && next?.isLowercase == true))
      if startsWord, !current.isEmpty {
        words.append(current)
        current = ""
      }
      if character == "_" {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      current.append(Character(character.lowercased()))
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// The word a name is known by: its first word past verbs, or `nil` when nothing is left
  /// (`init`) or that word is generic (`UIViewController`).
  static func leadingWord(_ name: String) -> String? {
    let word = firstWord(name)
    return word.isEmpty || generic.contains(word) ? nil : word
  }

  /// The first word of a name past verbs, generic or not: what a name is called when no
  /// family holds it.
  static func firstWord(_ name: String) -> String {
    words(name).first { !verbs.contains($0) } ?? ""
  }
}
