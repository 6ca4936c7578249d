/// Source text with named slots, as the data writes the code around a snippet and the
/// scaffold's files: a line that holds nothing but `{{name}}` after its indentation is a slot.
///
/// ```swift
/// let template = CodeTemplate("struct Screen: View {\n    var body: some View {\n        {{snippet}}\n    }\n}")
/// template.filled(["snippet": "Text(\"Hi\")\n    .bold()"])
/// // struct Screen: View {
/// //     var body: some View {
/// //         Text("Hi")
/// //             .bold()
/// //     }
/// // }
/// ```
///
/// Filling replaces each slot's line with the lines of its text, each indented as the slot is
/// (empty lines stay empty); a slot given no text, or only white space, goes with its line.
/// The empty lines that would leave behind go too (runs of them become one; none stays at the
/// top, after a line ending in `{` or before a closing bracket), and the text ends with one
/// line break. Slot
/// names are words of letters, digits, `-` and `.`: `snippet`, `pop-to-root`,
/// `navigation-container.declarations`.
package struct CodeTemplate: Sendable, Hashable {
  /// A slot: its name, its line (from 1) and the indentation before it.
  package struct Slot: Sendable, Hashable {
    /// The name between the braces.
    package let name: String
    /// The line, from 1.
    package let line: Int
    /// The white space before the braces.
    package let indentation: String
  }

  /// The text as written.
  package let text: String
  /// The slots, in the order of their lines.
  package let slots: [Slot]
  /// Lines (from 1) that hold `{{` without being a slot on a line of its own: a mistake in a
  /// template, which validation reports (`}}` alone is Swift: two closing braces).
  package let strayBraces: [Int]

  /// Reads a template.
  package init(_ text: String) {
    self.text = text
    var slots: [Slot] = []
    var stray: [Int] = []
    for (offset, line) in Self.lines(of: text).enumerated() {
      if let slot = Self.slot(in: line, number: offset + 1) {
        slots.append(slot)
      } else if line.firstRange(ofText: "{{") != nil {
        stray.append(offset + 1)
      }
    }
    self.slots = slots
    self.strayBraces = stray
  }

  /// The names of the slots, each once, in the order they first appear.
  package var slotNames: [String] {
    var seen = Set<String>()
    return slots.map(\.name).filter { seen.insert($0).inserted }
  }

  /// The text with every slot replaced by its value (a missing value counts as empty).
  package func filled(_ values: [String: String]) -> String {
    fill(values).text
  }

  /// Where a line of a filled template comes from: the slot whose text it is, and its line
  /// (from 1) in that text.
  package struct Origin: Sendable, Hashable {
    /// The slot's name.
    package let slot: String
    /// The line in the slot's text, from 1.
    package let line: Int
  }

  /// The text with every slot replaced by its value, and where each of its lines comes from
  /// (`origins[line - 1]`; `nil` for the template's own lines): what a diagnostic of the
  /// compiler is traced back by.
  package func fill(_ values: [String: String]) -> (text: String, origins: [Origin?]) {
    var output: [(line: Substring, origin: Origin?)] = []
    var slotIndex = 0
    for (offset, line) in Self.lines(of: text).enumerated() {
      guard slotIndex < slots.count, slots[slotIndex].line == offset + 1 else {
        output.append((Self.trimmedEnd(line), nil))
        continue
      }
      let slot = slots[slotIndex]
      slotIndex += 1
      let value = values[slot.name] ?? ""
      guard !value.allSatisfy(\.isWhitespace) else { continue }
      for (number, valueLine) in Self.lines(of: value).enumerated() {
        let trimmed = Self.trimmedEnd(valueLine)
        output.append(
          (
            trimmed.isEmpty ? trimmed : Substring(slot.indentation + trimmed),
            Origin(slot: slot.name, line: number + 1)
          ))
      }
    }
    var result: [(line: Substring, origin: Origin?)] = []
    for (offset, entry) in output.enumerated() {
      if entry.line.isEmpty {
        // No run of empty lines, none at the top, after an opening brace or before a
        // closing one: what a slot left empty would otherwise leave behind.
        let previous = result.last?.line
        let next = output[(offset + 1)...].first { !$0.line.isEmpty }?.line
        if previous == nil || previous?.isEmpty == true || previous?.last == "{"
          || next.map(Self.startsWithClosingBracket) == true
        {
          continue
        }
      }
      result.append(entry)
    }
    while result.last?.line.isEmpty == true { result.removeLast() }
    return (result.map(\.line).joined(separator: "\n") + "\n", result.map(\.origin))
  }

  /// Whether a line's first character that is not white space closes a bracket.
  private static func startsWithClosingBracket(_ line: Substring) -> Bool {
    guard let first = line.first(where: { $0 != " " && $0 != "\t" }) else { return false }
    return first == "}" || first == ")" || first == "]"
  }

  /// Whether a name may name a slot.
  package static func isSlotName(_ name: Substring) -> Bool {
    !name.isEmpty
      && name.utf8.allSatisfy { byte in
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
          || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
      }
  }

  /// The lines of a text, without their line breaks; a last line break ends the last line.
  private static func lines(of text: String) -> [Substring] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// The slot a line is, if it is one.
  private static func slot(in line: Substring, number: Int) -> Slot? {
    let indentation = line.prefix { $0 == " " || $0 == "\t" }
    let rest = trimmedEnd(line.dropFirst(indentation.count))
    guard rest.hasPrefix("{{"), rest.hasSuffix("}}"), rest.count > 4 else { return nil }
    let name = rest.dropFirst(2).dropLast(2)
    guard isSlotName(name) else { return nil }
    return Slot(name: String(name), line: number, indentation: String(indentation))
  }

  /// A line without the white space at its end.
  private static func trimmedEnd(_ line: Substring) -> Substring {
    var end = line.endIndex
    while end > line.startIndex {
      let before = line.index(before: end)
      guard line[before] == " " || line[before] == "\t" || line[before] == "\r" else { break }
      end = before
    }
    return line[..<end]
  }
}
