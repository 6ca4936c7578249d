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
}
