/// The versions an app supports: a minimum deployment target and, optionally, a maximum.
///
/// The maximum is kept as an exclusive upper bound. A maximum written with one number covers
/// its whole major release (`18` means every 18.x, so `--max 18` and `15-18` include 18.6);
/// one written with two or three numbers is exact (`18.0` stops at 18.0, before 18.0.1).
/// Without a maximum the range runs through the latest release in the data.
public struct DeploymentRange: Sendable, Hashable {
  /// The lowest version in the range: the deployment target.
  public package(set) var minimum: OSVersion
  /// The first version above the range, or `nil` for "through the latest release".
  public package(set) var upperBound: OSVersion?
  /// The text of the maximum as the user wrote it, for messages; `nil` without a maximum.
  package var maximumText: String?

  /// Creates a range from a minimum and an exclusive upper bound.
  public init(minimum: OSVersion, upperBound: OSVersion? = nil, maximumText: String? = nil) {
    self.minimum = minimum
    self.upperBound = upperBound
    self.maximumText = maximumText ?? upperBound.map { "<\($0)" }
  }

  /// Parses a range from a minimum and an optional inclusive maximum, as `--min` and `--max`
  /// give them.
  public static func parse(minimum: String, maximum: String?) throws(VersionError)
    -> DeploymentRange
  {
    let low = try OSVersion.parse(minimum)
    guard let maximum else { return DeploymentRange(minimum: low) }
    let high = try OSVersion.parse(maximum)
    let bound = inclusiveBound(high, precision: OSVersion.precision(of: maximum))
    guard low < bound else {
      throw .minimumAboveMaximum(minimum: minimum, maximum: maximum)
    }
    return DeploymentRange(minimum: low, upperBound: bound, maximumText: maximum)
  }

  /// The exclusive bound for an inclusive maximum written with `precision` numbers: the next
  /// major for one number, else the version just above it.
  static func inclusiveBound(_ version: OSVersion, precision: Int) -> OSVersion {
    precision == 1 ? OSVersion(version.major + 1) : version.successor
  }

  /// Whether a version lies in the range, ignoring what the data says is the latest release.
  package func contains(_ version: OSVersion) -> Bool {
    version >= minimum && upperBound.map { version < $0 } ?? true
  }
}

extension DeploymentRange: CustomStringConvertible {
  /// The range as a person writes it: `15.0-18`, `16.4+`, `16.4..<18.0`.
  public var description: String {
    guard let maximumText else { return "\(minimum)+" }
    if maximumText.hasPrefix("<") { return "\(minimum)..\(maximumText)" }
    return "\(minimum)-\(maximumText)"
  }
}
