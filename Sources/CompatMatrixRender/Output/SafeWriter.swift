import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource
import Foundation

/// Carries out an `OutputPlan` so that only whole files ever appear.
///
/// Every new text is first written to a hidden temporary file in the output folder, named
/// with the writing process's id (`.README.md.4242.<random>.compat-matrix-tmp`); only when all
/// of them are written is each renamed over its target, which replaces the file in one step.
/// A failure while writing removes the temporary files and leaves the folder as it was; a
/// failure while renaming leaves every file either whole and old or whole and new. Stale
/// generated files are removed last, and temporary files that an interrupted run left behind
/// are cleaned up: only those whose process is no longer running, so a run never removes
/// another's live files.
package enum SafeWriter {
  /// The suffix of temporary files; it never ends in a generated file's extension.
  static let temporarySuffix = ".compat-matrix-tmp"

  /// Whether a name is one of the writer's temporary files.
  static func isTemporaryName(_ name: String) -> Bool {
    name.hasPrefix(".") && name.hasSuffix(temporarySuffix)
  }

  /// A temporary name for a generated file, with this process's id.
  static func temporaryName(for name: String) -> String {
    "." + name + ".\(getpid())." + UUID().uuidString + temporarySuffix
  }

  /// The id of the process that wrote a temporary file, from its name; `nil` for a name
  /// without one (written before names carried it).
  static func owner(ofTemporary name: String) -> Int32? {
    let parts = name.dropLast(temporarySuffix.count).split(separator: ".")
    guard parts.count >= 3 else { return nil }
    let candidate = parts[parts.count - 2]
    guard candidate.allSatisfy(\.isASCII), candidate.allSatisfy(\.isNumber) else { return nil }
    return Int32(candidate)
  }

  /// Whether a name is a temporary file an interrupted run left behind: one whose owner is
  /// no longer running. A process that has ended but not been waited for still counts as
  /// running, and so does one of another user (`EPERM`): its files are left alone.
  static func isLeftover(_ name: String) -> Bool {
    guard isTemporaryName(name) else { return false }
    guard let owner = owner(ofTemporary: name), owner > 0 else { return true }
    return kill(owner, 0) != 0 && errno == ESRCH
  }

  /// Locks the output folder, decides what to change and writes it, then unlocks: the whole
  /// of `docs --out`, safe against another run writing the same folder.
  ///
  /// A second run waits up to `wait` seconds for the first to finish, then throws `busy`;
  /// one that gets the lock plans against the folder as the first one left it.
  package static func replace(
    _ files: [GeneratedFile], in directory: String, displayName: String,
    fileExtension: String, force: Bool, wait: Double
  ) throws(OutputError) -> OutputPlan {
    let lock = try OutputLock.acquire(directory, displayName: displayName, wait: wait)
    defer { lock.release() }
    let plan = try OutputPlan.prepare(
      files: files, in: directory, displayName: displayName, fileExtension: fileExtension,
      force: force)
    try write(plan)
    return plan
  }

  /// Writes the plan's changes; does nothing when the folder is up to date.
  package static func write(_ plan: OutputPlan) throws(OutputError) {
    let manager = FileManager.default
    if plan.createsDirectory {
      do {
        try manager.createDirectory(atPath: plan.directory, withIntermediateDirectories: true)
      } catch {
        throw .cannotCreateDirectory(plan.displayName, reason: SystemErrorText.reason(error))
      }
    } else if !plan.changes.isEmpty || !plan.leftovers.isEmpty,
      access(plan.directory, W_OK) != 0
    {
      throw .notWritable(plan.displayName)
    }
    let contents = Dictionary(uniqueKeysWithValues: plan.files.map { ($0.path, $0.contents) })
    var staged: [(temporary: String, target: String, name: String)] = []
    func discardStaged() {
      for file in staged { try? manager.removeItem(atPath: file.temporary) }
    }
    for change in plan.changes where change.kind != .remove {
      // Every change but a removal is for a file of the plan.
      let text = contents[change.name]!
      let temporary = plan.directory + "/" + temporaryName(for: change.name)
      do {
        try Data(text.utf8).write(
          to: URL(fileURLWithPath: temporary), options: [.withoutOverwriting])
      } catch {
        try? manager.removeItem(atPath: temporary)
        discardStaged()
        throw .writeFailed(plan.displayPath(change.name), reason: SystemErrorText.reason(error))
      }
      staged.append((temporary, plan.directory + "/" + change.name, change.name))
    }
    while !staged.isEmpty {
      let file = staged.removeFirst()
      guard rename(file.temporary, file.target) == 0 else {
        let reason = SystemErrorText.reason(errno: errno)
        try? manager.removeItem(atPath: file.temporary)
        discardStaged()
        throw .writeFailed(plan.displayPath(file.name), reason: reason)
      }
    }
    for change in plan.changes where change.kind == .remove {
      do {
        try manager.removeItem(atPath: plan.directory + "/" + change.name)
      } catch {
        throw .removeFailed(plan.displayPath(change.name), reason: SystemErrorText.reason(error))
      }
    }
    for name in plan.leftovers {
      try? manager.removeItem(atPath: plan.directory + "/" + name)
    }
  }
}
