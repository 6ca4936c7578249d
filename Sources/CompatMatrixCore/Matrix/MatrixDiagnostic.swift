/// One problem found in a matrix file, located by file, line, column and JSON path.
public struct MatrixDiagnostic: Error, Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file as displayed.
  public let file: String
  /// Where in the file; `nil` for problems with the file as a whole.
  public let location: SourceLocation?
  /// The JSON path of the value at fault, such as `concerns[2].strategies[0].status`.
  package let path: String
  /// What is wrong.
  package let message: MatrixMessage

  /// Creates a diagnostic.
  package init(file: String, location: SourceLocation?, path: String, message: MatrixMessage) {
    self.file = file
    self.location = location
    self.path = path
    self.message = message
  }

  /// Creates a diagnostic about a declared entity.
  package init(at reference: SourceReference, _ message: MatrixMessage) {
    self.init(
      file: reference.file, location: reference.location, path: reference.path, message: message)
  }

  /// `file:line:column: error: path: message`, the form editors and CI logs link; always one
  /// line, whatever the file name, path and message quote. A problem with the file as a whole
  /// is shown at its start, line 1, column 1, so that every problem has the same form.
  public var description: String {
    let place = "\(file):\(location ?? SourceLocation(line: 1, column: 1))"
    let subject = path.isEmpty ? "" : "\(path): "
    return MessageText.oneLine("\(place): error: \(subject)\(message)")
  }

  /// Orders by file, then line and column, then path.
  public static func < (lhs: MatrixDiagnostic, rhs: MatrixDiagnostic) -> Bool {
    let left = lhs.location ?? SourceLocation(line: 0, column: 0)
    let right = rhs.location ?? SourceLocation(line: 0, column: 0)
    return (lhs.file, left, lhs.path, lhs.message.description)
      < (rhs.file, right, rhs.path, rhs.message.description)
  }
}

/// A set of problems that stops the data from loading.
public struct MatrixLoadError: Error, Sendable, CustomStringConvertible {
  /// The problems, sorted by file and location.
  public let diagnostics: [MatrixDiagnostic]

  /// Creates an error from its problems, which it sorts.
  package init(diagnostics: [MatrixDiagnostic]) {
    self.diagnostics = diagnostics.sorted()
  }

  /// One line per problem.
  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
