import CompatMatrixCore

/// Which declarations of an SDK `sdk-diff` lists, and the family each belongs to; all of it
/// comes from a matrix's API records, none from this code.
///
/// The records give three things. The types they name, or whose members they name
/// (`NavigationStack`, `UINavigationItem`): those types, the types nested in them
/// (`UINavigationItem.SearchBarPlacement`) and every member of either. The members they name
/// (`navigationDestination(for:destination:)`, `pushViewController(_:animated:)`), found in
/// any type: a modifier of `ToolbarContent` or `TabContent` is as much a modifier as one of
/// `View`. And the families: the first word of every record's name and of every type it
/// names (`navigation`, `toolbar`, `tab`, `search`, `presentation`, `sheet`, `hosting`),
/// without the `UI`/`NS` prefix of a class and past the words that only make a name a verb
/// or a question (`on`, `is`, `set`). A type, a modifier or a top-level declaration is listed
/// when its name starts with a family word (`TabSection`, `UITabGroup`,
/// `presentationSizing(_:)`), a member when its type's name does
/// (`TabViewStyle.sidebarAdaptable`, `UITabAccessory.init(contentView:)`), and a type when its
/// name holds a tracked type's name of two or more words (`DefaultToolbarItem`,
/// `SidebarAdaptableTabViewStyle`).
///
/// `View` is never a tracked type, since its members are every modifier; names starting with
/// `_` are left out.
struct SDKDiffTracking: Sendable {
  /// Types the records name, or whose members they name, with the types nested in them.
  private var types: Set<String> = []
  /// The camel-case words of each tracked type of two words or more, for finding types that
  /// hold them (`ToolbarItem` in `DefaultToolbarItem`).
  private var typeWords: [(words: [String], family: String)] = []
  /// Members the records name, wherever declared: modifiers and members without their type.
  private var members: Set<String> = []
  /// The family words.
  private(set) var families: Set<String> = []

  /// The container of modifiers, whose members are not all tracked.
  private static let modifierContainer = "View"
  /// Words that only make a name a verb, a question or the default kind of a thing, passed
  /// over to find its first word: `onOpenURL` is in the `open` family,
  /// `setNavigationBarHidden` in `navigation`, `DefaultToolbarItem` in `toolbar`.
  private static let leadingVerbs: Set<String> = [
    "on", "is", "set", "get", "has", "should", "did", "will", "can", "make", "init", "default",
  ]

  /// Reads what a matrix's records track.
  init(_ matrix: Matrix) {
    for record in matrix.apis where SDKVerifier.frameworks.contains(record.framework) {
      guard let symbol = RecordSymbol(record) else { continue }
      if symbol.isType {
        let path = symbol.container.isEmpty ? symbol.baseName : symbol.description
        types.insert(path)
        addFamily(of: symbol.baseName)
      } else if symbol.container.isEmpty || symbol.container == Self.modifierContainer {
        members.insert(symbol.baseName)
        addFamily(of: symbol.baseName)
      } else {
        types.insert(symbol.container)
        addFamily(of: symbol.baseName)
        addFamily(of: Self.lastComponent(symbol.container))
      }
    }
    types.remove(Self.modifierContainer)
    for type in types {
      let words = Self.words(Self.lastComponent(type))
      if words.count >= 2 { typeWords.append((words, Self.firstWord(type))) }
    }
    typeWords.sort { $0.words.lexicographicallyPrecedes($1.words) }
  }

  private mutating func addFamily(of name: String) {
    let word = Self.firstWord(name)
    if !word.isEmpty { families.insert(word) }
  }

  /// The family a declaration is listed under, or `nil` when it is not tracked.
  func family(of declaration: SDKDeclaration) -> String? {
    let baseName = String(declaration.name.prefix { $0 != "(" && $0 != ":" })
    guard !baseName.hasPrefix("_") else { return nil }
    let container = declaration.container
    // A member of a tracked type, or of a type of a family.
    if !container.isEmpty, container != Self.modifierContainer,
      let family = typeFamily(container)
    {
      return family
    }
    if declaration.kind == .type, let family = typeFamily(declaration.qualifiedName) {
      return family
    }
    let own = Self.firstWord(baseName)
    let isModifierOrTopLevel = container.isEmpty || container == Self.modifierContainer
    // A family word starts a type's or a modifier's name; a member of any other type is
    // listed for its name only when a record names it (`title` is no family of its own).
    guard members.contains(baseName) || (isModifierOrTopLevel && families.contains(own)) else {
      return nil
    }
    // A modifier or a top-level declaration is in its own family, a member in its type's.
    guard !isModifierOrTopLevel else { return own }
    return Self.firstWord(String(container.prefix { $0 != "." }))
  }

  /// The family of a type: its outermost type's when that is tracked; else the first word
  /// of its outermost type's name, or of its own, when that is a family; else the family of
  /// a tracked type whose name its outermost type's holds.
  private func typeFamily(_ path: String) -> String? {
    let root = String(path.prefix { $0 != "." })
    if isTrackedType(path) { return Self.firstWord(root) }
    for name in [root, Self.lastComponent(path)] {
      let own = Self.firstWord(name)
      if families.contains(own) { return own }
    }
    let words = Self.words(root)
    return typeWords.first { Self.contains(words, $0.words) }?.family
  }

  /// Whether `path` is a tracked type or nested in one.
  private func isTrackedType(_ path: String) -> Bool {
    var current = Substring(path)
    while true {
      if types.contains(String(current)) { return true }
      guard let dot = current.lastIndex(of: ".") else { return false }
      current = current[..<dot]
    }
  }

  private static func lastComponent(_ path: String) -> String {
    path.split(separator: ".").last.map(String.init) ?? path
  }

  /// Whether `words` holds `part` as consecutive words.
  private static func contains(_ words: [String], _ part: [String]) -> Bool {
    guard part.count <= words.count else { return false }
    for start in 0...(words.count - part.count)
    where words[start..<start + part.count].elementsEqual(part) {
      return true
    }
    return false
  }

  /// The family word of a name: its first camel-case word, lowercased, after a class prefix
  /// (`UI`, `NS`) and any leading verb; empty when nothing is left (`init`).
  static func firstWord(_ name: String) -> String {
    let words = words(name)
    return words.first { !leadingVerbs.contains($0) } ?? ""
  }

  /// The camel-case words of a name, lowercased, without a two-letter class prefix: `UISearchTab`
  /// is `search`, `tab`; `onOpenURL` is `on`, `open`, `url`.
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
}
