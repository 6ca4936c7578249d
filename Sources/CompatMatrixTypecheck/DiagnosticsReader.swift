import CompatMatrixCore

/// Reads the diagnostics swiftc prints with `-diagnostic-style llvm`: one line per diagnostic,
/// `FILE:LINE:COLUMN: SEVERITY: MESSAGE [#Category]`, each followed by the source line and a
/// caret, which are skipped; a note belongs to the error or warning before it.
///
/// A line counts as a diagnostic only when what precedes its severity is a place
/// (`FILE:LINE:COLUMN`, or `<unknown>:0`) or nothing: a source line quoted below a diagnostic
/// that happens to hold `: error: ` is not one.
package struct DiagnosticsReader: Sendable {
  /// The paths the compiler was given, by the names they stand for: a diagnostic in one of
  /// them is reported under its name.
  package var names: [String: String]

  /// Creates a reader that renames the paths in `names` (path to name).
  package init(names: [String: String] = [:]) {
    self.names = names
  }

  /// The diagnostics of an output, in order, notes under their diagnostic.
  package func read(_ output: String) -> [CompilerDiagnostic] {
    var diagnostics: [CompilerDiagnostic] = []
    for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
      guard let diagnostic = diagnostic(in: line) else { continue }
      if diagnostic.severity == .note, !diagnostics.isEmpty {
        diagnostics[diagnostics.count - 1].notes.append(diagnostic)
      } else {
        diagnostics.append(diagnostic)
      }
    }
    return diagnostics
  }

  /// The diagnostic a line states, or `nil`.
  func diagnostic(in line: Substring) -> CompilerDiagnostic? {
    for severity in CompilerDiagnostic.Severity.allCases {
      let marker = severity.rawValue + ": "
      let prefix: Substring
      let body: Substring
      if line.hasPrefix(marker) {
        prefix = line[line.startIndex..<line.startIndex]
        body = line.dropFirst(marker.count)
      } else if let found = line.firstRange(ofText: ": " + marker) {
        // The place, with its last colon.
        prefix = line[...found.lowerBound]
        body = line[found.upperBound...]
      } else {
        continue
      }
      guard let place = self.place(prefix) else { continue }
      var message = body
      var category: String?
      if message.hasSuffix("]"), let open = message.lastRange(ofText: " [#") {
        category = String(message[open.upperBound..<message.index(before: message.endIndex)])
        message = message[..<open.lowerBound]
      }
      return CompilerDiagnostic(
        file: place.file, line: place.line, column: place.column, severity: severity,
        message: String(message), category: category)
    }
    return nil
  }

  /// `FILE:LINE:COLUMN:` (with its colon), `<unknown>:0:` or nothing, as a place; `nil` when
  /// the text is none of these.
  private func place(_ text: Substring) -> (file: String?, line: Int, column: Int)? {
    if text.isEmpty { return (nil, 0, 0) }
    guard text.hasSuffix(":") else { return nil }
    let parts = text.dropLast().split(separator: ":", omittingEmptySubsequences: false)
    if parts.count >= 2, parts[0] == "<unknown>" { return (nil, 0, 0) }
    guard parts.count >= 3, let line = Int(parts[parts.count - 2]),
      let column = Int(parts[parts.count - 1])
    else { return nil }
    let path = parts.dropLast(2).joined(separator: ":")
    guard !path.isEmpty else { return nil }
    return (names[path] ?? path, line, column)
  }
}
