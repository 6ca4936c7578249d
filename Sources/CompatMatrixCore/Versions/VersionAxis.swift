/// The known releases of one platform, in increasing order: the version axis of tables and
/// the meaning of "earliest" and "latest".
///
/// Numbering may jump (iOS goes from 18 to 26); nothing here assumes consecutive majors.
public struct VersionAxis: Sendable, Hashable {
  /// The platform the releases belong to.
  public let platform: Platform
  /// The releases, sorted and without duplicates.
  public let releases: [OSVersion]

  /// Creates an axis; the releases are sorted and duplicates dropped.
  public init(platform: Platform, releases: [OSVersion]) {
    self.platform = platform
    self.releases = Array(Set(releases)).sorted()
  }

  /// The earliest release, if any.
  public var earliest: OSVersion? { releases.first }
  /// The latest release, if any.
  public var latest: OSVersion? { releases.last }

  /// The first release of each major version: the columns of a compact table.
  public var majorReleases: [OSVersion] {
    var seen = Set<Int>()
    return releases.filter { seen.insert($0.major).inserted }
  }

  /// Checks a range against the data and fixes its maximum to a known release.
  ///
  /// The minimum must lie between the earliest and the latest release; so must a maximum the
  /// user wrote. A range that holds no release at all (`20-22`, between 18.x and 26.0) is an
  /// error, unless its minimum belongs to a major release the data knows (`15.3`).
  public func resolve(_ range: DeploymentRange) throws(VersionError) -> ResolvedRange {
    guard let earliest, let latest else { throw .noReleaseData(platform) }
    if range.minimum < earliest {
      throw .belowEarliestRelease(range.minimum.description, platform: platform, earliest: earliest)
    }
    if range.minimum > latest {
      throw .aboveLatestRelease(range.minimum.description, platform: platform, latest: latest)
    }
    if let bound = range.upperBound, let text = range.maximumText {
      // An exclusive bound may sit just above the latest major (`..<27` with 26.x known);
      // an inclusive maximum must be a version the data reaches.
      let beyond =
        text.hasPrefix("<")
        ? bound > OSVersion(latest.major + 1)
        : (OSVersion(text).map { $0 > latest } ?? false)
      if beyond {
        throw .aboveLatestRelease(
          String(text.trimmingPrefix("<")), platform: platform, latest: latest)
      }
    }
    let inRange = releases.filter { range.contains($0) }
    if inRange.isEmpty, !releases.contains(where: { $0.major == range.minimum.major }) {
      throw .noReleaseInRange(range.description, platform: platform)
    }
    let maximum = inRange.last ?? range.minimum
    return ResolvedRange(
      platform: platform, minimum: range.minimum, maximum: maximum,
      releases: inRange, isOpenEnded: range.upperBound == nil || maximum == latest)
  }
}

/// A deployment range checked against the data: a minimum and the last release it covers.
public struct ResolvedRange: Sendable, Hashable {
  /// The platform.
  public let platform: Platform
  /// The minimum deployment target.
  public let minimum: OSVersion
  /// The last release in the range (the minimum itself when the range holds no release).
  public let maximum: OSVersion
  /// The releases in the range, in order.
  public let releases: [OSVersion]
  /// Whether the range runs through the latest release in the data.
  public let isOpenEnded: Bool

  /// Creates a resolved range directly; `VersionAxis.resolve(_:)` is the checked way.
  public init(
    platform: Platform, minimum: OSVersion, maximum: OSVersion, releases: [OSVersion],
    isOpenEnded: Bool
  ) {
    self.platform = platform
    self.minimum = minimum
    self.maximum = maximum
    self.releases = releases
    self.isOpenEnded = isOpenEnded
  }

  /// The first version above the range, as an exclusive bound.
  public var end: OSVersion { maximum.successor }

  /// Whether a version lies in the range.
  public func contains(_ version: OSVersion) -> Bool {
    version >= minimum && version <= maximum
  }
}
