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
    let writes = plan.changes.filter { $0.kind != .remove }
    // Every new text is written to its temporary file on every core.
    let staged = ParallelMap.map(count: writes.count) { index in
      let name = writes[index].name
      let temporary = plan.directory + "/" + temporaryName(for: name)
      // Every change but a removal is for a file of the plan.
      let failure = writeNew(contents[name]!, to: temporary)
      return StagedFile(temporary: temporary, name: name, failure: failure)
    }
    if let failed = staged.first(where: { $0.failure != nil }) {
      for file in staged { unlink(file.temporary) }
      throw .writeFailed(plan.displayPath(failed.name), reason: failed.failure ?? "")
    }
    for (offset, file) in staged.enumerated() {
      guard rename(file.temporary, plan.directory + "/" + file.name) == 0 else {
        let reason = SystemErrorText.reason(errno: errno)
        for left in staged[offset...] { unlink(left.temporary) }
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

  /// A new text written to its temporary file, or the reason it could not be.
  private struct StagedFile: Sendable {
    let temporary: String
    let name: String
    let failure: String?
  }

  /// Writes a new file with the text, refusing to replace anything; returns why it failed,
  /// with the half-written file removed, or `nil`.
  private static func writeNew(_ text: String, to path: String) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return SystemErrorText.reason(errno: errno) }
    var bytes = Array(text.utf8)
    var offset = 0
    var failure: String?
    while offset < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer in
        // The loop runs only while bytes remain, so the buffer is not empty.
        Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if count < 0 {
        if errno == EINTR { continue }
        failure = SystemErrorText.reason(errno: errno)
        break
      }
      offset += count
    }
    if close(descriptor) != 0, failure == nil { failure = SystemErrorText.reason(errno: errno) }
    if failure != nil { unlink(path) }
    return failure
  }
}
