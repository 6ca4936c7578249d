import CompatMatrixCore
import CompatMatrixSource
import Dispatch
import Foundation

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
    let (files, walked) = try walker.walk()
    let outcomes = OutcomeSlots(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      outcomes.set(index, rewrite(files[index]))
    }
    var result = Result(
      files: [], changes: [], notes: [], skipped: walked, untokenized: [], filesRead: 0)
    for outcome in outcomes.all {
      switch outcome {
      case .skipped(let file): result.skipped.append(file)
      case .untokenized(let file):
        result.untokenized.append(file)
        result.filesRead += 1
      case .rewritten(let file, let changes, let notes):
        result.filesRead += 1
        if file.changes { result.files.append(file) }
        result.changes += changes
        result.notes += notes
      case .untouched: result.filesRead += 1
      }
    }
    result.skipped.sort()
    return result
  }

  /// What became of one file.
  enum Outcome: Sendable {
    case skipped(SkippedFile)
    case untokenized(UntokenizedFile)
    case rewritten(EditedFile, [RewriteChange], [RewriteNote])
    case untouched
  }

  private func rewrite(_ file: SourceWalker.File) -> Outcome {
    let bytes: [UInt8]
    switch SourceReader.read(file.path) {
    case .success(let read): bytes = read
    case .failure(let reason): return .skipped(SkippedFile(file: file.display, reason: reason))
    }
    guard let target = targets.target(for: file), !GeneratedSource.isGenerated(bytes),
      Self.mayHoldChecks(bytes)
    else { return .untouched }
    let source = SwiftSourceFile(bytes: bytes)
    let result = AvailabilityRewriter(target: target).rewrite(source, file: file.display)
    guard !result.edits.isEmpty || !result.notes.isEmpty else { return .untouched }
    if let problem = TokenizationCheck.problem(in: source) {
      return .untokenized(
        UntokenizedFile(file: file.display, location: problem.location, reason: problem.reason))
    }
    var edited = EditedFile(path: file.path, display: file.display, original: bytes)
    for edit in result.edits { edited.add(edit) }
    return .rewritten(edited, result.changes, result.notes)
  }

  /// Whether the bytes hold `available` at all, so that most files are not tokenized.
  static func mayHoldChecks(_ bytes: [UInt8]) -> Bool {
    let word = Array("available".utf8)
    guard bytes.count >= word.count else { return false }
    var index = 0
    while index + word.count <= bytes.count {
      if bytes[index] == word[0], bytes[index..<index + word.count].elementsEqual(word) {
        return true
      }
      index += 1
    }
    return false
  }
}

/// The outcome of each file of a parallel run, filled from several threads.
private final class OutcomeSlots: @unchecked Sendable {
  private var outcomes: [SourceRewrite.Outcome]
  private let lock = NSLock()

  init(count: Int) {
    outcomes = Array(repeating: .untouched, count: count)
  }

  func set(_ index: Int, _ outcome: SourceRewrite.Outcome) {
    lock.lock()
    outcomes[index] = outcome
    lock.unlock()
  }

  var all: [SourceRewrite.Outcome] {
    lock.lock()
    defer { lock.unlock() }
    return outcomes
  }
}
