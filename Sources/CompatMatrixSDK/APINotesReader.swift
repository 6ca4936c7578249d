import CompatMatrixCore

/// The Swift names UIKit's API notes (`UIKit.apinotes`, beside its headers) give its types:
/// `UISplitViewControllerColumn` is `UISplitViewController.Column`, as the compiler imports
/// it, though the header says nothing of it.
///
/// API notes are YAML; only what names types is read: an entry `- Name: X` at the start of a
/// line, in the top-level `Tags`, `Typedefs`, `Classes` or `Protocols` section, and its
/// `  SwiftName: Y` indented by two spaces. Members' names (indented further) and the notes
/// for older Swift versions (`SwiftVersions`, at the end) are left alone.
enum APINotesReader {
  /// The sections whose entries name types.
  private static let typeSections: Set<String> = ["Tags", "Typedefs", "Classes", "Protocols"]

  /// The type names the notes give, by Objective-C name.
  static func typeNames(_ bytes: [UInt8]) -> [String: String] {
    var names: [String: String] = [:]
    var section = ""
    var entry: String?
    for line in String(decoding: bytes, as: UTF8.self).split(
      omittingEmptySubsequences: true, whereSeparator: \.isNewline)
    {
      if let first = line.first, first.isLetter, line.hasSuffix(":") {
        section = String(line.dropLast())
        entry = nil
      } else if line.hasPrefix("- Name: ") {
        entry = Self.value(line.dropFirst("- Name: ".count))
      } else if line.hasPrefix("  SwiftName: "), typeSections.contains(section), let name = entry {
        let swiftName = Self.value(line.dropFirst("  SwiftName: ".count))
        if !swiftName.isEmpty, names[name] == nil { names[name] = swiftName }
        entry = nil
      } else if line.hasPrefix("  ") {
        continue
      } else {
        entry = nil
      }
    }
    return names
  }

  /// A scalar without its quotes and trailing spaces.
  private static func value(_ text: Substring) -> String {
    let value = text.trimming(" \t")
    guard value.count >= 2, value.first == "\"", value.last == "\"" else { return String(value) }
    return String(value.dropFirst().dropLast())
  }
}
