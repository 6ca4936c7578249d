/// The keys members are looked up by, so that a Swift name (`init(customView:)`,
/// `popViewController(animated:)`) finds the Objective-C selector it is imported from
/// (`initWithCustomView:`, `popViewControllerAnimated:`) as well as a Swift declaration.
///
/// A function's key is its base name and argument labels run together, each label capitalised,
/// with every `With` that starts a word removed and the whole lowercased, then `/` and the
/// number of arguments: `init(customView:)` and `initWithCustomView:` are both `initcustomview/1`,
/// `dequeueReusableCell(withIdentifier:)` and `dequeueReusableCellWithIdentifier:` are both
/// `dequeuereusablecellidentifier/1`. This follows the importer's usual renamings (a preposition
/// moved into the first label, a trailing `Animated` that becomes the label of a `BOOL`); the
/// ones that also drop words (`dismissViewControllerAnimated:completion:` is
/// `dismiss(animated:completion:)`) have other keys; `omitsWords(of:baseName:labels:)` is the
/// looser test a lookup falls back on when no key matches.
package enum MemberKey {
  /// The key of a Swift function, initializer or macro.
  package static func function(_ baseName: String, labels: [String]) -> String {
    var words = baseName
    for label in labels where label != "_" {
      words += capitalized(label)
    }
    return normalized(words) + "/\(labels.count)"
  }

  /// The key of an Objective-C selector given as its pieces (`["pushViewController",
  /// "animated"]`) and its number of arguments (0 for `configureWithOpaqueBackground`).
  package static func selector(_ pieces: [String], argumentCount: Int) -> String {
    normalized(pieces.map(capitalized).joined()) + "/\(argumentCount)"
  }

  /// The key of a property, enum case or type: its name.
  package static func name(_ name: String) -> String { name }

  /// The Swift-style text of a selector for people: `pushViewController:animated:`.
  package static func selectorText(_ pieces: [String], argumentCount: Int) -> String {
    argumentCount == 0 ? pieces.joined() : pieces.map { $0 + ":" }.joined()
  }

  private static func capitalized(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.uppercased() + word.dropFirst()
  }

  /// Lowercased, without the word `With` where it starts a camel-case word; byte by byte, as
  /// names are ASCII (other bytes are kept as they are).
  private static func normalized(_ words: String) -> String {
    let utf8 = Array(words.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(utf8.count)
    var index = 0
    while index < utf8.count {
      if index > 0, startsWith(utf8, at: index) {
        index += 4
        continue
      }
      let byte = utf8[index]
      result.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
      index += 1
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Whether `With` followed by a capital (or the end) starts at `index`.
  private static func startsWith(_ bytes: [UInt8], at index: Int) -> Bool {
    guard index + 4 <= bytes.count, bytes[index] == UInt8(ascii: "W"),
      bytes[index + 1] == UInt8(ascii: "i"), bytes[index + 2] == UInt8(ascii: "t"),
      bytes[index + 3] == UInt8(ascii: "h")
    else { return false }
    return index + 4 == bytes.count || bytes[index + 4] &- 0x41 < 26
  }

  /// Whether a Swift name could be the selector with needless words omitted, as the importer
  /// omits a parameter's type from a name (`presentViewController:animated:completion:` is
  /// `present(_:animated:completion:)`, `requireGestureRecognizerToFail:` is
  /// `require(toFail:)`): the same number of arguments, and each piece of the selector starts
  /// with the first word of its Swift part and holds all that part's words in order.
  ///
  /// Looser than a key, so a lookup uses it only when no key matches, within one type.
  package static func omitsWords(of selector: String, baseName: String, labels: [String]) -> Bool {
    if labels.isEmpty {
      // A method without arguments keeps the selector's first words and drops the rest
      // (`+fixedSpaceItem` is `fixedSpace()`, its result type's last word omitted).
      guard !selector.contains(":") else { return false }
      let have = words(selector)
      let part = words(baseName)
      return !part.isEmpty && have.count > part.count && Array(have.prefix(part.count)) == part
    }
    let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
    guard pieces.count == labels.count else { return false }
    for (index, piece) in pieces.enumerated() {
      var part = index == 0 ? words(baseName) : []
      if labels[index] != "_" { part += words(labels[index]) }
      let have = words(String(piece))
      guard let first = part.first else { continue }
      guard have.first == first else { return false }
      var remaining = have[...]
      for word in part {
        guard let found = remaining.firstIndex(of: word) else { return false }
        remaining = remaining[(found + 1)...]
      }
    }
    return true
  }

  /// The camel-case words of a name, lowercased: `animationControllerFor` is `animation`,
  /// `controller`, `for`.
  private static func words(_ name: String) -> [String] {
    var result: [String] = []
    var current = ""
    for character in name {
      if character.isUppercase, !current.isEmpty, current.last?.isUppercase == false {
        result.append(current)
        current = ""
      }
      current += character.lowercased()
    }
    if !current.isEmpty { result.append(current) }
    return result
  }
}
