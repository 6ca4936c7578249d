import CompatMatrixCore

extension MatrixLoader {
  /// The shipped matrix files as they were when the library was built.
  ///
  /// `loadShipped(team:)` does not need them; they are kept for checking the shipped data
  /// again, as `compat-matrix validate` does with `load(shipped:team:)`.
  public static func embedded() -> [MatrixFile] {
    EmbeddedMatrices.files.map { MatrixFile(path: $0.path, bytes: Array($0.text.utf8)) }
  }

  /// The shipped matrices, plus a team's files that add to them or replace shipped ones.
  ///
  /// The shipped data was validated when the library was built and is not checked again;
  /// a team's files, and how they merge with the shipped data, are checked exactly as
  /// `load(shipped:team:)` checks them.
  public static func loadShipped(team: [MatrixFile] = []) throws(MatrixLoadError) -> Matrix {
    try load(validated: EmbeddedMatrices.declarations(), team: team)
  }

  /// The shipped releases of each platform, built without the rest of the data.
  ///
  /// The same releases `loadShipped().platforms` holds, for a caller that needs nothing else:
  /// `versions` prints them without building every concern and API record.
  package static func shippedReleases() -> [Platform: PlatformReleases] {
    // The shipped data was validated when the library was built: one entry per platform.
    Dictionary(
      EmbeddedMatrices.platformReleases().map { ($0.platform, $0) },
      uniquingKeysWith: { first, _ in first })
  }
}
