import CompatMatrixCore

/// Which declarations of an SDK `sdk-diff` lists, and the family each is listed under; all of
/// it comes from a matrix's API records, none of it from this code.
///
/// **Families are the words of the records' types.** The first word of every type a record
/// names or whose member it names, past a class prefix and the generic words of
/// `SDKDiffVocabulary` (`tab` from `UITabBarController`, `split` from `UISplitViewController`,
/// `toolbar`, `bar`, `navigation`, `sheet`, `presentation`, `scene`, `hosting`, `search`). A
/// modifier's or a member's own name makes no family: `safeAreaInset(edge:…)` does not put
/// every `safe…` modifier in the diff.
///
/// **What is listed, and where.** A declaration is listed under its owner's word: a type's or
/// a member's outermost type (`UINavigationItem.SearchBarPlacement.inline` is `navigation`),
/// a modifier's or a top-level declaration's own name (`presentationSizing(_:)` is
/// `presentation`); `navigation` yields to a narrower family word later in the name
/// (`NavigationSplitView` is `split`), and a word that is a family word plus `s` or `able` is
/// that family (`searchable` is `search`). So listed are:
/// - the types the records name, the types nested in them, and their members;
/// - any type, member of a type, or modifier whose owner's word is a family
///   (`TabSection`, `UITabAccessory.init(contentView:)`, `TabViewStyle.sidebarAdaptable`);
/// - a type whose name holds a tracked type's name of two or more words
///   (`DefaultToolbarItem`, `SidebarAdaptableTabViewStyle`), in that type's family;
/// - the declarations the records name themselves, every overload of a modifier they name,
///   and a member a record names without its type (`pushViewController(_:animated:)`)
///   wherever declared;
/// - for a tracked type whose name is generic (`UIViewController`, `EnvironmentValues`), only
///   those, and its members whose own name has a family word (`UIViewController.tab`,
///   `EnvironmentValues.tabViewBottomAccessoryPlacement`): not every new member of `UIView`.
///
/// `View` is never a tracked type, since its members are every modifier; names starting with
/// `_`, the conformance members of `SDKDiffVocabulary` and the `build…` methods of result
/// builders are left out.
struct SDKDiffTracking: Sendable {
  /// Types the records name, or whose members they name.
  private var types: Set<String> = []
  /// The camel-case words of each tracked type of two words or more, for finding types that
  /// hold them (`ToolbarItem` in `DefaultToolbarItem`).
  private var typeWords: [(words: [String], family: String)] = []
  /// Modifiers the records name: listed as members of `View` or at the top level.
  private var modifiers: Set<String> = []
  /// Other members the records name without a type (`pushViewController(_:animated:)`):
  /// listed wherever declared.
  private var members: Set<String> = []
  /// The family words.
  private(set) var families: Set<String> = []
  /// The records' symbols, to find the declarations each names in an SDK.
  let symbols: [RecordSymbol]

  /// The container of modifiers, whose members are not all tracked.
  private static let modifierContainer = "View"

  /// Reads what a matrix's records track.
  init(_ matrix: Matrix) {
    var symbols: [RecordSymbol] = []
    for record in matrix.apis where SDKVerifier.frameworks.contains(record.framework) {
      guard let symbol = RecordSymbol(record) else { continue }
      symbols.append(symbol)
      if symbol.isType {
        types.insert(symbol.container.isEmpty ? symbol.baseName : symbol.description)
      } else if symbol.container == Self.modifierContainer {
        modifiers.insert(symbol.baseName)
      } else if symbol.container.isEmpty {
        members.insert(symbol.baseName)
      } else {
        types.insert(symbol.container)
      }
    }
    self.symbols = symbols
    types.remove(Self.modifierContainer)
    for type in types {
      if let word = SDKDiffVocabulary.leadingWord(Self.root(type)) { families.insert(word) }
    }
    for type in types {
      let words = SDKDiffVocabulary.words(Self.lastComponent(type))
      if words.count >= 2, let family = family(ofName: Self.root(type)) {
        typeWords.append((words, family))
      }
    }
    typeWords.sort { $0.words.lexicographicallyPrecedes($1.words) }
  }

  /// The family a declaration is listed under, or `nil` when it is not listed. `named` says
  /// whether a record names the declaration itself.
  func family(of declaration: SDKDeclaration, named: Bool = false) -> String? {
    let baseName = String(declaration.name.prefix { $0 != "(" && $0 != ":" })
    let container = declaration.container
    guard !baseName.hasPrefix("_"), !SDKDiffVocabulary.conformance.contains(declaration.name),
      !(baseName.hasPrefix("build") && container.hasSuffix("Builder"))
    else { return nil }
    let isModifierOrTopLevel = container.isEmpty || container == Self.modifierContainer
    if isModifierOrTopLevel, declaration.kind != .type {
      if let family = family(ofName: baseName) { return family }
      let known = named || modifiers.contains(baseName) || members.contains(baseName)
      return known ? SDKDiffVocabulary.firstWord(baseName) : nil
    }
    let owner = declaration.kind == .type ? declaration.qualifiedName : container
    let root = Self.root(owner)
    let tracked = isTrackedType(owner)
    if let family = family(ofName: root) ?? holderFamily(root) {
      return family
    }
    // The owner's name is generic, or holds no family word.
    if tracked, declaration.kind == .type, types.contains(owner) || named {
      return SDKDiffVocabulary.firstWord(root)
    }
    if named || members.contains(baseName) {
      return family(ofName: baseName) ?? anyFamily(in: root) ?? SDKDiffVocabulary.firstWord(root)
    }
    if tracked, let family = family(ofName: baseName) { return family }
    return nil
  }

  /// The family of a name: its word (`SDKDiffVocabulary.leadingWord`) when that is a family,
  /// or a narrower family word after a broad one; `nil` otherwise.
  func family(ofName name: String) -> String? {
    guard let word = SDKDiffVocabulary.leadingWord(name), let family = canonical(word) else {
      return nil
    }
    guard SDKDiffVocabulary.broad.contains(family) else { return family }
    let later = SDKDiffVocabulary.words(name).drop { $0 != word }.dropFirst()
    return later.lazy.compactMap { canonical($0) }.first { $0 != family } ?? family
  }

  /// The first family word anywhere in a name (`toolbar` in `CustomizableToolbarContent`):
  /// only for naming a declaration a record names whose owner has no family.
  private func anyFamily(in name: String) -> String? {
    SDKDiffVocabulary.words(name).lazy.compactMap { canonical($0) }.first
  }

  /// The family a word is, or is a form of (`searchable` of `search`).
  private func canonical(_ word: String) -> String? {
    if families.contains(word) { return word }
    for ending in SDKDiffVocabulary.endings where word.hasSuffix(ending) {
      let stem = String(word.dropLast(ending.count))
      if families.contains(stem) { return stem }
    }
    return nil
  }

  /// The family of a tracked type of two or more words that a type's name holds
  /// (`DefaultToolbarItem` holds `ToolbarItem`).
  private func holderFamily(_ root: String) -> String? {
    let words = SDKDiffVocabulary.words(root)
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

  private static func root(_ path: String) -> String {
    String(path.prefix { $0 != "." })
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
}
