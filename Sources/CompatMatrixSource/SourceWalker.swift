import CompatMatrixCore
import Foundation

/// Finds the Swift files to lint below the given paths.
///
/// Skips `.build`, `DerivedData`, `Pods`, `Carthage`, `checkouts` and hidden folders, and
/// whatever the configuration excludes. Follows a symbolic link only when it leads to a place
/// inside the paths given and not to a folder already walked, so links out of the project and
/// link loops are never followed. Reports only what a user would want to know about: files
/// given by name, and `.swift` files it cannot lint.
public struct SourceWalker: Sendable {
  /// Folders never entered.
  public static let skippedFolders: Set<String> = [
    ".build", "DerivedData", "Pods", "Carthage", "checkouts",
  ]

  /// A file to lint: where it is, and how messages name it.
  public struct File: Sendable, Hashable, Comparable {
    /// The absolute path.
    package let path: String
    /// The path as displayed, relative to the working folder when inside it.
    package let display: String

    /// Creates a file.
    package init(path: String, display: String) {
      self.path = path
      self.display = display
    }

    /// Orders by displayed path.
    public static func < (lhs: File, rhs: File) -> Bool { lhs.display < rhs.display }
  }

  /// Why the walk could not start.
  public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// A path given does not exist.
    case notFound(String)

    /// The message, on one line.
    public var description: String {
      switch self {
      case .notFound(let path): MessageText.oneLine("no such file or folder: '\(path)'")
      }
    }
  }

  /// What a walk found besides the files to lint: the projects and configuration files met on
  /// the way, which say how the files are built and linted.
  public struct Walk: Sendable, Hashable {
    /// The files to lint, sorted by displayed path.
    public var files: [File]
    /// The files skipped.
    public var skipped: [SkippedFile]
    /// Every `.xcodeproj` folder and `Package.swift` met, absolute, in walk order.
    public var projects: [String]
    /// Every file named `markerFile` met, absolute, in walk order.
    public var markers: [String]
  }

  private let roots: [(given: String, absolute: String)]
  private let base: String
  private let filters: [PathFilter]
  private let markerFile: String?

  /// Creates a walker; `roots` are the paths as the user gave them, resolved against `base`,
  /// the working folder, which also anchors the displayed paths and the globs.
  public init(roots: [String], base: String, include: [PathGlob] = [], exclude: [PathGlob] = []) {
    self.init(
      roots: roots, base: base,
      filters: include.isEmpty && exclude.isEmpty
        ? [] : [PathFilter(folder: base, include: include, exclude: exclude)])
  }

  /// Creates a walker whose globs are anchored at the folders of `filters`; a walk also
  /// records every file named `markerFile` it meets, hidden or not.
  public init(roots: [String], base: String, filters: [PathFilter], markerFile: String? = nil) {
    self.base = Self.clean(base)
    self.roots = roots.map { ($0, Self.clean($0.hasPrefix("/") ? $0 : base + "/" + $0)) }
    self.filters = filters
    self.markerFile = markerFile
  }

  /// Whether a skipped file was named as a path of its own, not met while walking a folder:
  /// a file the user asked for by name, which a run must not pass over with a warning.
  public func wasGivenByName(_ skipped: SkippedFile) -> Bool {
    roots.contains { root in
      display(root.absolute) == skipped.file && FileKind.at(root.absolute) != .directory
    }
  }

  /// The files to lint, sorted by displayed path, and the files skipped.
  public func walk() throws(Failure) -> (files: [File], skipped: [SkippedFile]) {
    let walk = try walkAll()
    return (walk.files, walk.skipped)
  }

  /// The files to lint, the files skipped, and the projects and marker files met.
  public func walkAll() throws(Failure) -> Walk {
    var files: [File] = []
    var skipped: [SkippedFile] = []
    var found = Walk(files: [], skipped: [], projects: [], markers: [])
    var visited = Set<String>()
    let realRoots = roots.map { Self.realPath($0.absolute) ?? $0.absolute }
    for root in roots {
      var info = stat()
      guard lstat(root.absolute, &info) == 0 || stat(root.absolute, &info) == 0 else {
        throw .notFound(root.given)
      }
      var target = stat()
      guard stat(root.absolute, &target) == 0 else {
        skipped.append(SkippedFile(file: display(root.absolute), reason: Self.linkFailure(errno)))
        continue
      }
      if Self.isDirectory(target) {
        walkFolder(
          root.absolute, realRoots: realRoots, visited: &visited, files: &files,
          skipped: &skipped, found: &found)
      } else if Self.isRegular(target) {
        if root.absolute.hasSuffix(".swift") {
          files.append(File(path: root.absolute, display: display(root.absolute)))
        } else {
          skipped.append(SkippedFile(file: display(root.absolute), reason: .notSwift))
        }
      } else {
        skipped.append(SkippedFile(file: display(root.absolute), reason: .notRegularFile))
      }
    }
    found.files = Array(Set(files)).sorted()
    found.skipped = skipped
    return found
  }

  private func walkFolder(
    _ folder: String, realRoots: [String], visited: inout Set<String>, files: inout [File],
    skipped: inout [SkippedFile], found: inout Walk
  ) {
    // An explicit stack: deep folder trees never overflow the call stack.
    var stack = [folder]
    while let current = stack.popLast() {
      let real = Self.realPath(current) ?? current
      guard visited.insert(real).inserted else { continue }
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: current) else {
        skipped.append(
          SkippedFile(file: display(current), reason: .unreadable("cannot list the folder")))
        continue
      }
      var folders: [String] = []
      let sorted = names.sorted()
      if let markerFile, sorted.contains(markerFile) {
        found.markers.append(current + "/" + markerFile)
      }
      for name in sorted where !name.hasPrefix(".") {
        let path = current + "/" + name
        var info = stat()
        guard lstat(path, &info) == 0 else { continue }
        let shown = display(path)
        if filters.contains(where: { $0.excludes(path) }) { continue }
        var target = info
        if Self.isLink(info) {
          guard stat(path, &target) == 0 else {
            let reason = Self.linkFailure(errno)
            if name.hasSuffix(".swift") { skipped.append(SkippedFile(file: shown, reason: reason)) }
            continue
          }
          guard let resolved = Self.realPath(path),
            realRoots.contains(where: { resolved == $0 || resolved.hasPrefix($0 + "/") })
          else {
            if name.hasSuffix(".swift") {
              skipped.append(SkippedFile(file: shown, reason: .linkOutsideRoots))
            }
            continue
          }
        }
        if Self.isDirectory(target) {
          if name.hasSuffix(".xcodeproj") {
            found.projects.append(path)
          } else if !Self.skippedFolders.contains(name) {
            folders.append(path)
          }
        } else if name.hasSuffix(".swift") {
          if name == "Package.swift" { found.projects.append(path) }
          guard filters.allSatisfy({ $0.includes(path) }) else { continue }
          if Self.isRegular(target) {
            files.append(File(path: path, display: shown))
          } else {
            skipped.append(SkippedFile(file: shown, reason: .notRegularFile))
          }
        }
      }
      stack += folders.reversed()
    }
  }

  /// A path relative to the base when inside it.
  private func display(_ path: String) -> String {
    if path == base { return "." }
    if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
    return path
  }

  /// The path with `.` and `..` segments and doubled slashes removed, not following links.
  static func clean(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Why a symbolic link could not be followed, from the error `stat` set.
  static func linkFailure(_ code: Int32) -> SkipReason {
    switch code {
    case ELOOP: .linkLoop
    case ENOENT, ENOTDIR: .brokenLink
    default: .unreadable(String(cString: strerror(code)))
    }
  }

  package static func isDirectory(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFDIR }
  static func isRegular(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFREG }
  static func isLink(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFLNK }
}

/// Reads a source file for linting: a bounded read of a regular file, refused when it is too
/// large or not UTF-8 text.
package enum SourceReader {
  /// The largest file linted, in bytes.
  package static let fileSizeLimit = 8 * 1024 * 1024

  /// The file's bytes, or why it cannot be linted.
  ///
  /// Read with `RegularFile`, so a FIFO or a device (`/dev/zero`) is refused without reading,
  /// and a file swapped after the walk cannot slip through.
  package static func read(_ path: String) -> Result<[UInt8], SkipReason> {
    let bytes: [UInt8]
    do {
      // One byte more than the limit, to tell a file at the limit from one above it.
      bytes = try RegularFile.read(path, upTo: fileSizeLimit + 1)
    } catch .notRegular, .directory {
      return .failure(.notRegularFile)
    } catch {
      return .failure(.unreadable(error.description))
    }
    if bytes.count > fileSizeLimit { return .failure(.tooLarge(limit: fileSizeLimit)) }
    if bytes.contains(0) || UTF8Validation.firstInvalidByte(in: bytes) != nil {
      return .failure(.notText)
    }
    return .success(bytes)
  }
}
