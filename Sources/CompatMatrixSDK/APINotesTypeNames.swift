/// The Swift names UIKit's API notes (`UIKit.apinotes`, beside its headers) give Objective-C
/// enumerations and typedefs that their headers do not name with `NS_SWIFT_NAME`:
/// `UINavigationItemSearchBarPlacement` is `UINavigationItem.SearchBarPlacement`,
/// `UIBarButtonItemStyle` is `UIBarButtonItem.Style`.
///
/// Only the current names are read: the top-level `Tags:` and `Typedefs:` sections, each entry
/// a `- Name:` at the start of a line with its `  SwiftName:` two spaces in. The names kept
/// for older Swift versions (under `SwiftVersions:`) and the members of classes are not read.
enum APINotesTypeNames {
  /// The sections whose entries are types.
  private static let typeSections: Set<Substring> = ["Tags", "Typedefs"]

  /// Objective-C type names to their Swift names; an entry without a `SwiftName` is left out.
  static func read(_ bytes: [UInt8]) -> [String: String] {
    var names: [String: String] = [:]
    var section: Substring = ""
    var current: Substring?
    let text = String(decoding: bytes, as: UTF8.self)
    for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      if let first = line.first, first != " ", first != "-", first != "#" {
        guard line.hasSuffix(":") else { continue }
        section = line.dropLast()
        current = nil
        if section == "SwiftVersions" { break }
        continue
      }
      guard typeSections.contains(section) else { continue }
      if let name = value(of: "- Name:", in: line) {
        current = name
      } else if let name = current, let swiftName = value(of: "  SwiftName:", in: line) {
        names[String(name)] = String(swiftName)
      }
    }
    return names
  }

  /// The value after `key` when the line starts with it exactly.
  private static func value(of key: String, in line: Substring) -> Substring? {
    guard line.hasPrefix(key) else { return nil }
    let value = line.dropFirst(key.count).drop { $0 == " " }
    let trimmed = value.reversed().drop { $0 == " " }
    return trimmed.isEmpty ? nil : value.prefix(trimmed.count)
  }
}
