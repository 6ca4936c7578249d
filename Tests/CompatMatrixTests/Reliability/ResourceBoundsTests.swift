import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// Limits that keep hostile input from exhausting time, memory or the stack, and messages
/// that stay on one line whatever they quote.
@Suite struct ResourceBoundsTests {
  @Test func aHugeMatrixFileIsCutAtTheLimitAndReported() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("huge.json")
    try BadInputRunner.create(
      .large(prefix: "[", byte: UInt8(ascii: " "), count: 20 << 20, suffix: "]"), at: url)
    let files = try MatrixDirectory.read(folder.path, displayName: "m")
    // Read one byte past the limit, not the 20 MiB.
    #expect(files.map(\.bytes.count) == [MatrixLoader.fileSizeLimit + 1])
    #expect(throws: MatrixLoadError.self) {
      try MatrixLoader.load(shipped: try TestSupport.baseFiles(), team: files)
    }
    do {
      _ = try MatrixLoader.load(shipped: try TestSupport.baseFiles(), team: files)
    } catch let error as MatrixLoadError {
      #expect(
        error.description
          == "m/huge.json:1:1: error: the file is larger than the limit of 4 MiB for a matrix file")
    }
  }

  @Test func onlyRegularFilesAreRead() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("fifo").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let loop = folder.appendingPathComponent("loop").path
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop")
    let text = folder.appendingPathComponent("text").path
    try Data("0123456789".utf8).write(to: URL(fileURLWithPath: text))
    let cases: [(String, RegularFile.Failure)] = [
      (fifo, .notRegular(kind: "a FIFO")), ("/dev/zero", .notRegular(kind: "a character device")),
      (loop, .symbolicLinkLoop), (folder.path, .directory),
      (folder.appendingPathComponent("none").path, .notFound),
    ]
    for (path, failure) in cases {
      #expect(throws: failure) { try RegularFile.read(path, upTo: 100) }
    }
    #expect(try RegularFile.read(text, upTo: 4) == Array("0123".utf8))
    #expect(try RegularFile.read(text, upTo: 100) == Array("0123456789".utf8))
  }

  @Test func deepNestingNeverOverflowsTheStack() throws {
    let depth = 100_000
    #expect(throws: JSONSyntaxError.self) {
      try JSONParser.parse(Array(String(repeating: "[", count: depth).utf8))
    }
    #expect(throws: PropertyListSyntaxError.self) {
      try PropertyListParser.parse(Array(String(repeating: "{a=", count: depth).utf8))
    }
    let manifest =
      "let package = Package(name: \"x\", platforms: [.iOS(\""
      + String(repeating: "\\(\"", count: depth) + "\")])"
    #expect(
      throws: ProjectDetectionError.malformedManifest(
        file: "Package.swift", line: 1, reason: "unterminated string literal")
    ) {
      try PackageManifestReader.detect(text: manifest, file: "Package.swift", platform: .iOS)
    }
  }

  /// The linter's scopes (braces, brackets, `#if` blocks, declarations) are tracked without
  /// recursion: 100,000 levels of each lint in time and change nothing after them.
  @Test func deeplyNestedSwiftIsLintedWithoutOverflowingTheStack() throws {
    let matrix = try LinterTests.shipped.get()
    let linter = Linter(
      matrix: matrix, range: try matrix.resolve(RangeExpression.parse("15-18"), on: .iOS))
    let code = try TestSupport.fixtureBytes("lint-findings/Broken.swift")
    let depth = 100_000
    for (opening, closing) in [("{", "}"), ("(", ")"), ("[", "]"), ("#if A\n", "#endif\n")] {
      let nested =
        "let deep = " + String(repeating: opening, count: depth)
        + String(repeating: closing, count: depth) + "\n"
      // Balanced, the nesting moves the finding down one line and changes nothing else.
      let findings = linter.lint(Array(nested.utf8) + code, file: "Deep.swift")
      let lines = nested.count { $0 == "\n" }
      #expect(
        findings.map { "\($0.rule.rawValue)@\($0.line):\($0.column)" } == [
          "broken-strategy@\(6 + lines):3"
        ])
      // Never closed, it must still end.
      _ = linter.lint(
        code + Array(String(repeating: opening, count: depth).utf8), file: "Open.swift")
    }
  }

  @Test func referencesThatFanOutAreNotExpanded() throws {
    var lines = ["IPHONEOS_DEPLOYMENT_TARGET = $(V0)"]
    // Twenty levels, each doubling: a million references, though no chain is 32 deep.
    for level in 0..<20 { lines.append("V\(level) = $(V\(level + 1))$(V\(level + 1))") }
    lines.append("V20 = 1")
    let fanOut = try Self.stack(lines)
    guard case .unresolvable(let reason, _) = fanOut.resolve("IPHONEOS_DEPLOYMENT_TARGET") else {
      Issue.record("expected an unresolvable setting")
      return
    }
    #expect(reason == "it expands to more than 1000 references; such a value is not evaluated")
    let long = String(repeating: "x", count: 40_000)
    let wide = try Self.stack(["IPHONEOS_DEPLOYMENT_TARGET = $(A)$(A)", "A = \(long)"])
    guard case .unresolvable(let reason, _) = wide.resolve("IPHONEOS_DEPLOYMENT_TARGET") else {
      Issue.record("expected an unresolvable setting")
      return
    }
    #expect(reason == "it expands to more than 65536 bytes; such a value is not evaluated")
  }

  /// A team file of 1.7 MB: one strategy that lists one API 20,000 times and has 2,000
  /// behaviour entries, over 2,000 point releases. Checking and resolving it took minutes when every entry re-read every
  /// required API and every segment searched every span; now it takes well under a second.
  @Test func aBigTeamMatrixIsCheckedAndResolvedInLinearTime() throws {
    let entries = (0..<2_000).map { index in
      let status = index % 2 == 0 ? #""partial", "note": "n""# : #""deprecated""#
      return #"{"platform": "iOS", "from": "16.0.\#(index + 1)", "until": "16.0.\#(index + 2)", "#
        + #""status": \#(status), "sources": ["https://example.com/e"], "confidence": "confirmed"}"#
    }
    let requires = Array(repeating: #""tint""#, count: 20_000).joined(separator: ", ")
    // Entries start and end at releases: the team's iOS releases hold 16.0.1 to 16.0.2001.
    let releases =
      (["13.0", "14.0", "15.0", "16.0"] + (1...2_001).map { "16.0.\($0)" }
      + ["16.4", "17.0", "18.0", "26.0"]).map {
        #"{"version": "\#($0)", "date": "2022-09-12", "sources": ["https://example.com/r"], "#
          + #""confidence": "confirmed"}"#
      }
    let text =
      #"{"platforms": [{"id": "iOS", "releases": [\#(releases.joined(separator: ", "))]}], "#
      + #""concerns": [{"id": "big", "title": "Big", "question": "Q?", "summary": "S.", "tags": [], "#
      + #""strategies": [{"id": "big-strategy", "title": "B", "summary": "S.", "#
      + #""origin": "first-party", "requires": [\#(requires)], "#
      + #""behaviour": [\#(entries.joined(separator: ", "))], "sources": ["https://example.com/s"]}]}]}"#
    let start = ContinuousClock.now
    let matrix = try TestSupport.baseMatrix(adding: [TestSupport.file("team/big.json", text)])
    let range = try matrix.resolve(DeploymentRange(minimum: OSVersion(16)), on: .iOS)
    let plan = Resolver(matrix: matrix).plan(
      for: try #require(matrix.concern(id: "big")), in: range)
    let table = try StatusTable(
      strategies: plan.concern.strategies, platform: .iOS, matrix: matrix)
    #expect(plan.branches.count == 1)
    #expect(table.columns.count > 2_000)
    #expect(ContinuousClock.now - start < .seconds(20))
  }

  /// 2,000 targets sharing one configuration list over project settings of 50,000
  /// assignments: every target configuration read every assignment for every setting it
  /// looked up. Levels are now indexed by setting, and built once.
  @Test func manyTargetsOverLargeProjectSettingsAreReadQuickly() throws {
    let targets = 2_000
    let settings = (0..<50_000).map { "S\($0) = x;" }.joined(separator: " ")
    var lines = [
      "{", "objects = {",
      "P1 = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G1; targets = ("
        + (0..<targets).map { "T\($0), " }.joined() + "); };",
      "PL = {isa = XCConfigurationList; buildConfigurations = (PC, ); };",
      "PC = {isa = XCBuildConfiguration; name = Debug; buildSettings = {\(settings) "
        + "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; };",
      "TL = {isa = XCConfigurationList; buildConfigurations = (TC, ); };",
      "TC = {isa = XCBuildConfiguration; name = Debug; buildSettings = {PRODUCT_NAME = x; }; };",
    ]
    lines += (0..<targets).map {
      "T\($0) = {isa = PBXNativeTarget; name = T\($0); buildConfigurationList = TL; };"
    }
    lines += ["G1 = {isa = PBXGroup; children = (); sourceTree = \"<group>\"; };", "};", "}"]
    let start = ContinuousClock.now
    let detected = try ProjectDetector.detect(
      contents: Array(lines.joined(separator: "\n").utf8), as: .xcodeProject,
      at: URL(fileURLWithPath: "/nonexistent/App.xcodeproj/project.pbxproj"), platform: .iOS)
    #expect(detected.minimum == OSVersion(15))
    #expect(detected.explanation.hasSuffix("the lowest of 2000 targets"))
    #expect(ContinuousClock.now - start < .seconds(20))
  }

  @Test(arguments: [
    ("plain text", "plain text"), ("a\nb", #"a\nb"#), ("tab\there", #"tab\there"#),
    ("\r\n", #"\r\n"#), ("\u{1B}[31mred", #"\u{1B}[31mred"#), ("nul\u{0}", #"nul\u{0}"#),
    ("line\u{2028}separator", #"line\u{2028}separator"#), ("\u{202E}txt.exe", #"\u{202E}txt.exe"#),
    ("café ✓ 漢字", "café ✓ 漢字"),
  ])
  func messagesStayOnOneLine(text: String, expected: String) {
    #expect(MessageText.oneLine(text) == expected)
  }

  @Test func diagnosticsQuoteLineBreaksAsEscapes() throws {
    let file = TestSupport.file(
      "team/odd\nname.json", #"{"concerns": [{"id": "a\nb"}], "k\ty": 1}"#)
    do {
      _ = try TestSupport.baseMatrix(adding: [file])
      Issue.record("expected problems")
    } catch let error as MatrixLoadError {
      #expect(!error.diagnostics.isEmpty)
      for diagnostic in error.diagnostics {
        #expect(!diagnostic.description.contains("\n"), "\(diagnostic.description)")
        #expect(diagnostic.description.hasPrefix(#"team/odd\nname.json:1:"#))
      }
    }
  }

  /// A stack of one `.xcconfig` level read from `lines`.
  private static func stack(_ lines: [String]) throws -> BuildSettingStack {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Test.xcconfig")
    let assignments = try XCConfigReader.read(
      text: lines.joined(separator: "\n"), at: url, files: ProjectFiles(root: folder))
    return BuildSettingStack(
      levels: [.init(kind: .configurationFile, file: "Test.xcconfig", assignments: assignments)],
      sdk: "iphoneos", configuration: "")
  }
}
