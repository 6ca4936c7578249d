import CompatMatrixCore
import CompatMatrixSource

/// Rewrites the Swift files below some paths for their minimums, without writing anything:
/// the files are walked and read as `lint` walks and reads them, generated files are left
/// out, and each file is rewritten for the target its provider gives it.
///
/// ```swift
/// let rewrite = SourceRewrite(paths: ["Sources"], base: cwd,
///   targets: UniformRewriteTarget(RewriteTarget(platform: .iOS, minimum: OSVersion(16, 4))))
/// let result = try rewrite.run()
/// print(UnifiedDiff.render(result.files))
/// ```
package struct SourceRewrite: Sendable {
  /// What a run found.
  package struct Result: Sendable {
    /// The files whose rewrite changes them, sorted by displayed path.
    package var files: [EditedFile]
    /// Every check removed or narrowed, by file and position.
    package var changes: [RewriteChange]
    /// Every check left for review, by file and position.
    package var notes: [RewriteNote]
    /// Files that could not be read, or that the walk skipped.
    package var skipped: [SkippedFile]
    /// Files with checks to rewrite that do not tokenize cleanly, left as they are.
    package var untokenized: [UntokenizedFile]
    /// How many files were read.
    package var filesRead: Int
    /// How many replacements of text the files' edits make (`lint --fix`'s renames).
    package var replacements = 0
    /// How many of the replacements each file's edits make, by displayed path.
    var replacementsByFile: [String: Int] = [:]
    /// The hidden temporary files the walk met (`SourceWalker.Walk.temporaries`).
    package var temporaries: [SourceWalker.File] = []
    /// The paths left out because they are another's file (a symbolic link to it).
    package var sameFiles: [SameFile] = []

    /// The result restricted to the files written: what a summary of a writing run counts.
    package func keeping(written: [String]) -> Result {
      let kept = Set(written)
      var result = self
      result.files = files.filter { kept.contains($0.display) }
      result.changes = changes.filter { kept.contains($0.file) }
      result.replacements = replacementsByFile.filter { kept.contains($0.key) }.values
        .reduce(0, +)
      return result
    }

    /// Adds one file's outcome.
    mutating func add(_ outcome: Outcome) {
      switch outcome {
      case .skipped(let file): skipped.append(file)
      case .untokenized(let file):
        untokenized.append(file)
        filesRead += 1
      case .rewritten(let file, let changes, let notes, let count):
        filesRead += 1
        if file.changes { files.append(file) }
        self.changes += changes
        self.notes += notes
        replacements += count
        replacementsByFile[file.display, default: 0] += count
      case .untouched: filesRead += 1
      }
    }
  }

  /// The walker over the paths, for the policy on the files it skipped.
  package let walker: SourceWalker
  /// What each file is built for.
  package let targets: any RewriteTargetProvider

  /// Creates a rewrite of the Swift files below `paths`, resolved against `base`.
  package init(paths: [String], base: String, targets: any RewriteTargetProvider) {
    self.walker = SourceWalker(roots: paths, base: base)
    self.targets = targets
  }

  /// Walks, reads and rewrites the files, in parallel; throws when a path does not exist.
  package func run() throws(SourceWalker.Failure) -> Result {
    let walk = try walker.walkAll()
    let (files, same) = SameFile.distinct(walk.files) { $0 }
    var result = Result(
      files: [], changes: [], notes: [], skipped: walk.skipped, untokenized: [], filesRead: 0)
    result.temporaries = walk.temporaries
    result.sameFiles = same
    for outcome in ParallelMap.map(files, { rewrite($0) }) { result.add(outcome) }
    result.skipped.sort()
    return result
  }

  /// What became of one file.
  enum Outcome: Sendable {
    case skipped(SkippedFile)
    case untokenized(UntokenizedFile)
    case rewritten(EditedFile, [RewriteChange], [RewriteNote], replacements: Int)
    case untouched

    /// The outcome of a file that was read.
    init(_ outcome: FileRewrite.Outcome) {
      switch outcome {
      case .untouched: self = .untouched
      case .untokenized(let file): self = .untokenized(file)
      case .rewritten(let done):
        self = .rewritten(done.file, done.changes, done.notes, replacements: done.replacements)
      }
    }
  }

  private func rewrite(_ file: SourceWalker.File) -> Outcome {
    let read: (bytes: [UInt8], stamp: FileStamp)
    switch SourceReader.readStamped(file.path) {
    case .success(let done): read = done
    case .failure(let reason): return .skipped(SkippedFile(file: file.display, reason: reason))
    }
    guard let target = targets.target(for: file) else { return .untouched }
    return Outcome(
      FileRewrite(file: file, bytes: read.bytes, stamp: read.stamp, target: target).run())
  }
}
