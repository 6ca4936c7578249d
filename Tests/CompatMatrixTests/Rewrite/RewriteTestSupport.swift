import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixRewrite
@testable import CompatMatrixSource

/// Runs the rewriter on text and checks Swift with the toolchain's `swiftc -parse`.
enum RewriteTestSupport {
  /// The text rewritten for an iOS minimum, with the rewrite's result.
  static func rewrite(_ text: String, minimum: String = "16.4", platforms: Set<Platform>? = nil)
    -> (text: String, result: AvailabilityRewriter.Result)
  {
    let bytes = Array(text.utf8)
    // The minimums in the tables are valid versions.
    let target = RewriteTarget(
      platform: .iOS, minimum: OSVersion(minimum)!, platforms: platforms)
    let result = AvailabilityRewriter(target: target).rewrite(
      SwiftSourceFile(bytes: bytes), file: "Fixture.swift")
    var file = EditedFile(path: "/Fixture.swift", display: "Fixture.swift", original: bytes)
    for edit in result.edits {
      let added = file.add(edit)
      #expect(added)
    }
    return (String(decoding: file.edited, as: UTF8.self), result)
  }

  /// The toolchain's `swiftc`, when it can be found.
  static let swiftc: String? = {
    let environment = ProcessInfo.processInfo.environment
    let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    return folders.map { $0 + "/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// Whether `swiftc` was found; tests that parse are skipped, saying why, when not.
  static var hasSwiftc: Bool { swiftc != nil }

  /// Runs `swiftc -parse` on sources, each in its own file named after its key; returns the
  /// compiler's messages when it rejects one, `nil` when all parse.
  static func parseErrors(_ sources: [String: String]) throws -> String? {
    // Checked by the callers' `.enabled(if:)`.
    let swiftc = try #require(swiftc)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("compat-matrix-parse-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
      let url = folder.appendingPathComponent(name + ".swift")
      try Data(text.utf8).write(to: url)
      paths.append(url.path)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftc)
    process.arguments = ["-parse"] + paths
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let output = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? nil : String(decoding: output, as: UTF8.self)
  }
}
