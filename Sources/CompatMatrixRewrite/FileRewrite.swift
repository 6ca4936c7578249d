import CompatMatrixCore
import CompatMatrixSource

/// One file's rewrite as every rewriting command makes it (`upgrade --path`, `lint --fix`):
/// replacements of written text first, then the availability checks its target makes dead,
/// folded into one set of edits of the file as it was read.
///
/// A generated file is never rewritten; a file that does not tokenize cleanly is not either,
/// and says where it fails; a replacement whose text is no longer what the file holds is
/// dropped.
struct FileRewrite {
  /// A replacement of text a caller found: `navigationBarTitle` by `navigationTitle`.
  struct Replacement: Sendable, Hashable {
    /// The bytes replaced, in the file as it was read.
    var range: Range<Int>
    /// The text they must hold, or the replacement is not made.
    var replaced: String
    /// The new text.
    var replacement: String
  }

  /// What became of one file.
  enum Outcome: Sendable {
    case untokenized(UntokenizedFile)
    case rewritten(Rewritten)
    case untouched
  }

  /// A file with changes or checks left for review.
  struct Rewritten: Sendable {
    var file: EditedFile
    var changes: [RewriteChange]
    var notes: [RewriteNote]
    /// How many replacements were made.
    var replacements: Int
  }

  /// The file.
  let file: SourceWalker.File
  /// Its bytes.
  let bytes: [UInt8]
  /// Its size and modification time when its bytes were read.
  var stamp: FileStamp? = nil
  /// What it is built for; `nil` rewrites no check.
  let target: RewriteTarget?
  /// With a value, only the checks at these places may go (`nil`: every dead check).
  var checks: [SourceLocation]? = nil
  /// The replacements to make.
  var replacements: [Replacement] = []

  func run() -> Outcome {
    guard !GeneratedSource.isGenerated(bytes) else { return .untouched }
    guard !replacements.isEmpty || (target != nil && Self.mayHoldChecks(bytes)) else {
      return .untouched
    }
    let source = SwiftSourceFile(bytes: bytes)
    // The replacements that still find their text, none overlapping another.
    var renamed = EditedFile(path: file.path, display: file.display, original: bytes)
    for replacement in replacements.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
    where replacement.range.upperBound <= bytes.count
      && bytes[replacement.range].elementsEqual(replacement.replaced.utf8)
    {
      renamed.add(TextEdit(range: replacement.range, text: replacement.replacement))
    }
    let first = renamed.edits
    let text = first.isEmpty ? bytes : renamed.edited
    var result = AvailabilityRewriter.Result(edits: [], changes: [], notes: [])
    if let target, checks?.isEmpty != true {
      let only = checks.map {
        Set(Self.offsets(of: $0, in: source).map { Self.forward($0, first) })
      }
      result = AvailabilityRewriter(target: target).rewrite(
        first.isEmpty ? source : SwiftSourceFile(bytes: text), file: file.display, only: only)
    }
    guard !first.isEmpty || !result.edits.isEmpty || !result.notes.isEmpty else {
      return .untouched
    }
    if let problem = TokenizationCheck.problem(in: source) {
      return .untokenized(
        UntokenizedFile(file: file.display, location: problem.location, reason: problem.reason))
    }
    var edits = result.edits
    if !first.isEmpty {
      let composition = EditComposition(first: first)
      edits = composition.then(result.edits, intermediate: text)
      result.changes = result.changes.map {
        $0.moved(to: composition.original($0.offset), in: bytes)
      }
      result.notes = result.notes.map { $0.moved(to: composition.original($0.offset), in: bytes) }
    }
    var edited = EditedFile(path: file.path, display: file.display, original: bytes, stamp: stamp)
    for edit in edits { edited.add(edit) }
    return .rewritten(
      Rewritten(
        file: edited, changes: result.changes, notes: result.notes, replacements: first.count))
  }

  /// The byte offsets of the tokens starting at `locations`; places where no token starts
  /// are left out.
  static func offsets(of locations: [SourceLocation], in source: SwiftSourceFile) -> [Int] {
    let tokens = source.tokens
    return locations.compactMap { location in
      var low = 0
      var high = tokens.count
      while low < high {
        let middle = (low + high) / 2
        let found = tokens[middle].location
        if (found.line, found.column) < (location.line, location.column) {
          low = middle + 1
        } else {
          high = middle
        }
      }
      guard low < tokens.count, tokens[low].location == location else { return nil }
      return tokens[low].range.lowerBound
    }
  }

  /// Where an offset of the file as it was read is once sorted, non-overlapping `edits` are
  /// made, for an offset no edit covers.
  static func forward(_ offset: Int, _ edits: [TextEdit]) -> Int {
    var shift = 0
    for edit in edits where edit.range.upperBound <= offset {
      shift += edit.replacement.count - edit.range.count
    }
    return offset + shift
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
