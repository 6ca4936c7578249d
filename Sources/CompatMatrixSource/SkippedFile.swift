import CompatMatrixCore

/// A file the linter did not read, and why.
public struct SkippedFile: Sendable, Hashable, Comparable {
  /// The file, as displayed.
  public package(set) var file: String
  /// Why it was skipped.
  public package(set) var reason: SkipReason

  /// Creates a skipped file.
  package init(file: String, reason: SkipReason) {
    self.file = file
    self.reason = reason
  }

  /// The warning for a file met while walking a folder:
  /// `warning: skipped Sources/Pipe.swift: not a regular file`; for a syntax error, in the
  /// form Xcode attaches to the place (`Main.storyboard:10:13: warning: skipped: not
  /// well-formed XML: …`).
  package var warning: String {
    guard reason.location != nil else {
      return MessageText.oneLine("warning: skipped \(file): \(reason)")
    }
    return MessageText.oneLine("\(place): warning: skipped: \(reason)")
  }

  /// The file, with the line and column of a syntax error: `Main.storyboard:10:13`.
  package var place: String { file + (reason.location.map { ":\($0)" } ?? "") }

  /// The error for a file named on the command line: `error: cannot lint 'x.swift': …`.
  package var error: String { MessageText.oneLine("error: cannot lint '\(file)': \(reason)") }

  /// Orders by file.
  public static func < (lhs: SkippedFile, rhs: SkippedFile) -> Bool {
    (lhs.file, lhs.reason.description) < (rhs.file, rhs.reason.description)
  }
}

/// Why a file was not linted: the catalogue of skip messages.
public enum SkipReason: Error, Sendable, Hashable, CustomStringConvertible {
  /// It could not be opened or read.
  case unreadable(String)
  /// It holds bytes that are not UTF-8 text.
  case notText
  /// It is larger than the limit per file.
  case tooLarge(limit: Int)
  /// It is not a regular file (a device, a FIFO, a socket).
  case notRegularFile
  /// It is a symbolic link that leads outside the folders being linted.
  case linkOutsideRoots
  /// It is a symbolic link to nothing.
  case brokenLink
  /// It is a symbolic link in a loop of links.
  case linkLoop
  /// It was given by name but is not a `.swift` file.
  case notSwift
  /// A storyboard that is not well-formed XML: where, and why.
  case notWellFormed(at: SourceLocation, problem: String)

  /// Where in the file the problem is, for a syntax error.
  package var location: SourceLocation? {
    if case .notWellFormed(let location, _) = self { return location }
    return nil
  }

  /// The reason in words, on one line.
  public var description: String { MessageText.oneLine(text) }

  /// The reason before `MessageText.oneLine(_:)` escapes what it quotes.
  private var text: String {
    switch self {
    case .unreadable(let reason): "cannot read the file: \(reason)"
    case .notText: "not UTF-8 text"
    case .tooLarge(let limit): "larger than the limit of \(limit / 1_048_576) MiB per file"
    case .notRegularFile: "not a regular file"
    case .linkOutsideRoots: "a symbolic link out of the folders being linted"
    case .brokenLink: "a symbolic link to nothing"
    case .linkLoop: "a symbolic link in a loop of links"
    case .notSwift: "not a .swift file"
    case .notWellFormed(_, let problem): "not well-formed XML: \(problem)"
    }
  }
}
