import CompatMatrixCore

extension MatrixLoader {
  /// The shipped matrices, embedded in the binary at build time.
  public static func embedded() -> [MatrixFile] {
    EmbeddedMatrices.files.map { MatrixFile(path: $0.path, bytes: $0.bytes) }
  }
}
