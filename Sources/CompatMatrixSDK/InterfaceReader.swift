import CompatMatrixCore

/// Reads the public declarations of a `.swiftinterface` with the availability their attributes
/// give, from tokens alone: nothing is compiled.
///
/// Types, extensions and their members are followed by nesting; a member without attributes
/// of its own takes its extension's or type's (field by field), and the reader's index adds
/// those of the extended type's declaration, wherever it is. Function bodies, accessor blocks
/// and conditional-compilation lines are skipped, and declarations in both branches of a
/// `#if` are kept. System-private declarations (`@_spi`) are left out.
package struct InterfaceReader {
  /// Words that may stand before a declaration's keyword.
  private static let modifiers: Set<String> = [
    "public", "open", "package", "internal", "fileprivate", "private", "static", "class",
    "final", "override", "mutating", "nonmutating", "convenience", "required", "dynamic",
    "optional", "indirect", "lazy", "weak", "unowned", "nonisolated", "prefix", "postfix",
    "infix", "consuming", "borrowing", "__consuming", "isolated", "distributed", "_const",
    "sending",
  ]

  private struct Scope {
    /// The Swift path of the type or extended type; `nil` for a body whose contents are not
    /// declarations (a function body, an accessor block).
    let path: String?
    /// The availability its attributes give its members.
    let availability: DeclaredAvailability
    /// Whether it is system-private, and so are its members.
    let isSPI: Bool
  }

  private let view: SwiftCodeView
  private let file: String
  private let framework: String
  /// Module names stripped from the front of extended types: the file's own and every import.
  private var modules: Set<String>
  private var scopes: [Scope] = []
  private var declarations: [SDKDeclaration] = []

  /// Reads `bytes`, the interface of `framework` at `file` (relative to the SDK folder).
  package static func read(_ bytes: [UInt8], file: String, framework: String)
    -> InterfaceContents
  {
    var reader = InterfaceReader(
      view: SwiftCodeView(bytes: bytes), file: file, framework: framework,
      modules: [framework])
    reader.run()
    return InterfaceContents(declarations: reader.declarations, imports: reader.modules)
  }

  private mutating func run() {
    var index = 0
    var attributes = InterfaceAttributes()
    while index < view.count {
      let token = view.token(index)
      if let scope = scopes.last, scope.path == nil {
        // Inside a body: only its braces matter.
        if view.isPunctuation(index, "{") { scopes.append(scope) }
        if view.isPunctuation(index, "}") { scopes.removeLast() }
        index += 1
        continue
      }
      switch token.kind {
      case .poundDirective:
        index = endOfLine(from: index)
      case .attribute:
        index = attributes.read(view, at: index)
      case .punctuation:
        if view.isPunctuation(index, "{") { openBody() }
        if view.isPunctuation(index, "}"), !scopes.isEmpty { scopes.removeLast() }
        attributes = InterfaceAttributes()
        index += 1
      case .keyword, .identifier:
        let word = view.text(index)
        if Self.modifiers.contains(word), !(word == "class" && startsType(index)) {
          index += 1
          if view.isPunctuation(index, "("), view.touchesPrevious(index) {
            index = view.afterGroup(index)
          }
          continue
        }
        index = declaration(word, at: index, attributes: attributes)
        attributes = InterfaceAttributes()
      default:
        index += 1
      }
    }
  }

  /// Reads the declaration whose keyword `word` is at `index`, if it is one, and returns
  /// where reading goes on.
  private mutating func declaration(
    _ word: String, at index: Int, attributes: InterfaceAttributes
  ) -> Int {
    switch word {
    case "import":
      // `import SwiftUICore`, or `import struct Foundation.URL`.
      var position = index + 1
      let kinds: Set<String> = [
        "struct", "class", "enum", "protocol", "func", "var", "let", "typealias",
      ]
      if kinds.contains(view.text(position)) { position += 1 }
      if view.isWord(position), !startsLine(position) { modules.insert(view.text(position)) }
      return endOfLine(from: index)
    case "struct", "enum", "protocol", "class", "actor":
      guard startsType(index) else { return index + 1 }
      return typeDeclaration(at: index, attributes: attributes)
    case "extension":
      return extensionDeclaration(at: index, attributes: attributes)
    case "func", "init", "subscript", "macro":
      return functionDeclaration(word, at: index, attributes: attributes)
    case "var", "let":
      guard view.isWord(index + 1) else { return index + 1 }
      record(.property, name: view.text(index + 1), at: index, attributes: attributes)
      return endOfDeclaration(from: index + 2)
    case "case":
      return caseDeclaration(at: index, attributes: attributes)
    case "typealias", "associatedtype":
      guard view.isWord(index + 1) else { return index + 1 }
      record(.typeAlias, name: view.text(index + 1), at: index, attributes: attributes)
      return endOfDeclaration(from: index + 2)
    case "deinit", "precedencegroup", "operator":
      return endOfDeclaration(from: index + 1)
    default:
      return index + 1
    }
  }

  private mutating func typeDeclaration(at index: Int, attributes: InterfaceAttributes) -> Int {
    let name = view.text(index + 1)
    let container = currentPath
    record(.type, name: name, at: index, attributes: attributes)
    let path = container.isEmpty ? name : "\(container).\(name)"
    return openScope(path: path, from: index + 2, attributes: attributes, lexical: true)
  }

  private mutating func extensionDeclaration(at index: Int, attributes: InterfaceAttributes)
    -> Int
  {
    var parts: [String] = []
    var position = index + 1
    while view.isWord(position) {
      parts.append(view.text(position))
      guard view.isPunctuation(position + 1, ".") else { break }
      position += 2
    }
    position += 1
    if parts.count > 1, modules.contains(parts[0]) { parts.removeFirst() }
    return openScope(
      path: parts.joined(separator: "."), from: position, attributes: attributes, lexical: false)
  }

  /// Finds the body of a type or extension and opens its scope; an extension's availability
  /// is not merged with the scopes around it (it has none), a nested type's is.
  private mutating func openScope(
    path: String, from start: Int, attributes: InterfaceAttributes, lexical: Bool
  ) -> Int {
    let outer = scopes.last
    var availability = attributes.availability
    if lexical, let outer { availability = availability.inheriting(outer.availability) }
    let end = endOfDeclaration(from: start, opensBody: false)
    guard view.isPunctuation(end, "{") else { return end }
    scopes.append(
      Scope(
        path: path, availability: availability,
        isSPI: attributes.isSPI || (outer?.isSPI ?? false)))
    return end + 1
  }

  private mutating func functionDeclaration(
    _ word: String, at index: Int, attributes: InterfaceAttributes
  ) -> Int {
    var position = index + 1
    var name = word
    if word == "func" || word == "macro" {
      guard position < view.count else { return position }
      name = view.text(position)
      position += 1
    }
    // Up to the parameter list: past generic parameters and `init?`.
    while position < view.count, !view.isPunctuation(position, "("),
      !view.isPunctuation(position, "{"), !startsLine(position)
    {
      position += 1
    }
    guard view.isPunctuation(position, "(") else { return endOfDeclaration(from: position) }
    let labels = view.items(inGroupAt: position).map { view.text(label(of: $0)) }
    let parameters = view.sourceText(position..<view.afterGroup(position))
    let isOperator =
      word == "func" && index + 1 < view.count && view.token(index + 1).kind == .operator
    if word != "subscript", !isOperator {
      let signature = "\(name)(\(labels.map { $0 + ":" }.joined()))"
      record(
        .function, name: signature, key: MemberKey.function(name, labels: labels),
        parameters: parameters, at: index, attributes: attributes)
    }
    return endOfDeclaration(from: view.afterGroup(position))
  }

  /// The index of a parameter's label: its first name after any attributes
  /// (`@SwiftUI.ViewBuilder destination: …`, `@_implicitSelfCapture _ action: …`).
  private func label(of item: Range<Int>) -> Int {
    var position = item.lowerBound
    while position < item.upperBound, view.token(position).kind == .attribute {
      var attributes = InterfaceAttributes()
      position = attributes.read(view, at: position)
      // A generic result builder: `@SwiftUI.TabContentBuilder<SelectionValue> content: …`.
      if position < item.upperBound, view.token(position).kind == .operator,
        view.text(position).hasPrefix("<")
      {
        while position < item.upperBound, !view.text(position).contains(">") { position += 1 }
        position += 1
      }
    }
    return min(position, max(item.lowerBound, item.upperBound - 1))
  }

  private mutating func caseDeclaration(at index: Int, attributes: InterfaceAttributes) -> Int {
    // `case a, b(x: Int)` on one line: every item names a case.
    var position = index + 1
    while position < view.count, !startsLine(position) {
      if view.isWord(position) {
        record(.enumCase, name: view.text(position), at: index, attributes: attributes)
      }
      position += 1
      while position < view.count, !startsLine(position), !view.isPunctuation(position, ",") {
        position =
          view.isPunctuation(position, "(") ? view.afterGroup(position) : position + 1
      }
      if view.isPunctuation(position, ",") { position += 1 }
    }
    return position
  }

  private mutating func record(
    _ kind: SDKDeclaration.Kind, name: String, key: String? = nil, parameters: String = "",
    at index: Int, attributes: InterfaceAttributes
  ) {
    let outer = scopes.last
    guard !attributes.isSPI, outer?.isSPI != true else { return }
    var availability = attributes.availability
    if let outer { availability = availability.inheriting(outer.availability) }
    declarations.append(
      SDKDeclaration(
        kind: kind, container: currentPath, name: name, key: key ?? MemberKey.name(name),
        parameters: parameters, availability: availability,
        location: SDKLocation(file: file, line: view.token(index).line), framework: framework))
  }

  private var currentPath: String { scopes.last?.path ?? "" }

  /// Whether `struct`, `class` … at `index` declares a type: a name follows that is not a
  /// keyword (`class func`, `class var` are modifiers).
  private func startsType(_ index: Int) -> Bool {
    index + 1 < view.count && view.token(index + 1).kind == .identifier
  }

  /// Whether the token at `index` is the first on its line.
  private func startsLine(_ index: Int) -> Bool {
    index > 0 && index < view.count && view.token(index).line != view.token(index - 1).line
  }

  /// The index of the first token on a later line than the one at `index`.
  private func endOfLine(from index: Int) -> Int {
    var position = index + 1
    while position < view.count, !startsLine(position) { position += 1 }
    return position
  }

  /// Where a declaration ends: at a line break outside brackets, or at a `{` that opens its
  /// body. With `opensBody`, the body is entered as a scope whose contents are skipped and
  /// the index after the `{` is returned; without it, the index of the `{`.
  private mutating func endOfDeclaration(from start: Int, opensBody: Bool = true) -> Int {
    var position = start
    while position < view.count {
      if view.isPunctuation(position, "{") {
        guard opensBody else { return position }
        openBody()
        return position + 1
      }
      if position > start, startsLine(position) { return position }
      if position == start, startsLine(position), position > 0,
        !view.isPunctuation(position, "(")
      {
        return position
      }
      if view.isPunctuation(position, "(") || view.isPunctuation(position, "[") {
        position = view.afterGroup(position)
        continue
      }
      if view.isPunctuation(position, "}") { return position }
      position += 1
    }
    return position
  }

  private mutating func openBody() {
    scopes.append(Scope(path: nil, availability: DeclaredAvailability(), isSPI: false))
  }
}

/// What an interface declares, and the modules it imports.
package struct InterfaceContents: Sendable {
  /// The declarations, in file order.
  package let declarations: [SDKDeclaration]
  /// The modules it imports (`SwiftUICore` for SwiftUI from iOS 18), and its own.
  package let imports: Set<String>
}
