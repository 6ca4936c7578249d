/// The known releases of one platform, in increasing order: the version axis of tables and
/// the meaning of "earliest" and "latest".
///
/// Numbering may jump (iOS goes from 18 to 26); nothing here assumes consecutive majors.
package struct VersionAxis: Sendable, Hashable {
  /// The platform the releases belong to.
  package let platform: Platform
  /// The releases, sorted and without duplicates.
  package let releases: [OSVersion]
  /// The versions known to be releases, sorted: every release listed, and the first release
  /// (`x.0`) of every major listed, which exists even where a team's data leaves it out.
  ///
  /// Statuses change only at these versions, ranges must hold one, and plans cut ranges only
  /// at them: a version between two of them (`19.0`, between 18.x and 26.0) is no release.
  package let knownReleases: [OSVersion]

  /// Creates an axis; the releases are sorted and duplicates dropped.
  package init(platform: Platform, releases: [OSVersion]) {
    self.platform = platform
    // Data lists its releases in order, which validation checks: then nothing is sorted.
    let sorted =
      zip(releases, releases.dropFirst()).allSatisfy { $0 < $1 }
      ? releases : Array(Set(releases)).sorted()
    self.releases = sorted
    var known: [OSVersion] = []
    known.reserveCapacity(sorted.count + 16)
    for release in sorted {
      let first = OSVersion(release.major)
      if release != first, known.last.map({ $0 < first }) ?? true { known.append(first) }
      known.append(release)
    }
    self.knownReleases = known
  }

  /// Whether a version is a known release: listed, or the first release of a major listed.
  package func isKnownRelease(_ version: OSVersion) -> Bool {
    let index = firstKnownRelease(atOrAbove: version)
    return index < knownReleases.count && knownReleases[index] == version
  }

  /// The last known release below a version and the first above it (either may be missing),
  /// for messages about a version that is no release.
  package func knownReleases(around version: OSVersion) -> (below: OSVersion?, above: OSVersion?) {
    let index = firstKnownRelease(atOrAbove: version)
    let below = index > 0 ? knownReleases[index - 1] : nil
    // The releases are unique, so at most one equals the version.
    let next = index < knownReleases.count && knownReleases[index] == version ? index + 1 : index
    return (below, next < knownReleases.count ? knownReleases[next] : nil)
  }

  /// The index of the first known release at or above a version (the count when none is).
  private func firstKnownRelease(atOrAbove version: OSVersion) -> Int {
    knownReleases.partitionIndex(atOrAbove: version)
  }

  /// The first known release at or above a version: where a change that the data dates at
  /// `version` reaches users. `nil` above the latest release.
  package func knownRelease(atOrAbove version: OSVersion) -> OSVersion? {
    let index = firstKnownRelease(atOrAbove: version)
    return index < knownReleases.count ? knownReleases[index] : nil
  }

  /// The earliest release, if any.
  package var earliest: OSVersion? { releases.first }
  /// The latest release, if any.
  package var latest: OSVersion? { releases.last }

  /// The first release of each major version: the columns of a compact table.
  package var majorReleases: [OSVersion] {
    var seen = Set<Int>()
    return releases.filter { seen.insert($0.major).inserted }
  }

  /// Checks a range against the data and fixes its maximum to a known release.
  ///
  /// The minimum must lie between the earliest and the latest release; so must a maximum the
  /// user wrote. A range must hold a known release (see `knownReleases`): one that holds none
  /// (`20-22` between 18.x and 26.0, `18.8-19`, `15.4.2-15.4.3` between 15.4.1 and 15.5) is an
  /// error that names the releases around it. The minimum itself need not be a release.
  package func resolve(_ range: DeploymentRange) throws(VersionError) -> ResolvedRange {
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
        throw .maximumAboveLatestRelease(
          String(text.trimmingPrefix("<")), platform: platform, latest: latest)
      }
    }
    let inRange = knownReleases.filter { range.contains($0) }
    guard let maximum = inRange.last else {
      let (below, above) = knownReleases(around: range.minimum)
      throw .noReleaseInRange(range.description, platform: platform, below: below, above: above)
    }
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
  /// The last known release in the range.
  public let maximum: OSVersion
  /// The known releases in the range, in order (see `VersionAxis.knownReleases`).
  public let releases: [OSVersion]
  /// Whether the range runs through the latest release in the data.
  public let isOpenEnded: Bool

  /// Creates a resolved range directly; `VersionAxis.resolve(_:)` is the checked way.
  package init(
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
  package var end: OSVersion { maximum.successor }

  /// Whether a version lies in the range.
  public func contains(_ version: OSVersion) -> Bool {
    version >= minimum && version <= maximum
  }

  /// The first of the range's releases at or above a version, or `nil`: where a change the
  /// data dates at a version that is no release (19.0, between 18.x and 26.0) takes effect.
  package func release(atOrAbove version: OSVersion) -> OSVersion? {
    let index = releases.partitionIndex(atOrAbove: version)
    return index < releases.count ? releases[index] : nil
  }
}

extension [OSVersion] {
  /// In a sorted array, the index of the first version at or above `version` (the count when
  /// none is), by binary search.
  fileprivate func partitionIndex(atOrAbove version: OSVersion) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle] < version { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
