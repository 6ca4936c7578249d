/// A platform's releases as the data lists them: the version axis.
public struct PlatformReleases: Sendable, Hashable {
  /// The platform.
  public package(set) var platform: Platform
  /// The releases, in increasing order.
  public package(set) var releases: [Release]
  /// Where the platform was declared.
  package var declaredAt: SourceReference

  /// Creates a platform's release list.
  package init(platform: Platform, releases: [Release], declaredAt: SourceReference) {
    self.platform = platform
    self.releases = releases
    self.declaredAt = declaredAt
  }

  /// The releases as a version axis.
  package var axis: VersionAxis {
    VersionAxis(platform: platform, releases: releases.map(\.version))
  }
}

/// One release of a platform.
public struct Release: Sendable, Hashable {
  /// Where each field's value starts, keyed by its path below the declaration
  /// (`id`, `requires[1]`), so validation can point at the value at fault.
  package var fieldLocations = FieldLocations()
  /// The version.
  public package(set) var version: OSVersion
  /// The release date, `YYYY-MM-DD`.
  public package(set) var date: String
  /// Anything a reader should know.
  package var note: String?
  /// The evidence for the version and date.
  public package(set) var evidence: Evidence
  /// Where the release was declared.
  package var declaredAt: SourceReference

  /// Creates a release.
  package init(
    version: OSVersion, date: String, note: String? = nil, evidence: Evidence,
    declaredAt: SourceReference
  ) {
    self.version = version
    self.date = date
    self.note = note
    self.evidence = evidence
    self.declaredAt = declaredAt
  }
}
