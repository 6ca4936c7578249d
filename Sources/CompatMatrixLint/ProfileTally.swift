import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixSource

/// Reads the project's navigation profile from the files a lint run reads anyway, as
/// `NavigationArchitectureDetector` reads it from a folder: each Swift file's navigation
/// containers, counted per target, and the project's storyboards. Reading a large app a
/// second time for its profile cost as much as linting it.
///
/// Only files below the project's folder count, and not those in test or preview folders.
package final class ProfileTally: Sendable {
  /// The project's folder, which anchors the targets' names.
  package let folder: String
  /// The counts so far, by target.
  private let targets = Mutex([String: ArchitectureCounts]())

  /// A tally for the project in `folder`.
  package init(folder: String) {
    self.folder = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
  }

  /// The path of a file relative to the project's folder, when the file counts.
  private func relative(_ path: String) -> String? {
    guard path.hasPrefix(folder + "/") else { return nil }
    let relative = String(path.dropFirst(folder.count + 1))
    return NavigationArchitectureDetector.counts(relative) ? relative : nil
  }

  /// Counts a Swift file's bytes.
  package func add(swiftFile path: String, bytes: [UInt8]) {
    add(swiftFile: path, bytes: bytes, result: nil)
  }

  /// Counts a Swift file's bytes, with what lint made of them (its first pass's verdict on
  /// the profile's words, its source file and availability context) when it linted them.
  ///
  /// A file without the profile's words, or whose scan finds nothing, counts for nothing: it
  /// is not placed in a target (placing a path costs more than the scan of most files).
  func add(swiftFile path: String, bytes: [UInt8], result: FileResult?) {
    guard result?.profileWords != false, let relative = relative(path) else { return }
    let scan = NavigationOwnerScan(
      bytes: bytes, source: result?.source, availability: result?.availability,
      holdsWords: result?.profileWords)
    guard !scan.isEmpty else { return }
    let target = NavigationArchitectureDetector.target(of: relative)
    targets.withLock { $0[target, default: ArchitectureCounts()].add(scan) }
  }

  /// Reads and counts storyboards.
  package func add(storyboards paths: [String]) {
    for path in paths {
      guard let relative = relative(path),
        let bytes = try? RegularFile.read(path, upTo: SourceReader.fileSizeLimit)
      else { continue }
      let names = NavigationArchitectureDetector.storyboardContainers(bytes)
      let target = NavigationArchitectureDetector.target(of: relative)
      targets.withLock { $0[target, default: ArchitectureCounts()].addStoryboard(names) }
    }
  }

  /// The profile the files counted show; `nil` when none uses a navigation container.
  package func architecture() -> DetectedArchitecture? {
    targets.withLock { NavigationArchitectureDetector.architecture(of: $0) }
  }
}
