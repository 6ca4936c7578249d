import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

/// A folder's lint settings, from its `.compat-matrix.json`: they apply to the folder and
/// everything below it, over those of the folders above (see `LintConfigurationTree`).
///
/// ```json
/// {
///   "$schema": "https://…/compat-matrix-config.schema.json",
///   "range": "15-18",
///   "platform": "iOS",
///   "include": ["Sources/**"],
///   "exclude": ["**/Generated/**"],
///   "rules": { "deprecated-strategy": "error", "redundant-availability-check": "off" },
///   "previews": false
/// }
/// ```
/// Every key is optional. JSON because the package has no YAML parser; the file has a JSON
/// Schema in `matrices/schema/config.schema.json`.
public struct LintConfiguration: Sendable, Hashable {
  /// The file name looked for at the project root.
  package static let fileName = ".compat-matrix.json"

  /// The deployment range, as a range expression or `{"min": …, "max": …}`.
  public package(set) var range: DeploymentRange?
  /// The text of the range, for messages.
  package var rangeText: String?
  /// The platform.
  public package(set) var platform: Platform?
  /// Globs of the files to lint; empty means every Swift file.
  package var include: [PathGlob] = []
  /// Globs of files and folders to skip.
  package var exclude: [PathGlob] = []
  /// Rules re-graded or turned off.
  package var rules: [LintRule: LintRuleSetting] = [:]
  /// Whether to lint `PreviewProvider` types and `#Preview` bodies.
  public package(set) var previews: Bool?

  /// Creates an empty configuration.
  public init() {}

  /// Reads a configuration file's bytes; `file` is the name messages show.
  package static func parse(_ bytes: [UInt8], file: String) throws(MatrixLoadError)
    -> LintConfiguration
  {
    var report = DecodingReport(file: file)
    var configuration = LintConfiguration()
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      report.add(.syntax(error), at: error.location, path: .root)
      throw MatrixLoadError(diagnostics: report.diagnostics)
    }
    if var reader = ObjectReader(root, path: .root, report: &report) {
      _ = reader.string("$schema", required: false, report: &report)
      if let member = reader.member("range", required: false, report: &report) {
        configuration.readRange(member.value, path: JSONPath.root.key("range"), report: &report)
      }
      if let member = reader.member("platform", required: false, report: &report),
        let text = ObjectReader.string(member.value, path: .root.key("platform"), report: &report)
      {
        configuration.platform = MatrixFileDecoder.platform(
          text, at: member.value.location, path: .root.key("platform"), report: &report)
      }
      configuration.include =
        (reader.strings("include", required: false, report: &report) ?? []).map(PathGlob.init)
      configuration.exclude =
        (reader.strings("exclude", required: false, report: &report) ?? []).map(PathGlob.init)
      if var rules = reader.object("rules", required: false, report: &report) {
        for member in rules.allMembers() {
          let path = rules.path.key(member.key)
          guard let rule = LintRule(rawValue: member.key) else {
            let names = LintRule.allCases.map(\.rawValue)
            report.add(
              .notOneOf(
                member.key, allowed: names,
                suggestion: Suggestion.closest(to: member.key, among: names)),
              at: member.keyLocation, path: path)
            continue
          }
          guard let text = ObjectReader.string(member.value, path: path, report: &report) else {
            continue
          }
          guard let setting = LintRuleSetting(rawValue: text) else {
            let names = LintRuleSetting.allCases.map(\.rawValue)
            report.add(
              .notOneOf(
                text, allowed: names, suggestion: Suggestion.closest(to: text, among: names)),
              at: member.value.location, path: path)
            continue
          }
          configuration.rules[rule] = setting
        }
      }
      if let member = reader.member("previews", required: false, report: &report) {
        if case .bool(let value) = member.value.kind {
          configuration.previews = value
        } else {
          report.add(
            .wrongType(expected: "true or false", found: member.value.type),
            at: member.value.location, path: .root.key("previews"))
        }
      }
      reader.finish(report: &report)
    }
    guard report.diagnostics.isEmpty else { throw MatrixLoadError(diagnostics: report.diagnostics) }
    return configuration
  }

  private mutating func readRange(_ value: JSONValue, path: JSONPath, report: inout DecodingReport)
  {
    switch value.kind {
    case .string(let text):
      do {
        range = try RangeExpression.parse(text)
        rangeText = text
      } catch {
        report.add(.invalidVersion(error), at: value.location, path: path)
      }
    case .object:
      guard var reader = ObjectReader(value, path: path, report: &report) else { return }
      let minimum = reader.string("min", report: &report)
      let maximum = reader.string("max", required: false, report: &report)
      reader.finish(report: &report)
      guard let minimum else { return }
      do {
        range = try DeploymentRange.parse(minimum: minimum, maximum: maximum)
        rangeText = maximum.map { "\(minimum)-\($0)" } ?? "\(minimum)+"
      } catch {
        report.add(.invalidVersion(error), at: value.location, path: path)
      }
    default:
      report.add(
        .wrongType(expected: "a range expression or an object with min and max", found: value.type),
        at: value.location, path: path)
    }
  }

  /// The severity of a rule after re-grading, or `nil` when it is off.
  package func severity(of rule: LintRule) -> LintSeverity? {
    severity(of: rule, graded: rule.defaultSeverity)
  }

  /// The severity of a finding the linter graded `graded`: the rule's setting when the
  /// configuration re-grades it, `nil` when it turns it off.
  package func severity(of rule: LintRule, graded: LintSeverity) -> LintSeverity? {
    switch rules[rule] {
    case .error: .error
    case .warning: .warning
    case .note: .note
    case .off: nil
    case nil: graded
    }
  }

  /// This configuration applied over `parent`, a configuration of an outer folder: every key
  /// this one sets wins, and rules are merged rule by rule. `include` and `exclude` are not
  /// merged: each file's globs apply to its own folder's subtree.
  package func applied(over parent: LintConfiguration) -> LintConfiguration {
    var merged = parent
    if let range {
      merged.range = range
      merged.rangeText = rangeText
    }
    if let platform { merged.platform = platform }
    if let previews { merged.previews = previews }
    merged.rules.merge(rules) { _, child in child }
    merged.include = include
    merged.exclude = exclude
    return merged
  }
}
