import CompatMatrixCore
import CompatMatrixSource

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads `.xcconfig` build configuration files into build-setting assignments.
///
/// A file is a list of lines: `KEY = value` (a trailing `;` is dropped), conditional
/// assignments such as `KEY[sdk=iphoneos*] = value`, `// comments` (as in Xcode, `//`
/// starts a comment anywhere on a line), and `#include "other.xcconfig"` or
/// `#include? "optional.xcconfig"`, whose path is relative to the including file. Included
/// files are expanded in place, so a later assignment overrides an earlier one. A missing
/// `#include` is an error, a missing `#include?` is skipped, and so is an include of a path
/// that starts with `<`, such as `<DEVELOPER_DIR>/...`, which names a location this tool does
/// not know. Lines that are none of these are ignored, as Xcode ignores them after a warning.
enum XCConfigReader {
  /// The deepest nesting of `#include` accepted.
  static let includeDepthLimit = 32
  /// The most files read for one configuration file, its includes counted. Their sizes
  /// together are limited to `ProjectDetector.fileSizeLimit`.
  static let includeCountLimit = 256

  /// The assignments of a file and the files it includes, in order.
  package static func read(_ url: URL, files: ProjectFiles) throws(ProjectDetectionError)
    -> [BuildSettingAssignment]
  {
    var reader = Reader(files: files)
    try reader.read(url, includedAt: nil)
    return reader.assignments
  }

  /// The assignments of a file whose text is `text`, read as if it were the file at `url`:
  /// includes are looked for next to it.
  package static func read(text: String, at url: URL, files: ProjectFiles)
    throws(ProjectDetectionError)
    -> [BuildSettingAssignment]
  {
    var reader = Reader(files: files)
    try reader.read(url, text: text, includedAt: nil)
    return reader.assignments
  }

  /// The state of one read: the files being read, innermost last, and what was found.
  private struct Reader {
    package let files: ProjectFiles
    package var stack: [(path: String, display: String)] = []
    var filesRead = 0
    var bytesRead = 0
    var assignments: [BuildSettingAssignment] = []

    /// Reads the file at `url`, or takes its text as `text` when the caller has it.
    package mutating func read(
      _ url: URL, text given: String? = nil, includedAt include: (file: String, line: Int)?
    ) throws(ProjectDetectionError) {
      let display = files.display(url)
      let canonical = url.standardizedFileURL.resolvingSymlinksInPath().path
      if let include {
        if let first = stack.firstIndex(where: { $0.path == canonical }) {
          let chain = stack[first...].map(\.display) + [display]
          throw .includeCycle(chain, file: include.file, line: include.line)
        }
        if stack.count >= includeDepthLimit || filesRead >= includeCountLimit {
          throw .tooManyIncludes(file: include.file, line: include.line)
        }
      }
      filesRead += 1
      let text: String
      if let given { text = given } else { text = try files.text(url) }
      // A file included many times over is read each time: bound the total, not only each.
      bytesRead += text.utf8.count
      if let include, bytesRead > ProjectDetector.fileSizeLimit {
        throw .includedFilesTooLarge(
          file: include.file, line: include.line, limit: ProjectDetector.fileSizeLimit)
      }
      stack.append((canonical, display))
      defer { stack.removeLast() }
      var number = 0
      // "\r\n" is one Character in Swift: split on every kind of line break, not only "\n".
      for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
        number += 1
        var line = rawLine[...]
        if let comment = line.firstRange(ofText: "//") { line = line[..<comment.lowerBound] }
        line = line.trimming(" \t\r")
        if line.hasPrefix("#include") {
          try readInclude(line, in: url, display: display, line: number)
        } else if let assignment = Self.assignment(line, file: display, line: number) {
          assignments.append(assignment)
        }
      }
    }

    /// Reads the file an `#include` or `#include?` line names.
    private mutating func readInclude(_ text: Substring, in url: URL, display: String, line: Int)
      throws(ProjectDetectionError)
    {
      var rest = text.dropFirst("#include".count)
      let isOptional = rest.first == "?"
      if isOptional { rest = rest.dropFirst() }
      rest = rest.trimming(" \t\r")
      guard rest.first == "\"", let end = rest.dropFirst().firstIndex(of: "\"") else { return }
      let path = String(rest[rest.index(after: rest.startIndex)..<end])
      guard !path.isEmpty, !path.hasPrefix("<") else { return }
      let written =
        path.hasPrefix("/")
        ? URL(fileURLWithPath: path)
        : url.deletingLastPathComponent().appendingPathComponent(path)
      // Projects are written on a Mac, whose file system ignores letter case.
      let included = files.existing(written) ?? written
      guard files.fileExists(included) else {
        if isOptional { return }
        throw .missingInclude(path, file: display, line: line)
      }
      try read(included, includedAt: (display, line))
    }

    /// The assignment a line holds, or `nil` when it holds none.
    private static func assignment(_ line: Substring, file: String, line number: Int)
      -> BuildSettingAssignment?
    {
      // The '=' that separates key and value is the first one outside [conditions].
      var depth = 0
      var equals: Substring.Index?
      for index in line.indices {
        switch line[index] {
        case "[": depth += 1
        case "]": depth -= 1
        case "=" where depth == 0:
          equals = index
        default: break
        }
        if equals != nil { break }
      }
      guard let equals else { return nil }
      var value = line[line.index(after: equals)...].trimming(" \t\r")
      if value.last == ";" { value = value.dropLast().trimming(" \t\r") }
      return BuildSettingAssignment(
        key: line[..<equals].trimming(" \t\r"), value: value, file: file,
        line: number)
    }
  }
}
