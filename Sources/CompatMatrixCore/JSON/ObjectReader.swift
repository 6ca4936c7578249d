/// A JSON path such as `concerns[2].strategies[0].status`, for messages.
package struct JSONPath: Sendable, Hashable, CustomStringConvertible {
  package private(set) var description: String

  /// The path of a file's top-level object.
  package static let root = JSONPath(description: "")

  /// The path of an object member.
  package func key(_ key: String) -> JSONPath {
    JSONPath(description: description.isEmpty ? key : "\(description).\(key)")
  }

  /// The path of an array element.
  package func index(_ index: Int) -> JSONPath {
    JSONPath(description: "\(description)[\(index)]")
  }
}

/// Collects the problems found while decoding one file.
package struct DecodingReport {
  package let file: String
  package private(set) var diagnostics: [MatrixDiagnostic] = []

  package init(file: String) {
    self.file = file
  }

  package mutating func add(_ message: MatrixMessage, at location: SourceLocation?, path: JSONPath)
  {
    diagnostics.append(
      MatrixDiagnostic(file: file, location: location, path: path.description, message: message))
  }

  package func reference(_ location: SourceLocation, _ path: JSONPath) -> SourceReference {
    SourceReference(file: file, location: location, path: path.description)
  }
}

/// Reads the members of one JSON object, reporting wrong types and missing keys as it goes
/// and, at the end, every key it was never asked for.
package struct ObjectReader {
  package let location: SourceLocation
  package let path: JSONPath
  private var members: [String: JSONMember] = [:]
  private var order: [JSONMember] = []
  private var requested: Set<String> = []

  /// Starts reading `value`, or reports that it is not an object and returns `nil`.
  package init?(_ value: JSONValue, path: JSONPath, report: inout DecodingReport) {
    guard case .object(let list) = value.kind else {
      Self.reportWrongType(value, expected: "an object", path: path, report: &report)
      return nil
    }
    self.location = value.location
    self.path = path
    for member in list {
      if let first = members[member.key] {
        report.add(
          .duplicateKey(member.key, first: first.keyLocation), at: member.keyLocation,
          path: path.key(member.key))
      } else {
        members[member.key] = member
        order.append(member)
      }
    }
  }

  /// Every key in file order, marking all of them as requested.
  package mutating func allMembers() -> [JSONMember] {
    requested.formUnion(order.map(\.key))
    return order
  }

  /// The member for `key`, reporting it as missing when it is required and absent.
  package mutating func member(_ key: String, required: Bool, report: inout DecodingReport)
    -> JSONMember?
  {
    requested.insert(key)
    guard let member = members[key] else {
      if required { report.add(.missingKey(key), at: location, path: path) }
      return nil
    }
    return member
  }

  /// The value for `key` read by `read`, one of the value readers such as `string(_:path:report:)`;
  /// a missing key is reported when it is required.
  private mutating func value<Value>(
    _ key: String, required: Bool, report: inout DecodingReport,
    _ read: (JSONValue, JSONPath, inout DecodingReport) -> Value?
  ) -> Value? {
    guard let member = member(key, required: required, report: &report) else { return nil }
    return read(member.value, path.key(key), &report)
  }

  /// Reports that `value` is not of the type `expected`, such as `a string`.
  private static func reportWrongType(
    _ value: JSONValue, expected: String, path: JSONPath, report: inout DecodingReport
  ) {
    report.add(.wrongType(expected: expected, found: value.type), at: value.location, path: path)
  }

  /// A non-empty string.
  package mutating func string(_ key: String, required: Bool = true, report: inout DecodingReport)
    -> String?
  {
    value(key, required: required, report: &report, Self.string)
  }

  /// A non-empty string value.
  package static func string(_ value: JSONValue, path: JSONPath, report: inout DecodingReport)
    -> String?
  {
    guard case .string(let text) = value.kind else {
      reportWrongType(value, expected: "a string", path: path, report: &report)
      return nil
    }
    if text.allSatisfy(\.isWhitespace) {
      report.add(.empty, at: value.location, path: path)
      return nil
    }
    return text
  }

  /// The elements of an array, with their paths.
  package mutating func array(
    _ key: String, required: Bool = true, nonEmpty: Bool = false, report: inout DecodingReport
  ) -> [(value: JSONValue, path: JSONPath)]? {
    guard let member = member(key, required: required, report: &report) else { return nil }
    guard case .array(let elements) = member.value.kind else {
      Self.reportWrongType(member.value, expected: "an array", path: path.key(key), report: &report)
      return nil
    }
    if nonEmpty, elements.isEmpty {
      report.add(.empty, at: member.value.location, path: path.key(key))
    }
    return elements.enumerated().map { ($1, path.key(key).index($0)) }
  }

  /// An array of non-empty strings; elements that are not strings are reported and skipped.
  package mutating func strings(
    _ key: String, required: Bool = true, nonEmpty: Bool = false, report: inout DecodingReport
  ) -> [String]? {
    guard let elements = array(key, required: required, nonEmpty: nonEmpty, report: &report)
    else { return nil }
    return elements.compactMap { Self.string($0.value, path: $0.path, report: &report) }
  }

  /// A nested object.
  package mutating func object(_ key: String, required: Bool = true, report: inout DecodingReport)
    -> ObjectReader?
  {
    value(key, required: required, report: &report) { ObjectReader($0, path: $1, report: &$2) }
  }

  /// A value from a fixed set of raw values, suggesting the closest on a typo.
  package mutating func choice<Choice: RawRepresentable & CaseIterable>(
    _ key: String, as type: Choice.Type, required: Bool = true, report: inout DecodingReport
  ) -> Choice? where Choice.RawValue == String {
    guard let member = member(key, required: required, report: &report),
      let text = Self.string(member.value, path: path.key(key), report: &report)
    else { return nil }
    if let value = Choice(rawValue: text) { return value }
    let allowed = Choice.allCases.map(\.rawValue)
    report.add(
      .notOneOf(text, allowed: allowed, suggestion: Suggestion.closest(to: text, among: allowed)),
      at: member.value.location, path: path.key(key))
    return nil
  }

  /// A slug id.
  mutating func slug(_ key: String, required: Bool = true, report: inout DecodingReport)
    -> String?
  {
    guard let member = member(key, required: required, report: &report),
      let text = Self.string(member.value, path: path.key(key), report: &report)
    else { return nil }
    guard Slug.isValid(text) else {
      report.add(.notASlug(text), at: member.value.location, path: path.key(key))
      return nil
    }
    return text
  }

  /// A number within a closed range.
  package mutating func number(
    _ key: String, in bounds: ClosedRange<Double>, required: Bool = true,
    report: inout DecodingReport
  ) -> Double? {
    guard let member = member(key, required: required, report: &report) else { return nil }
    guard case .number(let text) = member.value.kind, let value = Double(text) else {
      Self.reportWrongType(member.value, expected: "a number", path: path.key(key), report: &report)
      return nil
    }
    guard bounds.contains(value) else {
      report.add(
        .outOfBounds(text, lower: bounds.lowerBound, upper: bounds.upperBound),
        at: member.value.location, path: path.key(key))
      return nil
    }
    return value
  }

  /// A version.
  package mutating func version(_ key: String, required: Bool = true, report: inout DecodingReport)
    -> OSVersion?
  {
    value(key, required: required, report: &report, Self.version)
  }

  /// A version value.
  package static func version(_ value: JSONValue, path: JSONPath, report: inout DecodingReport)
    -> OSVersion?
  {
    guard let text = string(value, path: path, report: &report) else { return nil }
    do {
      return try OSVersion.parse(text)
    } catch {
      if text == "100000" || text == "100000.0" {
        report.add(.softDeprecationMarker(text), at: value.location, path: path)
      } else {
        report.add(.invalidVersion(error), at: value.location, path: path)
      }
      return nil
    }
  }

  /// Where each member's value starts, with `key[i]` entries for array elements.
  var fieldLocations: [String: SourceLocation] {
    var locations: [String: SourceLocation] = [:]
    for member in order {
      locations[member.key] = member.value.location
      if case .array(let elements) = member.value.kind {
        for (offset, element) in elements.enumerated() {
          locations["\(member.key)[\(offset)]"] = element.location
        }
      }
    }
    return locations
  }

  /// Reports every key that was never requested, suggesting the closest requested key.
  package func finish(report: inout DecodingReport) {
    for member in order where !requested.contains(member.key) {
      let suggestion = Suggestion.closest(to: member.key, among: Array(requested))
      report.add(
        .unknownKey(suggestion: suggestion), at: member.keyLocation, path: path.key(member.key))
    }
  }
}

/// Ids are slugs: lower-case ASCII letters and digits in words joined by single hyphens.
enum Slug {
  /// Whether `text` is a slug.
  static func isValid(_ text: String) -> Bool {
    guard !text.isEmpty, text.first != "-", text.last != "-", !text.contains("--") else {
      return false
    }
    return text.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
  }
}
