import CompatMatrixCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the Swift files to lint below the given paths (or files of other extensions, for
/// readers that want them too).
///
/// Skips `.build`, `DerivedData`, `Pods`, `Carthage`, `checkouts` and hidden folders, and
/// whatever the configuration excludes. Follows a symbolic link only when it leads to a place
/// inside the paths given and not to a folder already walked, so links out of the project and
/// link loops are never followed. Reports only what a user would want to know about: files
/// given by name, and `.swift` files it cannot lint.
///
/// Names are read and passed to the system as bytes (`SystemPath`), so a file whose name is
/// not UTF-8 (legal on Linux, and on macOS in some archives) is found, read and rewritten by
/// the name it has; messages show such a byte as `\x{E9}`.
public struct SourceWalker: Sendable {
  /// Folders never entered.
  package static let skippedFolders: Set<String> = [
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
  package struct Walk: Sendable, Hashable {
    /// The files to lint, sorted by displayed path.
    package var files: [File]
    /// The files skipped.
    package var skipped: [SkippedFile]
    /// Every `.xcodeproj` folder and `Package.swift` met, absolute, in walk order.
    package var projects: [String]
    /// Every file named `markerFile` met, absolute, in walk order.
    package var markers: [String]
    /// The hidden files met whose names mark them as a writer's temporary files
    /// (`AtomicFile.isTemporaryName`): what an interrupted rewrite may have left, for a
    /// writing run to remove.
    package var temporaries: [File] = []
  }

  private let roots: [(given: String, absolute: String)]
  private let base: String
  private let filters: [PathFilter]
  private let markerFile: String?
  /// The reversed bytes of the suffixes collected: `.swift` unless asked otherwise.
  private let suffixes: [[UInt8]]

  /// Creates a walker; `roots` are the paths as the user gave them, resolved against `base`,
  /// the working folder, which also anchors the displayed paths and the globs. `extensions`
  /// are the file extensions collected (`swift`).
  public init(
    roots: [String], base: String, include: [PathGlob] = [], exclude: [PathGlob] = [],
    extensions: [String] = ["swift"]
  ) {
    self.init(
      roots: roots, base: base,
      filters: include.isEmpty && exclude.isEmpty
        ? [] : [PathFilter(folder: base, include: include, exclude: exclude)],
      extensions: extensions)
  }

  /// Creates a walker whose globs are anchored at the folders of `filters`; a walk also
  /// records every file named `markerFile` it meets, hidden or not.
  package init(
    roots: [String], base: String, filters: [PathFilter], markerFile: String? = nil,
    extensions: [String] = ["swift"]
  ) {
    self.base = Self.clean(base)
    self.roots = roots.map { ($0, Self.clean($0.hasPrefix("/") ? $0 : base + "/" + $0)) }
    self.filters = filters
    self.markerFile = markerFile
    self.suffixes = extensions.map { Array(("." + $0).utf8.reversed()) }
  }

  /// Why a folder the walk could not list was skipped.
  static let unlistedFolder = SkipReason.unreadable("cannot list the folder")

  /// Whether a skipped file was named as a path of its own, not met while walking a folder:
  /// a file the user asked for by name, which a run must not pass over with a warning.
  package func wasGivenByName(_ skipped: SkippedFile) -> Bool {
    // A folder given by name that cannot be listed counts too: nothing asked for was read.
    roots.contains { root in
      display(root.absolute) == skipped.file
        && (FileKind.at(root.absolute) != .directory
          || skipped.reason == Self.unlistedFolder)
    }
  }

  /// The files to lint, sorted by displayed path, and the files skipped.
  public func walk() throws(Failure) -> (files: [File], skipped: [SkippedFile]) {
    let walk = try walkAll()
    return (walk.files, walk.skipped)
  }

  /// The files to lint, the files skipped, and the projects and marker files met.
  package func walkAll() throws(Failure) -> Walk {
    var files: [File] = []
    var skipped: [SkippedFile] = []
    var found = Walk(files: [], skipped: [], projects: [], markers: [])
    var visited = Set<FolderIdentity>()
    let realRoots = roots.map { Self.realPath($0.absolute) ?? $0.absolute }
    for root in roots {
      var info = stat()
      guard Self.linkStatus(root.absolute, &info) || Self.fileStatus(root.absolute, &info) else {
        throw .notFound(root.given)
      }
      var target = stat()
      guard Self.fileStatus(root.absolute, &target) else {
        skipped.append(SkippedFile(file: display(root.absolute), reason: Self.linkFailure(errno)))
        continue
      }
      if Self.isDirectory(target) {
        walkFolder(
          root.absolute, realRoots: realRoots, visited: &visited, files: &files,
          skipped: &skipped, found: &found)
      } else if Self.isRegular(target) {
        if isCollected(root.absolute) {
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
    found.temporaries.sort()
    return found
  }

  private func walkFolder(
    _ folder: String, realRoots: [String], visited: inout Set<FolderIdentity>,
    files: inout [File],
    skipped: inout [SkippedFile], found: inout Walk
  ) {
    // An explicit stack: deep folder trees never overflow the call stack. Folders are told
    // apart by device and inode, so a link back to one already walked is not walked again.
    var stack = [folder]
    while let current = stack.popLast() {
      var info = stat()
      guard Self.fileStatus(current, &info),
        visited.insert(FolderIdentity(device: info.st_dev, inode: info.st_ino)).inserted
      else { continue }
      guard let entries = Self.entries(of: current) else {
        skipped.append(
          SkippedFile(file: display(current), reason: Self.unlistedFolder))
        continue
      }
      var folders: [String] = []
      if let markerFile, entries.contains(where: { $0.name == markerFile }) {
        found.markers.append(current + "/" + markerFile)
      }
      for entry in entries where entry.name.utf8.first == UInt8(ascii: ".") {
        if entry.kind != .directory, AtomicFile.isTemporaryName(entry.name) {
          let path = current + "/" + entry.name
          found.temporaries.append(File(path: path, display: display(path)))
        }
      }
      for entry in entries where entry.name.utf8.first != UInt8(ascii: ".") {
        let name = entry.name
        let isSwift = isCollected(name)
        // Only folders and collected files matter: anything else is passed over unexamined.
        guard entry.kind != .regular || isSwift else { continue }
        let path = current + "/" + name
        if filters.contains(where: { $0.excludes(path) }) { continue }
        var kind = entry.kind
        if kind == .unknown || kind == .link {
          var target = stat()
          var link = stat()
          guard Self.linkStatus(path, &link) else { continue }
          if Self.isLink(link) {
            guard Self.fileStatus(path, &target) else {
              if isSwift {
                skipped.append(SkippedFile(file: display(path), reason: Self.linkFailure(errno)))
              }
              continue
            }
            guard let resolved = Self.realPath(path),
              realRoots.contains(where: { resolved == $0 || resolved.hasPrefix($0 + "/") })
            else {
              if isSwift {
                skipped.append(SkippedFile(file: display(path), reason: .linkOutsideRoots))
              }
              continue
            }
          } else {
            target = link
          }
          kind =
            Self.isDirectory(target) ? .directory : Self.isRegular(target) ? .regular : .other
        }
        if kind == .directory {
          if name.hasSuffix(".xcodeproj") {
            found.projects.append(path)
          } else if !Self.skippedFolders.contains(name) {
            folders.append(path)
          }
        } else if isSwift {
          if name == "Package.swift" { found.projects.append(path) }
          guard filters.allSatisfy({ $0.includes(path) }) else { continue }
          if kind == .regular {
            files.append(File(path: path, display: display(path)))
          } else {
            skipped.append(SkippedFile(file: display(path), reason: .notRegularFile))
          }
        }
      }
      stack += folders.reversed()
    }
  }

  /// A folder as the file system knows it, whatever path leads to it.
  private struct FolderIdentity: Hashable {
    var device: UInt
    var inode: UInt
  }

  /// Whether a file name ends in one of the collected extensions, compared as bytes.
  private func isCollected(_ name: String) -> Bool {
    suffixes.contains { suffix in
      name.utf8.count > suffix.count && name.utf8.reversed().starts(with: suffix)
    }
  }

  /// What a folder entry is, as the folder listing says without a `stat`.
  package enum EntryKind: Sendable {
    case directory, regular, link, other, unknown
  }

  /// A folder's entries by name, sorted unless asked otherwise, each with its kind as the
  /// listing says without a `stat`; `nil` when it cannot be listed.
  package static func entries(of folder: String, sorted: Bool = true)
    -> [(name: String, kind: EntryKind)]?
  {
    guard let directory = SystemPath.withPath(folder, { opendir($0) }) else { return nil }
    defer { closedir(directory) }
    var result: [(name: String, kind: EntryKind)] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        SystemPath.string(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      if name == "." || name == ".." { continue }
      let kind: EntryKind =
        switch Int32(entry.pointee.d_type) {
        case Int32(DT_DIR): .directory
        case Int32(DT_REG): .regular
        case Int32(DT_LNK): .link
        case Int32(DT_UNKNOWN): .unknown
        default: .other
        }
      result.append((name, kind))
    }
    guard sorted else { return result }
    // By bytes: a folder's order needs no Unicode comparison, only a fixed one.
    return result.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
  }

  /// A path relative to the base when inside it.
  private func display(_ path: String) -> String {
    if path == base { return "." }
    // Compared as UTF-8 bytes: characters would cost grapheme breaking for every file.
    let prefix = base == "/" ? "/" : base + "/"
    guard path.utf8.starts(with: prefix.utf8) else { return path }
    return String(path[path.utf8.index(path.startIndex, offsetBy: prefix.utf8.count)...])
  }

  /// The path with `.` and `..` segments and doubled slashes removed, not following links.
  package static func clean(_ path: String) -> String {
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

  package static func realPath(_ path: String) -> String? {
    guard let resolved = SystemPath.withPath(path, { realpath($0, nil) }) else { return nil }
    defer { free(resolved) }
    return SystemPath.string(cString: resolved)
  }

  /// `stat` of a path as the walk holds it (`SystemPath`); whether it succeeded.
  private static func fileStatus(_ path: String, _ info: inout stat) -> Bool {
    SystemPath.withPath(path) { stat($0, &info) } == 0
  }

  /// `lstat` of a path as the walk holds it (`SystemPath`); whether it succeeded.
  private static func linkStatus(_ path: String, _ info: inout stat) -> Bool {
    SystemPath.withPath(path) { lstat($0, &info) } == 0
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
    readStamped(path).map(\.bytes)
  }

  /// The file's bytes with its size and modification time when it was read, or why it
  /// cannot be linted; for a rewrite, whose writer checks that nobody changed it since.
  package static func readStamped(_ path: String) -> Result<
    (bytes: [UInt8], stamp: FileStamp), SkipReason
  > {
    let bytes: [UInt8]
    let stamp: FileStamp
    do {
      // One byte more than the limit, to tell a file at the limit from one above it.
      (bytes, stamp) = try RegularFile.readStamped(path, upTo: fileSizeLimit + 1)
    } catch .notRegular, .directory {
      return .failure(.notRegularFile)
    } catch {
      return .failure(.unreadable(error.description))
    }
    if bytes.count > fileSizeLimit { return .failure(.tooLarge(limit: fileSizeLimit)) }
    // Most source files are ASCII without a NUL: one pass over words settles it, and only the
    // others are validated byte by byte.
    if !asciiWithoutNUL(bytes),
      containsNUL(bytes) || UTF8Validation.firstInvalidByte(in: bytes) != nil
    {
      return .failure(.notText)
    }
    return .success((bytes, stamp))
  }

  /// Whether a byte is NUL, found with `memchr` rather than byte by byte.
  private static func containsNUL(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return false }
      return memchr(base, 0, buffer.count) != nil
    }
  }

  /// Whether every byte is ASCII and none is NUL, eight at a time.
  private static func asciiWithoutNUL(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      let count = buffer.count
      var index = 0
      var high: UInt64 = 0
      var zero: UInt64 = 0
      while index + 8 <= count {
        let word = buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        high |= word
        // A byte of the word is zero exactly when this has its high bit set (for ASCII words).
        zero |= (word &- 0x0101_0101_0101_0101) & ~word
        index += 8
      }
      while index < count {
        let byte = UInt64(buffer[index])
        high |= byte
        if byte == 0 { zero |= 0x80 }
        index += 1
      }
      return high & 0x8080_8080_8080_8080 == 0 && zero & 0x8080_8080_8080_8080 == 0
    }
  }
}
