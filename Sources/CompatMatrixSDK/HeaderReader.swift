/// Reads the Objective-C declarations of one header with the availability their macros give:
/// classes and protocols (`@interface`, `@protocol`) with their methods and properties, the
/// categories that add members to a class, and `NS_ENUM`/`NS_OPTIONS` types with their cases.
///
/// Members are named as Swift sees them where the header says so (`NS_SWIFT_NAME`, a property's
/// `getter=`); otherwise methods are keyed by selector (see `MemberKey`). Containers keep their
/// Objective-C names here; `SDKContents` renames them once every header is read, since a
/// category may extend a class that another header renames. Members marked
/// `NS_SWIFT_UNAVAILABLE` are left out and those marked `NS_REFINED_FOR_SWIFT` get the `__`
/// prefix Swift gives them, so that the overlay's version of them is the one found.
package struct HeaderReader {
  /// A macro read before or after a declaration, and what it says.
  private struct Macros {
    var availability = DeclaredAvailability()
    var swiftName: String?
    var isRefined = false
    var isSwiftUnavailable = false
  }

  let bytes: [UInt8]
  let tokens: [HeaderToken]
  let file: String
  var index = 0
  private var contents = HeaderContents()

  /// Reads a header's bytes; `file` is its path relative to the SDK folder.
  package static func read(_ bytes: [UInt8], file: String) -> HeaderContents {
    var ending = HeaderEnding()
    var reader = HeaderReader(
      bytes: bytes, tokens: HeaderLexer.tokenize(bytes, ending: &ending), file: file)
    reader.run()
    reader.contents.truncation = Self.truncation(bytes, ending, reader.contents.openContainer)
    return reader.contents
  }

  /// What a header cut short leaves open, or `nil` when it ends as a whole header does.
  private static func truncation(_ bytes: [UInt8], _ ending: HeaderEnding, _ open: String?)
    -> String?
  {
    if ending.endsInComment { return "it ends inside a comment" }
    if let open { return "it ends inside @interface \(open), with no @end" }
    if ending.openConditionals > 0 {
      return "it ends with \(ending.openConditionals) #if left open"
    }
    if let last = bytes.last, last != UInt8(ascii: "\n") { return "its last line has no end" }
    return nil
  }

  private init(bytes: [UInt8], tokens: [HeaderToken], file: String) {
    self.bytes = bytes
    self.tokens = tokens
    self.file = file
  }

  private mutating func run() {
    var pending = Macros()
    while index < tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .directive:
        let word = text(index)
        if word == "@interface" || (word == "@protocol" && !isForwardDeclaration()) {
          readContainer(isProtocol: word == "@protocol", macros: pending)
        } else {
          skip(to: ";")
        }
        pending = Macros()
      case .identifier where isWord(index, "typedef"):
        readTypedef(macros: pending)
        pending = Macros()
      case .identifier:
        readMacro(into: &pending)
      case .punctuation:
        if isPunctuation(index, "{") {
          index = afterGroup(index)
        } else {
          index += 1
        }
        if isPunctuation(index - 1, ";") || isPunctuation(index - 1, "}") { pending = Macros() }
      default:
        index += 1
      }
    }
  }

  // MARK: Classes, protocols and categories

  private mutating func readContainer(isProtocol: Bool, macros outer: Macros) {
    let line = tokens[index].line
    index += 1
    guard index < tokens.count, tokens[index].kind == .identifier else { return }
    let name = text(index)
    index += 1
    var isCategory = false
    if !isProtocol, isPunctuation(index, "<") { skipAngles() }
    if isPunctuation(index, "(") {
      isCategory = true
      index = afterGroup(index)
    }
    if isPunctuation(index, ":"), index + 1 < tokens.count {
      index += 2
      if isPunctuation(index, "<") { skipAngles() }
    }
    if isPunctuation(index, "<") { skipAngles() }
    var macros = outer
    // Macros between the header line and the first member belong to the container.
    while index < tokens.count, tokens[index].kind == .identifier {
      readMacro(into: &macros)
    }
    if !isCategory, !macros.isSwiftUnavailable {
      if let swiftName = macros.swiftName { contents.swiftNames[name] = swiftName }
      append(.type, container: "", name: name, macros: macros, line: line)
    }
    contents.openContainer = name
    readMembers(of: name, inheriting: macros.availability)
  }

  private mutating func readMembers(of container: String, inheriting outer: DeclaredAvailability) {
    var pending = Macros()
    while index < tokens.count {
      let token = tokens[index]
      let word = token.kind == .directive ? text(index) : ""
      if word == "@end" {
        index += 1
        contents.openContainer = nil
        return
      }
      // A container without `@end`: the next one starts here.
      if word == "@interface" || word == "@protocol" || word == "@implementation" { return }
      if word == "@property" {
        readProperty(of: container, macros: pending, inheriting: outer)
        pending = Macros()
      } else if isPunctuation(index, "-") || isPunctuation(index, "+") {
        readMethod(of: container, macros: pending, inheriting: outer)
        pending = Macros()
      } else if isPunctuation(index, "{") {
        index = afterGroup(index)
      } else if token.kind == .identifier {
        readMacro(into: &pending)
      } else {
        index += 1
      }
    }
  }

  private mutating func readProperty(
    of container: String, macros before: Macros, inheriting outer: DeclaredAvailability
  ) {
    let line = tokens[index].line
    index += 1
    var getter: String?
    if isPunctuation(index, "(") {
      let end = afterGroup(index)
      for position in index..<end where text(position) == "getter" {
        if isPunctuation(position + 1, "="), position + 2 < end { getter = text(position + 2) }
      }
      index = end
    }
    var macros = before
    var name: String?
    while index < tokens.count, !isPunctuation(index, ";"), !isMemberStart(index) {
      if tokens[index].kind == .identifier, isMacroLike(index) {
        readMacro(into: &macros)
        continue
      }
      if isPunctuation(index, "("), isPunctuation(index + 1, "^"), index + 2 < tokens.count {
        // A block: `void (^handler)(BOOL finished)`.
        name = text(index + 2)
        index = afterGroup(index)
        continue
      }
      if isPunctuation(index, "(") {
        index = afterGroup(index)
        continue
      }
      if tokens[index].kind == .identifier { name = text(index) }
      index += 1
    }
    if isPunctuation(index, ";") { index += 1 }
    guard let name else { return }
    let swiftName = macros.swiftName ?? name
    append(
      .property, container: container, name: swiftName, macros: macros, inheriting: outer,
      line: line)
    if let getter, getter != swiftName, macros.swiftName == nil {
      append(
        .property, container: container, name: getter, macros: macros, inheriting: outer,
        line: line)
    }
  }

  private mutating func readMethod(
    of container: String, macros before: Macros, inheriting outer: DeclaredAvailability
  ) {
    let line = tokens[index].line
    index += 1
    if isPunctuation(index, "(") { index = afterGroup(index) }
    var pieces: [String] = []
    var arguments = 0
    while index < tokens.count {
      if tokens[index].kind == .identifier, isPunctuation(index + 1, ":") {
        pieces.append(text(index))
        index += 2
      } else if isPunctuation(index, ":") {
        pieces.append("")
        index += 1
      } else if pieces.isEmpty, tokens[index].kind == .identifier {
        pieces.append(text(index))
        index += 1
        break
      } else {
        break
      }
      arguments += 1
      if isPunctuation(index, "(") { index = afterGroup(index) }
      if index < tokens.count, tokens[index].kind == .identifier, !isPunctuation(index + 1, ":"),
        !isMacroLike(index)
      {
        index += 1
      }
      // `, ...` of a variadic method.
      if isPunctuation(index, ","), isPunctuation(index + 1, ".") {
        index += 4
      }
    }
    var macros = before
    while index < tokens.count, !isPunctuation(index, ";"), !isPunctuation(index, "{"),
      !isMemberStart(index)
    {
      if tokens[index].kind == .identifier {
        readMacro(into: &macros)
      } else {
        index += 1
      }
    }
    if isPunctuation(index, "{") {
      index = afterGroup(index)
    } else if isPunctuation(index, ";") {
      index += 1
    }
    guard !pieces.isEmpty else { return }
    var name = MemberKey.selectorText(pieces, argumentCount: arguments)
    var key = MemberKey.selector(pieces, argumentCount: arguments)
    if let swiftName = macros.swiftName, let parsed = SwiftName(swiftName) {
      name = swiftName
      key = MemberKey.function(parsed.baseName, labels: parsed.labels ?? [])
    }
    append(
      .function, container: container, name: name, key: key, macros: macros, inheriting: outer,
      line: line)
  }

  // MARK: Enumerations

  private mutating func readTypedef(macros before: Macros) {
    let line = tokens[index].line
    index += 1
    let macroNames: Set<String> = ["NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "NS_ERROR_ENUM"]
    guard index < tokens.count, macroNames.contains(text(index)), isPunctuation(index + 1, "(")
    else {
      skip(to: ";")
      return
    }
    let arguments = macroArguments(at: index + 1, depth: 0)
    index = afterGroup(index + 1)
    guard arguments.count >= 2 else { return }
    let name = arguments[1].word
    var caseNames: [(name: String, macros: Macros, line: Int)] = []
    if isPunctuation(index, "{") {
      let end = afterGroup(index) - 1
      index += 1
      while index < end {
        var macros = Macros()
        var caseName: String?
        let caseLine = tokens[index].line
        while index < end, !isPunctuation(index, ",") {
          if tokens[index].kind == .identifier, caseName == nil {
            caseName = text(index)
            index += 1
          } else if tokens[index].kind == .identifier {
            readMacro(into: &macros)
          } else {
            index += 1
          }
        }
        if let caseName { caseNames.append((caseName, macros, caseLine)) }
        index += 1
      }
      index = end + 1
    }
    var macros = before
    while index < tokens.count, !isPunctuation(index, ";") {
      if tokens[index].kind == .identifier { readMacro(into: &macros) } else { index += 1 }
    }
    index += 1
    if let swiftName = macros.swiftName { contents.swiftNames[name] = swiftName }
    append(.type, container: "", name: name, macros: macros, line: line)
    let swiftCases = EnumCaseNames.swiftNames(enumName: name, cases: caseNames.map(\.name))
    for (entry, swiftCase) in zip(caseNames, swiftCases) where !entry.macros.isSwiftUnavailable {
      append(
        .enumCase, container: name, name: entry.macros.swiftName ?? swiftCase,
        macros: entry.macros, inheriting: macros.availability, line: entry.line)
    }
  }

  // MARK: Macros

  /// Reads the identifier at `index`, with its arguments if parentheses follow, and adds what
  /// it says to `macros` when it is an availability or Swift-naming macro.
  private mutating func readMacro(into macros: inout Macros) {
    // Most words are not macros: skip them, with any arguments, without making a string.
    guard isMacroLike(index) else {
      index += 1
      if isPunctuation(index, "(") { index = afterGroup(index) }
      return
    }
    let name = text(index)
    index += 1
    var arguments: [MacroArgument] = []
    var argumentText = ""
    if isPunctuation(index, "(") {
      let end = afterGroup(index)
      if name == "NS_SWIFT_NAME" {
        argumentText = (index + 1..<max(index + 1, end - 1)).map(text).joined()
      } else if AvailabilityMacro.isAvailabilityMacro(name) {
        arguments = macroArguments(at: index, depth: 0)
      }
      index = end
    }
    switch name {
    case "NS_SWIFT_NAME": macros.swiftName = argumentText
    case "NS_REFINED_FOR_SWIFT": macros.isRefined = true
    case "NS_SWIFT_UNAVAILABLE": macros.isSwiftUnavailable = true
    default:
      if AvailabilityMacro.isAvailabilityMacro(name) {
        AvailabilityMacro.apply(name, arguments, to: &macros.availability)
      }
    }
  }

  /// The arguments of the group that opens at `open`; nesting deeper than a few levels is
  /// not read (no availability macro needs it).
  private func macroArguments(at open: Int, depth: Int) -> [MacroArgument] {
    let end = afterGroup(open) - 1
    var result: [MacroArgument] = []
    var position = open + 1
    while position < end {
      let word = text(position)
      var arguments: [MacroArgument]?
      var next = position + 1
      if isPunctuation(next, "("), depth < 4 {
        arguments = macroArguments(at: next, depth: depth + 1)
        next = afterGroup(next)
      }
      if !isPunctuation(position, ",") {
        result.append(MacroArgument(word: word, arguments: arguments))
      }
      // Past the rest of the item.
      position = next
      while position < end, !isPunctuation(position, ",") {
        position = isPunctuation(position, "(") ? afterGroup(position) : position + 1
      }
      position += 1
    }
    return result
  }

  private mutating func append(
    _ kind: SDKDeclaration.Kind, container: String, name: String, key: String? = nil,
    macros: Macros, inheriting outer: DeclaredAvailability = DeclaredAvailability(), line: Int
  ) {
    guard !macros.isSwiftUnavailable else { return }
    let swiftName = macros.isRefined ? "__" + name : name
    var memberKey = key ?? MemberKey.name(swiftName)
    if macros.isRefined, key != nil { memberKey = "__" + memberKey }
    contents.declarations.append(
      SDKDeclaration(
        kind: kind, container: container, name: swiftName, key: memberKey,
        availability: macros.availability.inheriting(outer),
        location: SDKLocation(file: file, line: line), framework: "UIKit"))
  }
}

/// What a header declares, and the Swift names its `NS_SWIFT_NAME` gives classes and types.
package struct HeaderContents: Sendable {
  /// The declarations, in file order; containers are Objective-C names.
  package var declarations: [SDKDeclaration] = []
  /// Objective-C name → Swift name: `UIViewControllerTransition` → `UIViewController.Transition`.
  package var swiftNames: [String: String] = [:]
  /// What the header leaves open at its end when it was cut short (`it ends inside a
  /// comment`), or `nil`.
  package var truncation: String?
  /// The container whose `@end` has not been read yet.
  var openContainer: String?
}
