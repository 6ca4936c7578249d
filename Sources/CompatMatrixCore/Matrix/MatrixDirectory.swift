#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the matrix files of a folder: every `*.json` file below it, except hidden files, files
/// in hidden folders and files in folders named `schema`.
///
/// Hidden entries (names that begin with a dot) are left out because editors and systems leave
/// them beside data, and they are no matrix files: Emacs' `.#name.json` lock links, macOS'
/// `._name.json` resource forks, `.git` and `.build` folders.
public enum MatrixDirectory {
  /// Why a matrices folder could not be read at all.
  public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing exists at the path.
    case notFound(String)
    /// The path is not a folder; `kind` says what it is (`a file`, `a FIFO`).
    case notADirectory(String, kind: String)
    /// The folder could not be listed.
    case unreadable(String, reason: String)
    /// Files or folders inside it could not be read: one problem each, located like every
    /// other problem with a matrix file.
    case unreadableEntries([MatrixDiagnostic])

    /// Whether the path itself is at fault (a usage error) rather than what the folder holds
    /// (bad data): nothing is there, or it is not a folder.
    package var isArgumentError: Bool {
      switch self {
      case .notFound, .notADirectory: true
      case .unreadable, .unreadableEntries: false
      }
    }

    /// The message for the user; one line per problem.
    public var description: String {
      switch self {
      case .unreadableEntries(let problems): problems.map(\.description).joined(separator: "\n")
      default: MessageText.oneLine(text)
      }
    }

    /// The message before `MessageText.oneLine(_:)` escapes what it quotes.
    private var text: String {
      switch self {
      case .notFound(let path): "no matrices folder at '\(path)'"
      case .notADirectory(let path, let kind):
        "'\(path)' is \(kind); expected a folder of matrix files"
      case .unreadable(let path, let reason): "cannot read '\(path)': \(reason)"
      case .unreadableEntries: ""
      }
    }
  }

  /// A folder's matrix files, and a problem for every entry that should have been read and
  /// could not.
  package struct Contents: Sendable, Hashable {
    /// The files read, sorted by path.
    package let files: [MatrixFile]
    /// The `*.json` entries and folders that could not be read, sorted.
    package let problems: [MatrixDiagnostic]

    /// Creates a folder's contents.
    package init(files: [MatrixFile], problems: [MatrixDiagnostic]) {
      self.files = files
      self.problems = problems
    }
  }

  /// The folder's matrix files, sorted, each named `displayName` plus its path inside; throws
  /// when the folder cannot be read, or when any entry in it cannot (see `contents(of:)`).
  public static func read(_ path: String, displayName: String? = nil) throws(Failure)
    -> [MatrixFile]
  {
    let contents = try contents(of: path, displayName: displayName)
    guard contents.problems.isEmpty else { throw .unreadableEntries(contents.problems) }
    return contents.files
  }

  /// The folder's matrix files, and every entry that could not be read; throws only when the
  /// folder itself cannot be read.
  ///
  /// Links to files are followed; links to folders are not, so a loop of links cannot trap
  /// the walk. A `*.json` entry that cannot be read, such as a broken link, a loop of links, a
  /// FIFO or a device, and a folder that cannot be listed, are problems rather than being
  /// skipped, so no file is silently lost; the walk goes on past them, so that every one is
  /// reported. A problem is located at line 1, column 1 of the entry.
  ///
  /// `displayName` is the folder as the user wrote it (defaults to `path`), so messages name
  /// files the way the user would. Files larger than `MatrixLoader.fileSizeLimit` are returned
  /// cut one byte past the limit, so that loading reports them without reading them whole.
  package static func contents(of path: String, displayName: String? = nil) throws(Failure)
    -> Contents
  {
    let shown = displayName ?? path
    guard let kind = FileKind.at(path) else { throw .notFound(shown) }
    guard kind == .directory else { throw .notADirectory(shown, kind: kind.description) }
    let prefix = shown.hasSuffix("/") ? shown : shown + "/"
    var files: [MatrixFile] = []
    var problems: [MatrixDiagnostic] = []
    // Folders still to list: the path, and the path inside the folder ("" for the folder).
    var pending: [(path: String, inside: String)] = [(path, "")]
    while let folder = pending.popLast() {
      let entries: [String]
      do {
        entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      } catch {
        let reason = SystemErrorText.reason(error)
        if folder.inside.isEmpty { throw .unreadable(shown, reason: reason) }
        problems.append(
          MatrixDiagnostic(
            file: prefix + folder.inside, location: SourceLocation(line: 1, column: 1), path: "",
            message: .unreadableFolder(reason: reason)))
        continue
      }
      for name in entries where !name.hasPrefix(".") {
        let entry = folder.path + "/" + name
        let inside = folder.inside.isEmpty ? name : folder.inside + "/" + name
        if isFolder(entry) {
          if name != "schema" { pending.append((entry, inside)) }
          continue
        }
        guard name.hasSuffix(".json") else { continue }
        do {
          let bytes = try RegularFile.read(entry, upTo: MatrixLoader.fileSizeLimit + 1)
          files.append(MatrixFile(path: prefix + inside, bytes: bytes))
        } catch .directory {
          // A link to a folder: links to folders are not followed, so no loop can trap the walk.
          continue
        } catch {
          problems.append(
            MatrixDiagnostic(
              file: prefix + inside, location: SourceLocation(line: 1, column: 1), path: "",
              message: .unreadable(reason: error.description)))
        }
      }
    }
    return Contents(files: files.sorted { $0.path < $1.path }, problems: problems.sorted())
  }

  /// Whether the path is a folder itself, not a link to one.
  private static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && FileKind(mode: info.st_mode) == .directory
  }
}
