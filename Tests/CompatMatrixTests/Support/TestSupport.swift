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

  /// Compares text with a golden file under `Fixtures/golden`; with `UPDATE_GOLDEN=1` in the
  /// environment, writes the file instead.
  static func expectGolden(
    _ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let url = fixtures.appendingPathComponent("golden/\(name)")
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    if expected != actual {
      let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
      let index =
        zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?
        .offset ?? min(expectedLines.count, actualLines.count)
      let want = index < expectedLines.count ? String(expectedLines[index]) : "<end>"
      let got = index < actualLines.count ? String(actualLines[index]) : "<end>"
      let message =
        "\(name) differs at line \(index + 1):\n  expected: \(want)\n  actual:   \(got)\n"
        + "(run with UPDATE_GOLDEN=1 to accept)"
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }

  /// A fresh temporary folder, removed by the caller with `removeItem`.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("compat-matrix-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// SplitMix64: a small deterministic generator, so random tests repeat exactly.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
