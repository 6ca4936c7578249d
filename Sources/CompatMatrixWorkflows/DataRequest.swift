import CompatMatrixCore
import CompatMatrixData

/// The data a workflow works on: the shipped matrices, with a team's folder of matrix files
/// (`--matrices`) over them that add to them or replace shipped ones with the same id.
package struct DataRequest: Sendable, Hashable {
  /// The team's folder as the user named it, which messages show; `nil` for the shipped data
  /// alone.
  package var folder: String?
  /// The working folder, which a relative `folder` is found in.
  package var directory: String
  /// Whether the shipped files are checked again from their text, as `validate` does; else
  /// the declarations validated when the tool was built are used as they are.
  package var checksShippedFiles: Bool

  /// Creates a request.
  package init(folder: String? = nil, directory: String, checksShippedFiles: Bool = false) {
    self.folder = folder
    self.directory = directory
    self.checksShippedFiles = checksShippedFiles
  }

  /// The shipped data with the team's files over it.
  ///
  /// A folder that cannot be read is `.folder`; bad files are `.invalid`, and every one is
  /// reported: the entries that cannot be read with the problems of the rest.
  package func load() throws(DataLoadError) -> Matrix {
    try Self.matrix(team(), checkingShippedFiles: checksShippedFiles)
  }

  /// The data, as `load()` loads it; a failure is the workflow's, as `wrap` makes it.
  package func load<Failure: Error>(orThrow wrap: (DataLoadError) -> Failure) throws(Failure)
    -> Matrix
  {
    do {
      return try load()
    } catch {
      throw wrap(error)
    }
  }

  /// The releases the data knows for `platform`, or `nil` when it knows none.
  ///
  /// The same as `load().platforms[platform]`; without a team folder and without checking the
  /// shipped files again, only the shipped releases are built, not the rest of the data.
  package func releases(of platform: Platform) throws(DataLoadError) -> PlatformReleases? {
    guard folder != nil || checksShippedFiles else {
      return MatrixLoader.shippedReleases()[platform]
    }
    return try load().platforms[platform]
  }

  /// The data, as `load()` loads it, and the files it came from: shipped, then the team's.
  package func loadWithFiles() throws(DataLoadError) -> (matrix: Matrix, files: [MatrixFile]) {
    let team = try team()
    let matrix = try Self.matrix(team, checkingShippedFiles: checksShippedFiles)
    return (matrix, MatrixLoader.embedded() + team.files)
  }

  /// The files of the team's folder and the entries that cannot be read.
  private func team() throws(DataLoadError) -> MatrixDirectory.Contents {
    guard let folder else { return MatrixDirectory.Contents(files: [], problems: []) }
    do {
      return try MatrixDirectory.contents(
        of: FilePaths.absolute(folder, in: directory), displayName: folder)
    } catch {
      throw .folder(error)
    }
  }

  /// The shipped data with the team's files over it; every problem is `.invalid`.
  private static func matrix(_ team: MatrixDirectory.Contents, checkingShippedFiles: Bool)
    throws(DataLoadError) -> Matrix
  {
    let loaded: Matrix
    do throws(MatrixLoadError) {
      loaded =
        try checkingShippedFiles
        ? MatrixLoader.load(shipped: MatrixLoader.embedded(), team: team.files)
        : MatrixLoader.loadShipped(team: team.files)
    } catch {
      throw .invalid(MatrixLoadError(diagnostics: team.problems + error.diagnostics))
    }
    guard team.problems.isEmpty else {
      throw .invalid(MatrixLoadError(diagnostics: team.problems))
    }
    return loaded
  }
}
