import CompatMatrixCore

/// The navigation-related declarations introduced, deprecated or removed between two SDKs:
/// the starting list when a new iOS release ships.
///
/// What counts as navigation-related comes from the data, not from this code. A declaration
/// is listed when it is one of the types the records name or a member of one
/// (`NavigationStack`, `ToolbarItemPlacement`, `UINavigationItem`); when it has the name of a
/// member a record names (a new overload of `navigationDestination`); or when its name starts
/// with a word that at least three of the records' modifiers start with (`navigation…`,
/// `toolbar…`, and types such as `ToolbarSpacer`). `View` itself is not a tracked type: its
/// members are every modifier. Names starting with `_` and declarations unavailable on iOS
/// are left out.
package struct SDKDiff: Sendable {
  /// A change to one declaration.
  package struct Change: Sendable, Hashable {
    /// What changed.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
      /// Declared by the new SDK, not the old one.
      case introduced
      /// Deprecated in the new SDK, not (or differently) in the old one.
      case deprecated
      /// Declared by the old SDK, not the new one.
      case removed
    }

    /// What changed.
    package let kind: Kind
    /// The declaration: the new SDK's, or the old one's when removed.
    package let declaration: SDKDeclaration
    /// Its availability there, with its type's.
    package let availability: DeclaredAvailability
  }

  /// The older SDK.
  package let old: SDKFolder
  /// The newer SDK.
  package let new: SDKFolder
  /// The changes, by kind, then by name and location.
  package let changes: [Change]
  /// The kinds of files only one of the SDKs holds (`SwiftUI's interface`), whose
  /// declarations are not compared: a header-only dump would otherwise lose every SwiftUI
  /// declaration.
  package let uncompared: [String]

  /// Compares two SDKs, keeping what the matrix's records make navigation-related.
  package init(old: SDKContents, new: SDKContents, matrix: Matrix) {
    self.old = old.folder
    self.new = new.folder
    let tracking = Tracking(matrix)
    let sources = SourceKind.allCases.filter {
      $0.isHeld(by: old.folder) && $0.isHeld(by: new.folder)
    }
    uncompared = SourceKind.allCases.filter {
      $0.isHeld(by: old.folder) != $0.isHeld(by: new.folder)
    }.map(\.description)
    let before = Self.declarations(old.index, tracking, sources)
    let after = Self.declarations(new.index, tracking, sources)
    var changes: [Change] = []
    for (identity, found) in after {
      guard let previous = before[identity] else {
        changes.append(Change(kind: .introduced, declaration: found.0, availability: found.1))
        continue
      }
      if let deprecated = found.1.deprecated, previous.1.deprecated != deprecated {
        changes.append(Change(kind: .deprecated, declaration: found.0, availability: found.1))
      }
    }
    for (identity, found) in before where after[identity] == nil {
      changes.append(Change(kind: .removed, declaration: found.0, availability: found.1))
    }
    let order = Dictionary(uniqueKeysWithValues: Change.Kind.allCases.enumerated().map { ($1, $0) })
    self.changes = changes.sorted {
      (order[$0.kind] ?? 0, $0.declaration.qualifiedName, $0.declaration.location)
        < (order[$1.kind] ?? 0, $1.declaration.qualifiedName, $1.declaration.location)
    }
  }

  /// The tracked declarations of an index that iOS has, by identity (container, key and
  /// parameters without module names, so that a type moving from SwiftUI to SwiftUICore is
  /// not a change); the first of duplicates is kept.
  private static func declarations(
    _ index: SDKSymbolIndex, _ tracking: Tracking, _ sources: [SourceKind]
  ) -> [String: (SDKDeclaration, DeclaredAvailability)] {
    var result: [String: (SDKDeclaration, DeclaredAvailability)] = [:]
    for declaration in index.declarations
    where tracking.tracks(declaration) && sources.contains(SourceKind(declaration)) {
      let availability = index.availability(of: declaration)
      guard !availability.isUnavailable else { continue }
      let identity =
        "\(declaration.kind.rawValue) \(declaration.container) \(declaration.key) "
        + Self.normalized(declaration.parameters)
      if result[identity] == nil { result[identity] = (declaration, availability) }
    }
    return result
  }

  /// The kinds of files an SDK declares symbols in.
  private enum SourceKind: CaseIterable, CustomStringConvertible {
    case swiftUIInterface, uiKitHeaders, uiKitInterface

    init(_ declaration: SDKDeclaration) {
      if declaration.framework != "UIKit" {
        self = .swiftUIInterface
      } else {
        self = declaration.location.file.hasSuffix(".h") ? .uiKitHeaders : .uiKitInterface
      }
    }

    func isHeld(by folder: SDKFolder) -> Bool {
      switch self {
      case .swiftUIInterface: folder.hasInterface("SwiftUI")
      case .uiKitHeaders: !folder.headers.isEmpty
      case .uiKitInterface: folder.hasInterface("UIKit")
      }
    }

    var description: String {
      switch self {
      case .swiftUIInterface: "SwiftUI's interface"
      case .uiKitHeaders: "UIKit's headers"
      case .uiKitInterface: "UIKit's Swift overlay"
      }
    }
  }

  /// Parameters without spaces, attributes and module names.
  static func normalized(_ parameters: String) -> String {
    var text = parameters
    for module in ["SwiftUICore.", "SwiftUI.", "UIKit.", "Swift.", "Foundation.", "_Concurrency."] {
      text = text.replacingAll(module, with: "")
    }
    var result = ""
    var skippingAttribute = false
    for character in text {
      if character == "@" {
        skippingAttribute = true
        continue
      }
      if skippingAttribute {
        if character.isLetter || character.isNumber || character == "_" || character == "." {
          continue
        }
        skippingAttribute = false
      }
      if !character.isWhitespace { result.append(character) }
    }
    return result
  }

  /// The symbols and types a matrix's records track.
  private struct Tracking {
    /// Types the records name, or whose members they name.
    var types: Set<String> = []
    /// Modifiers the records name, as members of `View`.
    var modifiers: Set<String> = []
    /// Members the records name without their type (`pushViewController(_:animated:)`).
    var members: Set<String> = []
    /// First words of three or more of the records' modifiers: `navigation`, `toolbar`.
    var families: Set<String> = []

    init(_ matrix: Matrix) {
      var modifierWords: [String: Set<String>] = [:]
      for record in matrix.apis where SDKVerifier.frameworks.contains(record.framework) {
        guard let symbol = RecordSymbol(record) else { continue }
        if symbol.isType {
          types.insert(symbol.container.isEmpty ? symbol.baseName : symbol.description)
        } else if record.kind == .modifier, symbol.container == "View" {
          modifiers.insert(symbol.baseName)
          modifierWords[Self.firstWord(symbol.baseName), default: []].insert(symbol.baseName)
        } else if symbol.container.isEmpty {
          members.insert(symbol.baseName)
        } else {
          types.insert(symbol.container)
        }
      }
      families = Set(modifierWords.filter { $0.value.count >= 3 }.keys)
    }

    func tracks(_ declaration: SDKDeclaration) -> Bool {
      let baseName = String(declaration.name.prefix { $0 != "(" && $0 != ":" })
      guard !baseName.hasPrefix("_") else { return false }
      if types.contains(declaration.container) { return true }
      if declaration.kind == .type, types.contains(declaration.qualifiedName) { return true }
      if declaration.container == "View", modifiers.contains(baseName) { return true }
      if members.contains(baseName) { return true }
      return families.contains(Self.firstWord(baseName))
    }

    /// The first camel-case word, lowercased: `navigation` of `navigationDestination`,
    /// `toolbar` of `ToolbarSpacer`.
    static func firstWord(_ name: String) -> String {
      var word = ""
      for (offset, character) in name.enumerated() {
        if offset > 0, character.isUppercase { break }
        word.append(character)
      }
      return word.lowercased()
    }
  }
}
