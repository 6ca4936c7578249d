import CompatMatrixCore

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

/// What `docs --out` last wrote into a folder, and from which inputs, kept in the user's cache
/// folder rather than in the output folder: when the inputs are the same and the folder still
/// holds exactly the files written, the docs are up to date without being rendered again.
///
/// The inputs' key covers everything the text depends on: the program's build, the options
/// and every matrix file's bytes (see `DocsWriter`). The files are checked against their
/// recorded size and hash, and any other page or temporary file in the folder sends the run
/// the long way, so a page edited, removed or added by hand is never taken for up to date. A
/// cache that cannot be read or written only costs time: the docs are rendered.
package struct OutputCache: Sendable {
  /// The first line of a cache file, with the version of its format.
  static let header = "compat-matrix docs cache 1"

  /// The cache file.
  package let path: String

  /// Creates the cache kept in a file.
  package init(path: String) {
    self.path = path
  }

  /// The cache of an output folder in `$XDG_CACHE_HOME/compat-matrix/docs/` or, without it,
  /// `$HOME/.cache/compat-matrix/docs/` (`$HOME/Library/Caches/compat-matrix/docs/` on
  /// macOS), named by a hash of the folder's real path; `nil` when
  /// neither variable is set.
  package static func standard(for directory: String, environment: [String: String])
    -> OutputCache?
  {
    let base: String
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      base = cache
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      #if os(macOS)
        base = home + "/Library/Caches"
      #else
        base = home + "/.cache"
      #endif
    } else {
      return nil
    }
    let real = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
    return OutputCache(
      path: base + "/compat-matrix/docs/" + StableHash.hex(of: real.utf8) + ".cache")
  }

  /// The running program's build, for the inputs' key: its executable's device, file number,
  /// size and modification time, which change whenever it is built again.
  package static func programIdentity() -> String {
    let candidates = [runningExecutablePath() ?? "", CommandLine.arguments.first ?? ""]
    for path in candidates where !path.isEmpty {
      // The executable itself: `/proc/self/exe` is a link, whose own attributes (those
      // `attributesOfItem` gives) change with every process.
      let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: real),
        let modified = attributes[.modificationDate] as? Date
      else { continue }
      let parts: [Any?] = [
        attributes[.systemNumber], attributes[.systemFileNumber], attributes[.size],
        modified.timeIntervalSince1970,
      ]
      return parts.map { "\($0 ?? "")" }.joined(separator: ":")
    }
    // Unknown: a key that matches nothing, so that nothing is ever skipped.
    return UUID().uuidString
  }

  /// The path of the running executable as the system knows it: `/proc/self/exe` on Linux,
  /// `_NSGetExecutablePath` on Darwin; `nil` where neither is available.
  private static func runningExecutablePath() -> String? {
    #if os(Linux)
      return "/proc/self/exe"
    #elseif canImport(Darwin)
      var size: UInt32 = 0
      _ = _NSGetExecutablePath(nil, &size)
      var buffer = [CChar](repeating: 0, count: Int(size) + 1)
      guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
      return String(cString: buffer)
    #else
      return nil
    #endif
  }

  /// The names of the generated files, sorted, when `directory` holds exactly what was
  /// recorded for `inputs`; `nil` when the docs must be rendered to know.
  ///
  /// `fileExtension` is that of the generated files: another file with it (perhaps stale)
  /// sends the run the long way, as does a temporary file a killed run left behind.
  package func upToDate(_ directory: String, inputs: String, fileExtension: String) -> [String]? {
    guard let bytes = try? RegularFile.read(path, upTo: 64 << 20) else { return nil }
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
    guard lines.count >= 2, lines[0] == Self.header, lines[1] == "inputs " + inputs else {
      return nil
    }
    var recorded: [String: (size: Int, hash: String)] = [:]
    for line in lines.dropFirst(2) {
      let fields = line.split(separator: " ", maxSplits: 2)
      guard fields.count == 3, let size = Int(fields[1]) else { return nil }
      recorded[String(fields[2])] = (size, String(fields[0]))
    }
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return nil
    }
    for name in entries where recorded[name] == nil {
      let isPage = name.hasSuffix("." + fileExtension) && !name.hasPrefix(".")
      if isPage || AtomicFile.isTemporaryName(name) { return nil }
    }
    let files = recorded.sorted { $0.key < $1.key }
    let names = files.map(\.key)
    guard Set(entries).isSuperset(of: names) else { return nil }
    let matches = ParallelMap.map(count: files.count) { index in
      let (size, hash) = files[index].value
      guard let bytes = try? RegularFile.read(directory + "/" + names[index], upTo: size + 1)
      else { return false }
      return bytes.count == size && StableHash.hex(of: bytes) == hash
    }
    return matches.allSatisfy { $0 } ? names : nil
  }

  /// Records the files written for `inputs`, replacing the file in one step; a failure is
  /// ignored, as the next run only renders again.
  package func record(inputs: String, files: [GeneratedFile]) {
    var text = Self.header + "\ninputs " + inputs + "\n"
    for file in files.sorted(by: { $0.path < $1.path }) {
      text += "\(StableHash.hex(of: file.contents.utf8)) \(file.contents.utf8.count) \(file.path)\n"
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let temporary = path + ".\(getpid()).tmp"
    guard (try? Data(text.utf8).write(to: URL(fileURLWithPath: temporary))) != nil else { return }
    if rename(temporary, path) != 0 { unlink(temporary) }
  }

  /// Forgets the folder, so that the next run renders; for a run that changed it without
  /// recording what it wrote.
  package func forget() {
    unlink(path)
  }
}
