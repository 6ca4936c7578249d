import CompatMatrixCore
import CompatMatrixSource

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads the files of a project with a size limit, and names them for messages relative to
/// the folder searched.
struct ProjectFiles: Sendable {
  /// The folder searched, standardized; file names are shown relative to it.
  package let root: URL
  /// Project files already parsed, shared with other readers of the same run.
  package let cache: ProjectFileCache?

  /// Creates a reader that names files relative to `root`.
  package init(root: URL, cache: ProjectFileCache? = nil) {
    self.root = root.standardizedFileURL
    self.cache = cache
  }

  /// A `project.pbxproj` parsed, once per run when there is a cache.
  package func propertyList(_ url: URL) throws(ProjectDetectionError) -> PropertyListValue {
    let path = url.standardizedFileURL.path
    if let known = cache?.propertyList(at: path) { return known }
    let bytes = try read(url)
    let plist: PropertyListValue
    do {
      plist = try PropertyListParser.parse(bytes)
    } catch {
      throw .malformedProjectFile(file: display(url), error)
    }
    cache?.store(plist, at: path)
    return plist
  }

  /// The name messages show for a file: its path relative to `root` when it lies inside it,
  /// `../`-relative when it lies near it, and absolute otherwise.
  package func display(_ url: URL) -> String {
    let base = root.pathComponents
    let path = url.standardizedFileURL.pathComponents
    var common = 0
    while common < base.count, common < path.count, base[common] == path[common] { common += 1 }
    if common == base.count {
      let rest = path[common...]
      return rest.isEmpty ? "." : rest.joined(separator: "/")
    }
    // Sharing only the file-system root ("/") is not near enough for a relative name.
    guard common > 1 else { return url.standardizedFileURL.path }
    let ups = Array(repeating: "..", count: base.count - common)
    return (ups + path[common...]).joined(separator: "/")
  }

  /// The file at `url`, or, when there is none, the one whose name differs from it only in
  /// letter case in the same folder: projects are written on a Mac, whose file system ignores
  /// case (`#include "Version.public.xcconfig"` for `Version.Public.xcconfig`). `nil` when
  /// neither exists.
  package func existing(_ url: URL) -> URL? {
    if fileExists(url) { return url }
    let folder = url.deletingLastPathComponent()
    let wanted = url.lastPathComponent.lowercased()
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path),
      let match = names.sorted().first(where: { $0.lowercased() == wanted })
    else { return nil }
    let found = folder.appendingPathComponent(match)
    return fileExists(found) ? found : nil
  }

  /// Whether a regular file (or a link to one) exists at `url`.
  package func fileExists(_ url: URL) -> Bool {
    FileKind.at(url.path).map { $0 != .directory } ?? false
  }

  /// A file's bytes; throws when it is missing, a folder, not a regular file (a FIFO or a
  /// device is refused without waiting on it), unreadable, or larger than
  /// `ProjectDetector.fileSizeLimit`.
  package func read(_ url: URL) throws(ProjectDetectionError) -> [UInt8] {
    let shown = display(url)
    let bytes: [UInt8]
    do {
      bytes = try RegularFile.read(url.path, upTo: ProjectDetector.fileSizeLimit + 1)
    } catch {
      throw .unreadable(file: shown, reason: error.description)
    }
    guard bytes.count <= ProjectDetector.fileSizeLimit else {
      throw .fileTooLarge(file: shown, limit: ProjectDetector.fileSizeLimit)
    }
    return bytes
  }

  /// A text file's contents decoded as UTF-8, a byte-order mark dropped and invalid bytes
  /// replaced, since manifests and configuration files are read for a few ASCII tokens.
  package func text(_ url: URL) throws(ProjectDetectionError) -> String {
    Self.text(decoding: try read(url))
  }

  /// Bytes decoded as `text(_:)` decodes a file's.
  package static func text(decoding bytes: [UInt8]) -> String {
    var bytes = bytes[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// The project files a run has parsed, so that finding the range and finding each file's
/// targets read a large `project.pbxproj` once.
package final class ProjectFileCache: Sendable {
  /// The parsed property lists, by path.
  private let propertyLists = Mutex([String: PropertyListValue]())

  /// Creates an empty cache.
  package init() {}

  func propertyList(at path: String) -> PropertyListValue? {
    propertyLists.withLock { $0[path] }
  }

  func store(_ value: PropertyListValue, at path: String) {
    propertyLists.withLock { $0[path] = value }
  }
}
