import CompatMatrixCore

/// The declaration an API record's symbol names, as the SDK would declare it.
///
/// A record writes Apple's documentation name: a type (`NavigationStack`,
/// `UIButton.Configuration`), a member with its type (`NavigationStack.init(path:root:)`,
/// `ToolbarItemPlacement.topBarTrailing`), or a view modifier alone
/// (`navigationDestination(for:destination:)`, a member of `View`). A parenthesised word after
/// a space picks one overload by a parameter's type (`toolbarBackground(_:for:) (Visibility)`),
/// and `.appearance()` is read through (`UINavigationBar.appearance().tintColor` is the
/// property `UINavigationBar.tintColor`, which the proxy forwards to).
package struct RecordSymbol: Sendable, Hashable {
  /// The type it belongs to (`View` for a modifier), or empty for a type at the top level.
  package let container: String
  /// The name without labels: `init`, `topBarTrailing`, `NavigationStack`.
  package let baseName: String
  /// The argument labels (`_` for none), or `nil` when the symbol has no parentheses.
  package let labels: [String]?
  /// The overload hint: `Visibility` in `toolbarBackground(_:for:) (Visibility)`.
  package let hint: String?
  /// Whether the record names a type rather than a member.
  package let isType: Bool
  /// The record's kind.
  package let kind: APIKind
  /// Whether the container is `View` because a modifier was written without a type: then a
  /// modifier of another protocol (`ToolbarContent.sharedBackgroundVisibility(_:)`) fits too.
  private let isImpliedView: Bool

  /// The symbol of a record, or `nil` when it is not a name at all.
  package init?(_ record: APIRecord) {
    var text = Substring(record.symbol)
    var hint: String?
    if let space = text.firstRange(ofText: " ("), text.hasSuffix(")") {
      hint = String(text[space.upperBound..<text.index(before: text.endIndex)])
      text = text[..<space.lowerBound]
    }
    let plain = text.replacingAll(".appearance()", with: "")
    guard let name = SwiftName(plain) else { return nil }
    kind = record.kind
    isType = [.struct, .class, .protocol, .enum, .typeAlias].contains(record.kind)
    var container = name.path.joined(separator: ".")
    isImpliedView = container.isEmpty && record.kind == .modifier
    if isImpliedView { container = "View" }
    self.container = container
    baseName = name.baseName
    labels = name.labels
    self.hint = hint
  }

  /// The symbol as a Swift path: `View.toolbar(_:for:)`, `NavigationStack`.
  package var description: String {
    let last = baseName + (labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? "")
    return container.isEmpty ? last : "\(container).\(last)"
  }

  /// The declarations of the symbol in an index: every overload that fits.
  package func declarations(in index: SDKSymbolIndex) -> [SDKDeclaration] {
    var found: [SDKDeclaration]
    if isType {
      let path = container.isEmpty ? baseName : "\(container).\(baseName)"
      found = index.types(at: path)
      if found.isEmpty {
        found = index.members(of: container, key: MemberKey.name(baseName)).filter {
          $0.kind == .typeAlias
        }
      }
    } else if let labels {
      let key = MemberKey.function(baseName, labels: labels)
      found = members(index, key: key)
      if found.isEmpty, isImpliedView { found = index.members(anywhere: key) }
      if found.isEmpty, !container.isEmpty, kind != .modifier {
        // Renamings that drop words are the importer's, of Objective-C selectors: a SwiftUI
        // modifier (`environment(_:)`) is never `environmentObject(_:)` renamed.
        found = index.members(of: container).filter { declaration in
          declaration.kind == .function
            && MemberKey.omitsWords(of: declaration.name, baseName: baseName, labels: labels)
        }
      }
    } else {
      found = members(index, key: MemberKey.name(baseName)).filter {
        $0.kind == .property || $0.kind == .enumCase
      }
      if found.isEmpty {
        // A property an Objective-C header declares as a getter method.
        found = members(index, key: MemberKey.function(baseName, labels: []))
      }
    }
    guard let hint else { return found }
    return found.filter { declaration in
      declaration.parameters.isEmpty || Self.containsWord(hint, in: declaration.parameters)
    }
  }

  /// The members with a key in the symbol's container; a member written without its type
  /// (`pushViewController(_:animated:)`) is looked for in every type.
  private func members(_ index: SDKSymbolIndex, key: String) -> [SDKDeclaration] {
    container.isEmpty ? index.members(anywhere: key) : index.members(of: container, key: key)
  }

  /// Whether `word` occurs in `text` with no identifier character on either side.
  private static func containsWord(_ word: String, in text: String) -> Bool {
    var start = text.startIndex
    while let found = text[start...].firstRange(ofText: word) {
      let before =
        found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : " "
      let after = found.upperBound < text.endIndex ? text[found.upperBound] : " "
      if !isIdentifier(before), !isIdentifier(after) { return true }
      start = found.upperBound
    }
    return false
  }

  private static func isIdentifier(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }
}
