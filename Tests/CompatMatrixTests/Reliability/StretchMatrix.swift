import Foundation

@testable import CompatMatrixCore
@testable import CompatMatrixResolver

/// Matrix files written for a case: a concern whose strategies are broken over stretches the
/// case gives, over the fixture matrices (iOS 13.0, 14.0, 15.0, 16.0, 16.4, 17.0, 18.0, 26.0).
enum StretchMatrix {
  /// A strategy: its id, whether it is custom code (which costs more than first-party), the
  /// stretches where it is broken (`until` nil: to the top), and the APIs it requires.
  struct Strategy {
    var id: String
    var custom = false
    var broken: [(from: String, until: String?)] = []
    var requires: [String] = []
  }

  /// A concern file with the strategies given, in order.
  static func concern(_ id: String, _ strategies: [Strategy]) -> MatrixFile {
    let list = strategies.map { strategy in
      let entries = strategy.broken.map { stretch in
        let until = stretch.until.map { #", "until": "\#($0)""# } ?? ""
        return #"""
          {"platform": "iOS", "from": "\#(stretch.from)"\#(until), "status": "broken",
           "note": "Broken here.", "sources": ["https://example.com/case"],
           "confidence": "reported"}
          """#
      }
      let requires = strategy.requires.map { "\"\($0)\"" }.joined(separator: ", ")
      return #"""
        {"id": "\#(strategy.id)", "title": "Title of \#(strategy.id)",
         "summary": "Case strategy.", "origin": "\#(strategy.custom ? "custom" : "first-party")",
         "requires": [\#(requires)], \#(strategy.requires.isEmpty ? #""framework": "SwiftUI", "# : "")"sources": ["https://example.com/case"],
         "behaviour": [\#(entries.joined(separator: ", "))]}
        """#
    }
    let text = #"""
      {"concerns": [{"id": "\#(id)", "title": "Case \#(id)", "question": "Which one?",
        "summary": "Case.", "tags": [], "strategies": [\#(list.joined(separator: ", "))]}]}
      """#
    return MatrixFile(path: "case/\(id).json", bytes: Array(text.utf8))
  }

  /// The fixture matrices with the files added.
  static func matrix(_ files: MatrixFile...) throws -> Matrix {
    try TestSupport.baseMatrix(adding: files)
  }

  /// The plan for a concern of the matrix over a range expression.
  static func plan(_ concern: String, _ range: String, in matrix: Matrix) throws -> ConcernPlan {
    let resolved = try matrix.resolve(try RangeExpression.parse(range), on: .iOS)
    // The concern was added by the case.
    return Resolver(matrix: matrix).plan(for: matrix.concern(id: concern)!, in: resolved)
  }
}
