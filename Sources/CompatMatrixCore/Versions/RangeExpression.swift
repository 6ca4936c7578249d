/// Parses a deployment range written as one expression, in the style of browserslist.
///
/// | expression | range |
/// |---|---|
/// | `16` | every 16.x |
/// | `16.4` | 16.4 only |
/// | `15-18` | 15.0 through every 18.x |
/// | `15.0...17.5` | 15.0 through 17.5 |
/// | `16.4..<18` | 16.4 up to, not including, 18.0 |
/// | `>=15.4`, `15.4+` | 15.4 through the latest release |
///
/// Spaces around the operators are allowed. Any dash may stand for `-`: the en dash the tool
/// itself writes (`15.0–18.x` in a plan), an em dash, a minus sign or a Unicode hyphen, so that
/// a range copied from the tool's output or a document reads as written.
public enum RangeExpression {
  /// The characters read as `-` between two versions: the hyphen-minus, and U+2010 hyphen,
  /// U+2011 non-breaking hyphen, U+2012 figure dash, U+2013 en dash, U+2014 em dash and U+2212
  /// minus sign.
  static let dashes: [String] = [
    "-", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2212}",
  ]

  /// Parses an expression, or throws an error quoting it.
  public static func parse(_ text: String) throws(VersionError) -> DeploymentRange {
    let trimmed = String(text.trimming(" \t"))
    if trimmed.isEmpty { throw .malformedRange(text) }
    if trimmed.hasPrefix(">=") {
      let version = try version(String(trimmed.dropFirst(2).trimming(" \t")), in: text)
      return DeploymentRange(minimum: version)
    }
    if trimmed.hasSuffix("+") {
      let version = try version(String(trimmed.dropLast().trimming(" \t")), in: text)
      return DeploymentRange(minimum: version)
    }
    let separators = [("..<", false), ("...", true)] + dashes.map { ($0, true) }
    for (separator, inclusive) in separators {
      guard let found = trimmed.firstRange(ofText: separator) else { continue }
      let lowText = String(trimmed[..<found.lowerBound].trimming(" \t"))
      let highText = String(trimmed[found.upperBound...].trimming(" \t"))
      let low = try version(lowText, in: text)
      let high = try version(highText, in: text)
      let bound =
        inclusive
        ? DeploymentRange.inclusiveBound(high, precision: OSVersion.precision(of: highText))
        : high
      guard low < bound else {
        if !inclusive, low == high { throw .emptyRange(trimmed, minimum: lowText) }
        throw .minimumAboveMaximum(minimum: lowText, maximum: highText)
      }
      let maximumText = inclusive ? highText : "<\(high)"
      return DeploymentRange(minimum: low, upperBound: bound, maximumText: maximumText)
    }
    let single = try version(trimmed, in: text)
    return DeploymentRange(
      minimum: single,
      upperBound: DeploymentRange.inclusiveBound(
        single, precision: OSVersion.precision(of: trimmed)),
      maximumText: trimmed)
  }

  /// Parses one side of an expression; a malformed side reports the whole expression.
  private static func version(_ text: String, in expression: String) throws(VersionError)
    -> OSVersion
  {
    guard !text.isEmpty, let version = OSVersion(text) else {
      throw .malformedRange(expression)
    }
    return version
  }
}
