import CompatMatrixCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What writing a set of generated files into a folder would change, decided before anything
/// is written.
///
/// The rules, so that a file a person wrote is never lost:
/// - a generated file is written where nothing is, or over a file that begins with the
///   generator's marker line (`FileMarker`); a file without the marker in its place is an
///   error, unless `force` is set, or the generator lets a team own a file by deleting the
///   marker (`skipsOwned`): then the file is left as it is (`owned`), and says so;
/// - a file at the top of the folder that begins with the marker and has the extension of the
///   generated files, but is no longer generated (its concern disappeared), is removed;
///   a file without the marker is never removed, whatever `force` says; a generator whose
///   files hold code an app calls keeps such a file instead (`keepsStale`), and says so;
/// - nothing outside the top of the folder is looked at.
package struct OutputPlan: Sendable {
  /// One file the plan creates, replaces or removes.
  package struct Change: Sendable, Hashable {
    /// What happens to the file.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
      /// A new file.
      case create
      /// A generated file whose text changes.
      case update
      /// A file without the marker, replaced because of `force`.
      case overwrite
      /// A generated file no longer generated.
      case remove
    }

    /// The file's name inside the folder.
    package let name: String
    /// What happens to it.
    package let kind: Kind

    /// Creates a change.
    package init(name: String, kind: Kind) {
      self.name = name
      self.kind = kind
    }
  }

  /// The output folder, absolute.
  package let directory: String
  /// The output folder as the user wrote it, for messages.
  package let displayName: String
  /// The files to write, sorted by name; empty for a plan known to be up to date without
  /// them (`upToDate`).
  package let files: [GeneratedFile]
  /// The changes, sorted by name; empty when the folder is up to date.
  package let changes: [Change]
  /// The names of generated files that already hold exactly the generated text.
  package let unchanged: [String]
  /// The generated files no longer generated that stay, because the generator keeps them
  /// (`keepsStale`), sorted; not changes.
  package var kept: [String] = []
  /// The files without the marker where a generated file goes that stay as they are, because
  /// the generator lets a team own a file (`skipsOwned`), sorted; not changes.
  package var owned: [String] = []
  /// Whether the folder must be created first.
  let createsDirectory: Bool
  /// Temporary files an interrupted run left behind (whose owner is no longer running),
  /// removed after a successful write.
  let leftovers: [String]
  /// The marker line of the generator's files.
  package let marker: FileMarker

  /// Whether every generated file is present with its text and nothing stale is left.
  package var isUpToDate: Bool { changes.isEmpty }

  /// A file's path as messages show it: the folder as the user wrote it, then the name.
  package func displayPath(_ name: String) -> String {
    displayName.hasSuffix("/") ? displayName + name : displayName + "/" + name
  }

  /// Compares the files with what the folder holds and decides every change, or throws
  /// without having written anything.
  ///
  /// - Parameters:
  ///   - files: the generated files; their names must be distinct and contain no folders.
  ///   - directory: the output folder, absolute; it need not exist.
  ///   - displayName: the folder as the user wrote it; defaults to `directory`.
  ///   - fileExtension: the extension of the generated files, without the dot (`md`): files
  ///     with the marker and this extension that are no longer generated are stale.
  ///   - force: replace files without the marker that stand where a generated file goes.
  ///   - marker: the first line of every file the generator writes.
  ///   - keepsStale: keep the generated files no longer generated (`kept`) rather than remove
  ///     them: what code an app may still call needs.
  ///   - skipsOwned: leave a file without the marker where a generated file goes as it is
  ///     (`owned`) rather than fail, unless `force` is set: a team owns a file by deleting
  ///     the marker line.
  package static func prepare(
    files: [GeneratedFile], in directory: String, displayName: String? = nil,
    fileExtension: String, force: Bool = false, marker: FileMarker = GeneratedFileMarker.docs,
    keepsStale: Bool = false, skipsOwned: Bool = false
  ) throws(OutputError) -> OutputPlan {
    let shown = displayName ?? directory
    @Sendable func display(_ name: String) -> String {
      shown.hasSuffix("/") ? shown + name : shown + "/" + name
    }
    let sorted = files.sorted { $0.path < $1.path }
    precondition(
      sorted.allSatisfy { !$0.path.contains("/") && !$0.path.isEmpty },
      "generated files are named without folders")
    precondition(
      Set(sorted.map(\.path)).count == sorted.count, "generated files have distinct names")
    let manager = FileManager.default
    guard let kind = FileKind.at(directory) else {
      try checkCreatable(directory, shown: shown)
      return OutputPlan(
        directory: directory, displayName: shown, files: sorted,
        changes: sorted.map { Change(name: $0.path, kind: .create) }, unchanged: [],
        createsDirectory: true, leftovers: [], marker: marker)
    }
    guard kind == .directory else { throw .notADirectory(shown, kind: kind.description) }
    let entries: [String]
    do {
      entries = try manager.contentsOfDirectory(atPath: directory).sorted()
    } catch {
      throw .unreadable(shown, reason: SystemErrorText.reason(error))
    }
    let existing = Set(entries)
    let generated = Set(sorted.map(\.path))
    var changes: [Change] = []
    var unchanged: [String] = []
    var foreign: [String] = []
    var owned: [String] = []
    // Each file is compared with what stands in its place on every core; the first problem in
    // name order is the one reported, as if they had been compared in turn.
    let states = ParallelMap.map(count: sorted.count) { index in
      let file = sorted[index]
      guard existing.contains(file.path) else {
        return Result<State, OutputError>.success(.missing)
      }
      return Result { () throws(OutputError) in
        try state(
          of: file, at: directory + "/" + file.path, shown: display(file.path), marker: marker)
      }
    }
    for (file, state) in zip(sorted, states) {
      switch state {
      case .success(.missing): changes.append(Change(name: file.path, kind: .create))
      case .success(.same): unchanged.append(file.path)
      case .success(.generated): changes.append(Change(name: file.path, kind: .update))
      case .success(.foreign) where force: changes.append(Change(name: file.path, kind: .overwrite))
      case .success(.foreign) where skipsOwned: owned.append(file.path)
      case .success(.foreign): foreign.append(display(file.path))
      case .failure(let error): throw error
      }
    }
    if !foreign.isEmpty { throw .foreignFiles(foreign, marker: marker.line) }
    var leftovers: [String] = []
    var kept: [String] = []
    for name in entries where !generated.contains(name) {
      let path = directory + "/" + name
      let isStale = name.hasSuffix("." + fileExtension) && !name.hasPrefix(".")
      let isLeftover = AtomicFile.isLeftover(name)
      guard isStale || isLeftover, FileKind.at(path) == .regular else { continue }
      let head = try FileProbe.head(path, shown: display(name))
      // A run killed while writing a temporary file can leave it empty or cut inside the
      // marker: still the tool's own.
      let cutShort = isLeftover && marker.prefix.utf8.starts(with: head)
      guard marker.isPresent(in: head) || cutShort else { continue }
      if isStale, keepsStale {
        kept.append(name)
      } else if isStale {
        changes.append(Change(name: name, kind: .remove))
      } else {
        leftovers.append(name)
      }
    }
    var plan = OutputPlan(
      directory: directory, displayName: shown, files: sorted,
      changes: changes.sorted { $0.name < $1.name }, unchanged: unchanged,
      createsDirectory: false, leftovers: leftovers, marker: marker)
    plan.kept = kept.sorted()
    plan.owned = owned
    return plan
  }

  /// What stands where a generated file goes.
  private enum State {
    /// Nothing.
    case missing
    /// The generated text itself.
    case same
    /// Another generated text: a file with the marker.
    case generated
    /// A file without the marker.
    case foreign
  }

  /// What stands at `path` where `file` goes; throws for anything but a regular file.
  private static func state(
    of file: GeneratedFile, at path: String, shown: String, marker: FileMarker
  ) throws(OutputError) -> State {
    switch FileKind.at(path) {
    case .directory: throw .directoryInTheWay(shown)
    case .regular: break
    // Listed but not there: a symbolic link that leads nowhere or in a loop.
    case nil: throw .notAFile(shown, kind: "a symbolic link that leads nowhere")
    case let other?: throw .notAFile(shown, kind: other.description)
    }
    // One byte more than the generated text is enough to tell whether it differs.
    let bytes = try FileProbe.read(path, upTo: file.contents.utf8.count + 1, shown: shown)
    if bytes.elementsEqual(file.contents.utf8) { return .same }
    return marker.isPresent(in: bytes) ? .generated : .foreign
  }

  /// The plan of a folder known to hold every generated file with its text and nothing
  /// stale, without the texts: nothing to change.
  package static func upToDate(
    _ names: [String], in directory: String, displayName: String,
    marker: FileMarker = GeneratedFileMarker.docs
  ) -> OutputPlan {
    OutputPlan(
      directory: directory, displayName: displayName, files: [], changes: [],
      unchanged: names.sorted(), createsDirectory: false, leftovers: [], marker: marker)
  }

  /// Throws when a missing folder cannot be created because a file stands where one of its
  /// parents should be.
  static func checkCreatable(_ directory: String, shown: String) throws(OutputError) {
    var ancestor = URL(fileURLWithPath: directory).deletingLastPathComponent().path
    while !ancestor.isEmpty {
      if let kind = FileKind.at(ancestor) {
        guard kind == .directory else {
          throw .cannotCreateDirectory(shown, reason: "'\(ancestor)' is \(kind), not a folder")
        }
        return
      }
      let parent = URL(fileURLWithPath: ancestor).deletingLastPathComponent().path
      if parent == ancestor { return }
      ancestor = parent
    }
  }
}
