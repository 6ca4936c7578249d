import CompatMatrixCore
import CompatMatrixSource

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes rewritten files, each whole, and only when it is safe; a file that fails a check
/// or cannot be written is left as it was and reported, and the others are written.
///
/// The steps, for the files whose edits change them:
/// 1. Each file must still lie inside the paths the run was given once its links are
///    resolved, and is written through its real path (a link stays a link). A file the user
///    made read-only (no write permission for anyone) is protected: skipped, unless `force`.
/// 2. Every new text is written to a hidden temporary file beside its file (`AtomicFile`),
///    with the replaced file's owner, group and mode where the process may give them, on
///    every core. A file that cannot be staged (a full disk, a folder without write
///    permission) is reported and left alone.
/// 3. `Options.check` may refuse staged files before any is renamed: the type check of the
///    new texts (`--typecheck`). A file it refuses keeps its old text and is reported.
/// 4. File by file, immediately before its rename, the file must be what was read: the same
///    size and modification time as when it was read, and the same bytes. A file a person
///    edited meanwhile is refused, and their version kept. Then the temporary file is renamed
///    over it, which replaces it in one step.
///
/// Steps 2 to 4 run with Ctrl-C and SIGTERM held back (`Interruption`): a signal stops the
/// run between two files, the temporary files not renamed are removed, and the outcome says
/// which signal came and what was written. A run killed outright (SIGKILL) leaves its
/// temporary files; the next writing run removes them (`removeLeftovers(_:)`). Either way
/// the tree is left partly rewritten, each file whole: the old text or the new.
package enum RewriteWriter {
  /// A file that was not written, and why.
  package struct Failure: Error, Sendable, Hashable {
    /// The file, as displayed.
    package let file: String
    /// Why, in words.
    package let reason: String

    /// `error: cannot write 'Sources/A.swift': it changed since it was read; …`.
    package var message: String {
      MessageText.oneLine("error: cannot write '\(file)': \(reason)")
    }
  }

  /// A new text written to its temporary file, before it replaces its file.
  package struct StagedFile: Sendable {
    /// The file, with its text as read and its edits.
    package let file: EditedFile
    /// The real path it replaces.
    package let path: String
    /// The temporary file that holds the new text.
    package let temporary: String
  }

  /// What a check of the staged files decided.
  package struct CheckResult: Sendable, Hashable {
    /// The reason each file it refuses is not written, by displayed path.
    package var refusals: [String: String]
    /// What the user should know of the check, one line each (`note: ` is added).
    package var notes: [String]

    /// Creates a result.
    package init(refusals: [String: String] = [:], notes: [String] = []) {
      self.refusals = refusals
      self.notes = notes
    }
  }

  /// How files are written.
  package struct Options: Sendable {
    /// Write read-only files too.
    package var force: Bool
    /// A point where a test stops the writer (`PausePoint`).
    package var pause: PausePoint?
    /// Checks the staged files before any replaces its file (a type check of the new texts):
    /// the files it refuses keep their old text.
    package var check: (@Sendable ([StagedFile]) -> CheckResult)?

    /// Options for a writer.
    package init(
      force: Bool = false, pause: PausePoint? = nil,
      check: (@Sendable ([StagedFile]) -> CheckResult)? = nil
    ) {
      self.force = force
      self.pause = pause
      self.check = check
    }
  }

  /// What was written.
  package struct Outcome: Sendable, Hashable {
    /// The files written, as displayed, in the order they were.
    package var written: [String] = []
    /// The files that could not be written.
    package var failures: [Failure] = []
    /// The read-only files left alone.
    package var protected: [String] = []
    /// What the check of the staged files said, when there was one.
    package var notes: [String] = []
    /// The signal that stopped the run, if one did.
    package var interruption: Int32?
    /// How many files the edits change.
    package var total = 0

    /// The warning for a protected file.
    package static func protectedWarning(_ file: String) -> String {
      MessageText.oneLine(
        "warning: skipped \(file): it is read-only; make it writable, or pass --force")
    }

    /// The line for a run stopped by a signal.
    package var interruptionLine: String? {
      interruption.map { signal in
        "compat-matrix: interrupted by \(Interruption.name(of: signal)) after writing "
          + "\(written.count) of \(total) \(total == 1 ? "file" : "files"); the others are as "
          + "they were: run the command again to finish, or undo with git checkout"
      }
    }
  }

  /// Writes the files whose edits change them.
  package static func write(
    _ files: [EditedFile], inside roots: [String], base: String, options: Options = Options()
  ) -> Outcome {
    let realRoots = roots.compactMap { root in
      SourceWalker.realPath(root.hasPrefix("/") ? root : base + "/" + root)
    }
    var outcome = Outcome()
    var targets: [Target] = []
    for file in files where file.changes {
      outcome.total += 1
      guard let real = SourceWalker.realPath(file.path),
        realRoots.contains(where: { real == $0 || real.hasPrefix($0 == "/" ? "/" : $0 + "/") })
      else {
        outcome.failures.append(
          Failure(file: file.display, reason: "it is outside the paths given"))
        continue
      }
      var status = stat()
      guard SystemPath.withPath(real, { stat($0, &status) }) == 0 else {
        outcome.failures.append(
          Failure(file: file.display, reason: SystemErrorText.reason(errno: errno)))
        continue
      }
      if !options.force, status.st_mode & 0o222 == 0 {
        outcome.protected.append(file.display)
        continue
      }
      targets.append(Target(file: file, path: real, ownership: AtomicFile.Ownership(status)))
    }
    return Interruption.deferring { interruption in
      commit(targets, options: options, interruption: interruption, into: outcome)
    }
  }

  /// A file to write, with its real path and status.
  private struct Target: Sendable {
    let file: EditedFile
    let path: String
    let ownership: AtomicFile.Ownership
  }

  /// Steps 2 to 4, with the signals held back.
  private static func commit(
    _ targets: [Target], options: Options, interruption: Interruption, into start: Outcome
  ) -> Outcome {
    var outcome = start
    let staged = ParallelMap.map(count: targets.count) { index -> Result<String, Failure> in
      let target = targets[index]
      let (directory, name) = AtomicFile.split(target.path)
      do throws(AtomicFile.Failure) {
        return .success(
          try AtomicFile.stage(
            target.file.edited, in: directory, for: name, like: target.ownership))
      } catch {
        return .failure(Failure(file: target.file.display, reason: error.reason))
      }
    }
    var ready: [StagedFile] = []
    for (target, result) in zip(targets, staged) {
      switch result {
      case .success(let temporary):
        ready.append(StagedFile(file: target.file, path: target.path, temporary: temporary))
      case .failure(let failure): outcome.failures.append(failure)
      }
    }
    if let checked = options.check.map({ $0(ready) }) {
      outcome.notes = checked.notes
      ready = ready.filter { staged in
        guard let reason = checked.refusals[staged.file.display] else { return true }
        AtomicFile.discard(staged.temporary)
        outcome.failures.append(Failure(file: staged.file.display, reason: reason))
        return false
      }
    }
    for (index, staged) in ready.enumerated() {
      options.pause?.reached("before-rename")
      if let signal = interruption.caught {
        for left in ready[index...] { AtomicFile.discard(left.temporary) }
        outcome.interruption = signal
        break
      }
      if let reason = change(since: staged) {
        AtomicFile.discard(staged.temporary)
        outcome.failures.append(Failure(file: staged.file.display, reason: reason))
        continue
      }
      do throws(AtomicFile.Failure) {
        try AtomicFile.commit(staged.temporary, over: staged.path)
        outcome.written.append(staged.file.display)
      } catch {
        outcome.failures.append(Failure(file: staged.file.display, reason: error.reason))
      }
    }
    if outcome.interruption == nil, let signal = interruption.caught {
      outcome.interruption = signal
    }
    return outcome
  }

  /// Why a staged file's target is no longer the file that was read, or `nil` when it is:
  /// its size and modification time when read, and its bytes.
  private static func change(since staged: StagedFile) -> String? {
    let original = staged.file.original
    let now: (bytes: [UInt8], stamp: FileStamp)
    do {
      now = try RegularFile.readStamped(staged.path, upTo: original.count + 1)
    } catch .notFound {
      return "it was removed since it was read"
    } catch {
      return error.description
    }
    if let stamp = staged.file.stamp, stamp != now.stamp {
      return "it changed since it was read; your version is kept"
    }
    return now.bytes == original ? nil : "it changed since it was read; your version is kept"
  }

  /// Removes the temporary files that ended runs of this user left (`AtomicFile.isOwnLeftover`),
  /// among those a walk met; returns the ones removed, as displayed.
  package static func removeLeftovers(_ candidates: [SourceWalker.File]) -> [String] {
    var removed: [String] = []
    for file in candidates.sorted() where AtomicFile.isOwnLeftover(atPath: file.path) {
      if SystemPath.withPath(file.path, { unlink($0) }) == 0 { removed.append(file.display) }
    }
    return removed
  }

  /// The line that says which leftovers were removed, or `nil` for none.
  package static func leftoversLine(_ removed: [String]) -> String? {
    guard !removed.isEmpty else { return nil }
    let files = removed.count == 1 ? "1 temporary file" : "\(removed.count) temporary files"
    return MessageText.oneLine(
      "compat-matrix: removed \(files) an interrupted run left: "
        + removed.joined(separator: ", "))
  }
}
