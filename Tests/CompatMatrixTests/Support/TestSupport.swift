import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// Paths and helpers shared by the tests.
enum TestSupport {
  /// The package's root folder.
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // CompatMatrixTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The test fixtures folder.
  static let fixtures = packageRoot.appendingPathComponent("Tests/CompatMatrixTests/Fixtures")

  /// A fixture file's bytes.
  static func fixtureBytes(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(path)))
  }

  /// The small fixture matrices that most tests load instead of the shipped data.
  static func baseFiles() throws -> [MatrixFile] {
    try MatrixDirectory.read(
      fixtures.appendingPathComponent("matrices/base").path, displayName: "base")
  }

  /// The fixture matrices, loaded, with extra files added on top.
  static func baseMatrix(adding files: [MatrixFile] = []) throws -> Matrix {
    try MatrixLoader.load(shipped: try baseFiles(), team: files)
  }

  /// A matrix file made from text.
  static func file(_ name: String, _ text: String) -> MatrixFile {
    MatrixFile(path: name, bytes: Array(text.utf8))
  }

  /// Whether goldens are being recorded: `UPDATE_GOLDEN=1` in the environment.
  static let isRecordingGoldens = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"

  /// Compares text with a golden file under `Fixtures/golden` (or `folder`), recording an
  /// issue that shows the first line that differs.
  ///
  /// When recording, a golden that differs or is missing is written with the new text, and
  /// the test still fails, saying so: a run that rewrote a golden never passes, so the new
  /// text is accepted only by reviewing the diff and running the tests again.
  static func expectGolden(
    _ actual: String, _ name: String, in folder: URL = fixtures.appendingPathComponent("golden"),
    recording: Bool = isRecordingGoldens,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let url = folder.appendingPathComponent(name)
    let expected: String?
    if FileManager.default.fileExists(atPath: url.path) {
      expected = try String(contentsOf: url, encoding: .utf8)
    } else {
      expected = nil
    }
    guard expected != actual else { return }
    var message =
      expected.map { difference(name, expected: $0, actual: actual) }
      ?? "\(name) does not exist"
    if recording {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
      message +=
        "\nrecorded the new text in \(name): review the diff, then run the tests again without "
        + "UPDATE_GOLDEN=1"
    } else {
      message += "\n(run with UPDATE_GOLDEN=1 to record the new text, then review the diff)"
    }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }

  /// Where two texts first differ, line by line.
  private static func difference(_ name: String, expected: String, actual: String) -> String {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let index =
      zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?
      .offset ?? min(expectedLines.count, actualLines.count)
    let want = index < expectedLines.count ? String(expectedLines[index]) : "<end>"
    let got = index < actualLines.count ? String(actualLines[index]) : "<end>"
    return "\(name) differs at line \(index + 1):\n  expected: \(want)\n  actual:   \(got)"
  }

  /// A fresh temporary folder, removed by the caller with `removeItem`.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("compat-matrix-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes text files into a folder, by relative path, making their folders.
  static func write(_ files: [String: String], in folder: URL) throws {
    for (name, text) in files {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  /// The text of a file in a folder.
  static func contents(_ folder: URL, _ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }
}
