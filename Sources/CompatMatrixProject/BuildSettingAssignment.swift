import CompatMatrixCore
import CompatMatrixSource

/// One build-setting assignment, `KEY[sdk=iphoneos*] = value`, from a `project.pbxproj`'s
/// `buildSettings` or an `.xcconfig` line, with where it was written.
struct BuildSettingAssignment: Sendable, Hashable {
  /// One `[name=pattern]` condition; `pattern` may use `*` and `?`.
  package struct Condition: Sendable, Hashable {
    /// `sdk`, `config`, `arch` or another condition name, lower-cased.
    package var name: String
    /// The pattern the condition's subject must match.
    package var pattern: String
  }

  /// The setting's name without conditions: `IPHONEOS_DEPLOYMENT_TARGET`.
  package var name: String
  /// The conditions written after the name; empty for an unconditional assignment.
  package var conditions: [Condition]
  /// The value as written, white space around it removed.
  package var value: String
  /// The file it was written in, as messages name it.
  package var file: String
  /// The line it was written on.
  package var line: Int?

  /// Creates an assignment from a key that may carry conditions, such as
  /// `IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*][config=Debug]` or `KEY[sdk=a*,arch=b]`;
  /// returns `nil` when the key is not a setting name followed by well-formed conditions.
  package init?(key: Substring, value: Substring, file: String, line: Int?) {
    let bracket = key.utf8.firstIndex(of: UInt8(ascii: "[")) ?? key.endIndex
    guard Self.isName(key[..<bracket]) else { return nil }
    var conditions: [Condition] = []
    var rest = key[bracket...]
    while let open = rest.first {
      guard open == "[", let close = rest.firstIndex(of: "]") else { return nil }
      for part in rest[rest.index(after: rest.startIndex)..<close].split(separator: ",") {
        let pieces = part.split(separator: "=", maxSplits: 1)
        guard pieces.count == 2 else { return nil }
        conditions.append(
          Condition(
            name: pieces[0].trimming(" \t\r").lowercased(),
            pattern: String(pieces[1].trimming(" \t\r"))))
      }
      rest = rest[rest.index(after: close)...].trimming(" \t\r")
    }
    self.name = String(key[..<bracket])
    self.conditions = conditions
    self.value = String(value.trimming(" \t\r"))
    self.file = file
    self.line = line
  }

  /// Whether text is a setting name: ASCII letters, digits and underscores, not starting with
  /// a digit.
  package static func isName(_ text: Substring) -> Bool {
    let bytes = text.utf8
    guard let first = bytes.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
      return false
    }
    return bytes.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        true
      default: false
      }
    }
  }

  /// Whether the conditions hold when building `configuration` with the SDK `sdk`.
  ///
  /// `sdk` patterns are matched against the device SDK's name (`iphoneos`), `config` patterns
  /// against the configuration's name; any other condition, such as `arch`, holds only when
  /// its pattern is `*`, since the architecture is not known here.
  func conditionsHold(sdk: String, configuration: String) -> Bool {
    conditions.allSatisfy { condition in
      switch condition.name {
      case "sdk": Self.glob(condition.pattern, matches: sdk)
      case "config": Self.glob(condition.pattern, matches: configuration)
      default: condition.pattern == "*"
      }
    }
  }

  /// Matches a pattern with `*` (any run of characters) and `?` (one character), ignoring
  /// letter case, without recursion.
  package static func glob(_ pattern: String, matches text: String) -> Bool {
    Wildcard.matches(pattern.lowercased(), text.lowercased())
  }

  /// The text without spaces, tabs and a carriage return at either end.
  package static func trimmed(_ text: Substring) -> Substring {
    let bytes = text.utf8
    var start = bytes.startIndex
    var end = bytes.endIndex
    while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") {
      start = bytes.index(after: start)
    }
    while start < end {
      let last = bytes[bytes.index(before: end)]
      guard last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r")
      else { break }
      end = bytes.index(before: end)
    }
    return text[start..<end]
  }
}
