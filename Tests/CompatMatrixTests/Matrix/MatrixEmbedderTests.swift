import Foundation
import Testing

@testable import CompatMatrixCore
@testable import MatrixEmbedder

/// The build step that checks the shipped matrices and generates the Swift source that builds
/// them: bad data stops it with the loader's messages, good data gives the same source every
/// time.
@Suite struct MatrixEmbedderTests {
  /// A `matrices` folder in a fresh temporary folder, holding copies of fixture files; the
  /// caller removes `root`'s parent.
  static func matrices(_ fixtures: [(from: String, to: String)]) throws -> URL {
    let root = try TestSupport.temporaryDirectory().appendingPathComponent("matrices")
    for (from, to) in fixtures {
      let target = root.appendingPathComponent(to)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: TestSupport.fixtures.appendingPathComponent("matrices/\(from)"), to: target)
    }
    return root
  }

  static let base: [(from: String, to: String)] = [
    ("base/apis.json", "apis.json"), ("base/concerns.json", "concerns/base.json"),
    ("base/platforms.json", "platforms.json"),
  ]

  /// Each file below `root` with an output name as the plugin gives it.
  static func pairs(_ root: URL, _ names: [String]) -> [(input: URL, output: URL)] {
    names.map { name in
      (
        root.appendingPathComponent(name),
        root.deletingLastPathComponent().appendingPathComponent(
          "Shipped_" + name.dropLast(5).replacingOccurrences(of: "/", with: "_") + ".swift")
      )
    }
  }

  @Test func badDataStopsTheBuildWithTheLoadersMessagesAndAbsolutePaths() throws {
    let root = try Self.matrices(
      Self.base + [("invalid/truncated.json", "concerns/truncated.json")])
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    let files = Self.pairs(
      root, ["apis.json", "concerns/base.json", "concerns/truncated.json", "platforms.json"])
    let index = root.deletingLastPathComponent().appendingPathComponent("EmbeddedMatrices.swift")
    do {
      _ = try MatrixEmbedding(root: root, index: index, files: files)
      Issue.record("a truncated matrix file was embedded")
    } catch {
      #expect(
        error.lines == [
          "\(root.path)/concerns/truncated.json:3:27: error: unterminated string; expected a "
            + "closing '\"'"
        ])
    }
  }

  @Test func goodDataGivesOneSourcePerFileAndAnIndexTheSameEveryTime() throws {
    let root = try Self.matrices(Self.base)
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    let files = Self.pairs(root, ["platforms.json", "apis.json", "concerns/base.json"])
    let index = root.deletingLastPathComponent().appendingPathComponent("EmbeddedMatrices.swift")
    let first = try MatrixEmbedding(root: root, index: index, files: files)
    let second = try MatrixEmbedding(root: root, index: index, files: files.reversed())
    #expect(first.outputs.map(\.0) == second.outputs.map(\.0))
    #expect(first.outputs.map(\.1) == second.outputs.map(\.1))
    #expect(
      first.outputs.map(\.0.lastPathComponent) == [
        "Shipped_apis.swift", "Shipped_concerns_base.swift", "Shipped_platforms.swift",
        "EmbeddedMatrices.swift",
      ])
    let concerns = first.outputs[1].1
    #expect(concerns.contains("enum Shipped_concerns_base {"))
    #expect(concerns.contains("static let path = \"matrices/concerns/base.json\""))
    #expect(concerns.contains("    static func concern0() -> Concern {"))
    #expect(concerns.contains("    static func concern1() -> Concern {"))
    #expect(concerns.contains("    private static func concern0_strategy0() -> Strategy {"))
    // The index builds each kind in the order of its ids, whatever the order of the files.
    let indexSource = first.outputs[3].1
    let calls = indexSource.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix("Shipped_") && $0.hasSuffix("(),") }
    let declared = try MatrixLoader.validatedDeclarations(try TestSupport.baseFiles())
    let apiCalls = declared.apis.enumerated().sorted { $0.element.id < $1.element.id }
      .map { "Shipped_apis.api\($0.offset)()," }
    #expect(calls.filter { $0.hasPrefix("Shipped_apis.") } == apiCalls)
    #expect(apiCalls.count > 2)
    #expect(
      calls.filter { $0.hasPrefix("Shipped_concerns_base.") } == [
        "Shipped_concerns_base.concern0(),", "Shipped_concerns_base.concern1(),",
      ])
  }

  @Test func unchangedOutputIsNotWrittenAgain() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Generated.swift")
    try EmbedderOutput.writeIfChanged("let a = 1\n", to: url)
    let old = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: url.path)
    try EmbedderOutput.writeIfChanged("let a = 1\n", to: url)
    let kept = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate]
    #expect(kept as? Date == old)
    try EmbedderOutput.writeIfChanged("let a = 2\n", to: url)
    #expect(try String(contentsOf: url, encoding: .utf8) == "let a = 2\n")
  }

  static let literals: [(String, String)] = [
    ("plain text", #""plain text""#),
    (#"a "quoted" word"#, #""a \"quoted\" word""#),
    (#"a \ backslash and \(interpolation)"#, #""a \\ backslash and \\(interpolation)""#),
    ("two\nlines\r\n\tand a tab", #""two\nlines\r\n\tand a tab""#),
    ("\u{1}\u{7F}", #""\u{1}\u{7F}""#),
    ("caf\u{E9} \u{2026} \u{1F600} e\u{301}", #""caf\u{E9} \u{2026} \u{1F600} e\u{301}""#),
    ("\u{2028}", #""\u{2028}""#),
    ("", #""""#),
  ]

  @Test(arguments: literals)
  func stringLiteralsAreOneLineOfASCII(_ text: String, _ literal: String) {
    #expect(SwiftLiteral.string(text) == literal)
  }

  @Test func theModelsEnumerationsPrintTheirCaseNames() {
    #expect(SwiftLiteral.enumCase(APIKind.enumCase) == ".`enumCase`")
    #expect(SwiftLiteral.enumCase(APIKind.struct) == ".`struct`")
    #expect(SwiftLiteral.checkCaseNames(of: APIKind.self))
    #expect(SwiftLiteral.checkCaseNames(of: StrategyStatus.self))
    #expect(!SwiftLiteral.checkCaseNames(of: Printed.self))
  }

  /// An enumeration whose cases print as something other than their names.
  enum Printed: String, CaseIterable, CustomStringConvertible {
    case one, two
    var description: String { "the \(rawValue)" }
  }
}
