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

/// Carries out an `OutputPlan` so that only whole files ever appear.
///
/// Every new text is first written to a hidden temporary file in the output folder, with
/// `AtomicFile`, named with the writing process's id
/// (`.README.md.4242.<random>.compat-matrix-tmp`); the files are written on every core, and
/// only when all of them are written is each renamed over its target, which replaces the file
/// in one step. A failure while writing removes the temporary files and leaves the folder as
/// it was; a failure while renaming leaves every file either whole and old or whole and new.
/// Stale generated files are removed last, and temporary files that an interrupted run left
/// behind are cleaned up: only those whose process is no longer running, so a run never
/// removes another's live files.
package enum SafeWriter {
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
    let staged = ParallelMap.map(count: writes.count) { index -> StagedFile in
      let name = writes[index].name
      // Every change but a removal is for a file of the plan.
      let bytes = Array(contents[name]!.utf8)
      do throws(AtomicFile.Failure) {
        let temporary = try AtomicFile.stage(bytes, in: plan.directory, for: name)
        return StagedFile(temporary: temporary, name: name, failure: nil)
      } catch {
        return StagedFile(temporary: nil, name: name, failure: error.reason)
      }
    }
    if let failed = staged.first(where: { $0.failure != nil }) {
      for file in staged { file.temporary.map(AtomicFile.discard) }
      throw .writeFailed(plan.displayPath(failed.name), reason: failed.failure ?? "")
    }
    for (offset, file) in staged.enumerated() {
      // Every file was staged: a failure would have ended the write above.
      let temporary = file.temporary!
      do throws(AtomicFile.Failure) {
        try AtomicFile.commit(temporary, over: plan.directory + "/" + file.name)
      } catch {
        for left in staged[(offset + 1)...] { left.temporary.map(AtomicFile.discard) }
        throw .writeFailed(plan.displayPath(file.name), reason: error.reason)
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
    let temporary: String?
    let name: String
    let failure: String?
  }
}
