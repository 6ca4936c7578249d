import CompatMatrixCore

/// Many small pieces of Swift code in one file, so that one compiler run checks them all and
/// each diagnostic is traced back, by its line, to the piece it is about.
///
/// ```swift
/// var batch = SourceBatch(name: "Probes.swift", header: ["import SwiftUI"])
/// let stack = batch.add("extension NavigationStack {}")
/// let outcome = runner.run(TypecheckJob(target: target, files: [batch.file]))
/// batch.assign(outcome.diagnostics).pieces[stack]   // the diagnostics of that line
/// ```
///
/// Each piece starts on a line of its own, after a comment line naming it. The pieces must be
/// independent declarations at the top level (functions, extensions), so that one piece's
/// error does not change what the compiler says about another.
package struct SourceBatch: Sendable, Hashable {
  /// The file's name.
  package let name: String
  /// The lines of the file so far.
  private var lines: [String]
  /// The lines of each piece, from 1.
  package private(set) var ranges: [ClosedRange<Int>] = []

  /// Creates a file that starts with `header` (imports).
  package init(name: String, header: [String]) {
    self.name = name
    lines = header
  }

  /// Adds a piece under a comment line (`label`, which must hold no line break); returns its
  /// index.
  @discardableResult
  package mutating func add(_ code: String, label: String) -> Int {
    lines.append("")
    lines.append("// \(label)")
    let pieceLines = code.split(separator: "\n", omittingEmptySubsequences: false)
    let first = lines.count + 1
    lines += pieceLines.map(String.init)
    ranges.append(first...(first + pieceLines.count - 1))
    return ranges.count - 1
  }

  /// The file to type-check.
  package var file: TypecheckJob.File {
    TypecheckJob.File(name: name, text: lines.joined(separator: "\n") + "\n")
  }

  /// The piece a line of the file belongs to.
  package func piece(atLine line: Int) -> Int? {
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle].upperBound < line { low = middle + 1 } else { high = middle }
    }
    return low < ranges.count && ranges[low].contains(line) ? low : nil
  }

  /// The diagnostics of a run, by piece; those in no piece (the header, another file, none)
  /// apart.
  package func assign(_ diagnostics: [CompilerDiagnostic]) -> (
    pieces: [[CompilerDiagnostic]], others: [CompilerDiagnostic]
  ) {
    var pieces = [[CompilerDiagnostic]](repeating: [], count: ranges.count)
    var others: [CompilerDiagnostic] = []
    for diagnostic in diagnostics {
      if diagnostic.file == name, let piece = piece(atLine: diagnostic.line) {
        pieces[piece].append(diagnostic)
      } else {
        others.append(diagnostic)
      }
    }
    return (pieces, others)
  }
}
