import CompatMatrixCore
import CompatMatrixSource

/// Writes rewritten files, each whole (`AtomicFile`), and only when it is safe: the file is
/// still inside the paths the run was given once its links are resolved, and its bytes are
/// still the ones that were read. A file that fails a check or cannot be written is left as
/// it was and reported; the others are written.
package enum RewriteWriter {
  /// A file that was not written, and why.
  package struct Failure: Error, Sendable, Hashable {
    /// The file, as displayed.
    package let file: String
    /// Why, in words.
    package let reason: String

    /// `error: cannot write 'Sources/A.swift': it changed since it was read`.
    package var message: String {
      MessageText.oneLine("error: cannot write '\(file)': \(reason)")
    }
  }

  /// Writes the files whose edits change them; returns those it could not write.
  package static func write(_ files: [EditedFile], inside roots: [String], base: String)
    -> [Failure]
  {
    let realRoots = roots.compactMap { root in
      SourceWalker.realPath(root.hasPrefix("/") ? root : base + "/" + root)
    }
    var failures: [Failure] = []
    for file in files where file.changes {
      guard let real = SourceWalker.realPath(file.path),
        realRoots.contains(where: { real == $0 || real.hasPrefix($0 == "/" ? "/" : $0 + "/") })
      else {
        failures.append(Failure(file: file.display, reason: "it is outside the paths given"))
        continue
      }
      do {
        let current = try RegularFile.read(real, upTo: file.original.count + 1)
        guard current == file.original else {
          failures.append(Failure(file: file.display, reason: "it changed since it was read"))
          continue
        }
        try AtomicFile.replace(real, with: file.edited)
      } catch let failure as RegularFile.Failure {
        failures.append(Failure(file: file.display, reason: failure.description))
      } catch let failure as AtomicFile.Failure {
        failures.append(Failure(file: file.display, reason: failure.reason))
      } catch {
        failures.append(Failure(file: file.display, reason: "\(error)"))
      }
    }
    return failures
  }
}
