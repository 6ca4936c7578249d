import CompatMatrixCore

/// Swift source text for the values of the matrix model, so that the generated code builds
/// exactly the value it was given.
enum SwiftLiteral {
  /// A string literal that evaluates to `text`: ASCII only, every other scalar, quote,
  /// backslash and control character escaped, so the literal is one line whatever the text.
  static func string(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": literal += "\\\\"
      case "\"": literal += "\\\""
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      case " "..."~": literal.unicodeScalars.append(scalar)
      default: literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }
    }
    return literal + "\""
  }

  /// `nil`, or the literal of the wrapped value.
  static func optional<Value>(_ value: Value?, _ literal: (Value) -> String) -> String {
    value.map(literal) ?? "nil"
  }

  /// An array literal of strings.
  static func strings(_ values: [String]) -> String {
    "[" + values.map(string).joined(separator: ", ") + "]"
  }

  /// `OSVersion(16, 4, 0)`.
  static func version(_ version: OSVersion) -> String {
    "OSVersion(\(version.major), \(version.minor), \(version.patch))"
  }

  /// A case of an enumeration as an implicit member, such as `.enumCase`.
  ///
  /// The case's name is what `String(describing:)` prints for it: the runtime's name of the
  /// case or, for `Platform`, its raw value, which is the same. Were a description to differ,
  /// the generated code would name a case that does not exist and fail to compile, or another
  /// case, which `EmbeddedMatrixTests` reports.
  static func enumCase<Value: RawRepresentable>(_ value: Value) -> String {
    ".`\(String(describing: value))`"
  }

  /// Checks that every case of `type` prints as a distinct Swift identifier.
  static func checkCaseNames<Value: CaseIterable>(of type: Value.Type) -> Bool {
    let names = type.allCases.map { String(describing: $0) }
    return Set(names).count == names.count
      && names.allSatisfy { name in
        name.first.map { $0.isLetter || $0 == "_" } == true
          && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
      }
  }

  /// `Double`'s shortest text that reads back as the same value.
  static func double(_ value: Double) -> String {
    "\(value)"
  }

  /// `SourceLocation(line: 3, column: 5)`.
  static func location(_ location: SourceLocation) -> String {
    "SourceLocation(line: \(location.line), column: \(location.column))"
  }

  /// A reference in the file being generated, whose display path is the constant `path`.
  static func reference(_ reference: SourceReference) -> String {
    "SourceReference(file: path, location: \(location(reference.location)), path: "
      + "\(string(reference.path)))"
  }

  /// Field locations built from a constant array, already sorted by field.
  static func fieldLocations(_ locations: FieldLocations) -> String {
    guard !locations.entries.isEmpty else { return "FieldLocations()" }
    return "FieldLocations(sorted: ["
      + locations.entries.map { entry in
        "FieldLocations.Entry(\(string(entry.field)), \(entry.location.line), "
          + "\(entry.location.column))"
      }.joined(separator: ", ") + "])"
  }

  /// `Evidence(...)`.
  static func evidence(_ evidence: Evidence) -> String {
    "Evidence(sources: \(strings(evidence.sources)), confidence: \(enumCase(evidence.confidence)), "
      + "disagreement: \(optional(evidence.disagreement, string)))"
  }
}
