import Foundation

/// Reads the matrix files of a folder: every `*.json` file below it, except inside folders
/// named `schema` and hidden folders.
public enum MatrixDirectory {
  /// Why a matrices folder could not be read.
  public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing exists at the path.
    case notFound(String)
    /// The path is not a folder; `kind` says what it is (`a file`, `a FIFO`).
    case notADirectory(String, kind: String)
    /// The folder or a file in it could not be read.
    case unreadable(String, reason: String)

    /// The message for the user.
    public var description: String { MessageText.oneLine(text) }

    /// The message before `MessageText.oneLine(_:)` escapes what it quotes.
    private var text: String {
      switch self {
      case .notFound(let path): "no matrices folder at '\(path)'"
      case .notADirectory(let path, let kind):
        "'\(path)' is \(kind); expected a folder of matrix files"
      case .unreadable(let path, let reason): "cannot read '\(path)': \(reason)"
      }
    }
  }

  /// The folder's matrix files, sorted, each named `displayName` plus its path inside.
  ///
  /// Links to files are followed; links to folders are not, so a loop of links cannot trap
  /// the walk. A `*.json` entry that cannot be read, such as a broken link, a loop of links,
  /// a FIFO or a device, is an error rather than being skipped, so no file is silently lost.
  ///
  /// `displayName` is the folder as the user wrote it (defaults to `path`), so messages
  /// name files the way the user would. Files larger than `MatrixLoader.fileSizeLimit` are
  /// returned cut one byte past the limit, so that loading reports them without reading them
  /// whole.
  public static func read(_ path: String, displayName: String? = nil) throws(Failure)
    -> [MatrixFile]
  {
    let shown = displayName ?? path
    let manager = FileManager.default
    guard let kind = FileKind.at(path) else { throw .notFound(shown) }
    guard kind == .directory else { throw .notADirectory(shown, kind: kind.description) }
    let root = URL(fileURLWithPath: path, isDirectory: true)
    guard
      let enumerator = manager.enumerator(
        at: root, includingPropertiesForKeys: [.isDirectoryKey, .isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { throw .unreadable(shown, reason: "the folder cannot be listed") }
    var files: [MatrixFile] = []
    let prefix = shown.hasSuffix("/") ? shown : shown + "/"
    while let url = enumerator.nextObject() as? URL {
      let values = try? url.resourceValues(forKeys: [.isDirectoryKey])
      if values?.isDirectory == true {
        if url.lastPathComponent == "schema" { enumerator.skipDescendants() }
        continue
      }
      guard url.pathExtension == "json" else { continue }
      let relative = String(
        url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
      let display = prefix + relative
      do {
        let bytes = try RegularFile.read(url.path, upTo: MatrixLoader.fileSizeLimit + 1)
        files.append(MatrixFile(path: display, bytes: bytes))
      } catch .directory {
        // A link to a folder: links to folders are not followed, so no loop can trap the walk.
        continue
      } catch {
        throw .unreadable(display, reason: error.description)
      }
    }
    return files.sorted { $0.path < $1.path }
  }
}
