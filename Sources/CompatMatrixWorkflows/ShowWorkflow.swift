import CompatMatrixCore

/// `show`: one concern, strategy or API of the data, or its devices or adoption figures.
package enum ShowWorkflow {
  /// What to show.
  package struct Request: Sendable {
    /// The data.
    package var data: DataRequest
    /// A concern id, a strategy id, an API id or symbol in any letter case, or `devices` or
    /// `adoption`.
    package var query: String

    /// Creates a request.
    package init(data: DataRequest, query: String) {
      self.data = data
      self.query = query
    }
  }

  /// What the query names.
  package enum Subject: Sendable {
    /// Every device model and the newest release it runs.
    case devices
    /// The dated editions of the App Store usage figures.
    case adoption
    /// A concern, strategy or API.
    case entry(MatrixEntry)
  }

  /// What to show, and the data it is shown from.
  package struct Outcome: Sendable {
    /// What the query names.
    package var subject: Subject
    /// The data.
    package var matrix: Matrix
  }

  /// Why there is nothing to show.
  package enum Failure: Error, Sendable {
    /// The data could not be loaded.
    case data(DataLoadError)
    /// The query names nothing in the data; with the closest name when one is close.
    case unknownName(String, suggestion: String?)
  }

  /// What the query names.
  package static func run(_ request: Request) throws(Failure) -> Outcome {
    let matrix = try request.data.load(orThrow: Failure.data)
    let query = request.query
    switch query.lowercased() {
    case "devices": return Outcome(subject: .devices, matrix: matrix)
    case "adoption": return Outcome(subject: .adoption, matrix: matrix)
    default:
      guard let entry = matrix.entry(named: query) else {
        throw .unknownName(
          query, suggestion: Suggestion.closest(to: query, among: matrix.entryNames))
      }
      return Outcome(subject: .entry(entry), matrix: matrix)
    }
  }
}
