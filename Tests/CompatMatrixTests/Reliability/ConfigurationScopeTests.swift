import Foundation
import Testing

/// A configuration in a folder above a project that has no `.git` (a shared temporary
/// folder, the home folder) does not apply to it, and `lint --strict` that lints no file
/// fails (issue 26, item 10). The built binary.
@Suite struct ConfigurationScopeTests {
  private static let excludeAll = #"{ "exclude": ["**"] }"#
  private static let package = """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "App", platforms: [.iOS(.v16)], targets: [.target(name: "App")])

    """

  @Test func aConfigurationAboveAProjectWithoutGitDoesNotApply() throws {
    let shared = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: shared) }
    try TestSupport.write(
      [
        ".compat-matrix.json": Self.excludeAll, "App/Package.swift": Self.package,
        "App/Sources/App/A.swift": RewriteTree.source("A"),
      ], in: shared)
    let run = try BinaryRunner.run(
      ["lint", "--strict", "--min", "16"], in: shared.appendingPathComponent("App"), timeout: 300)
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stdout.contains("Sources/App/A.swift:4:8: warning:"), "\(run.stdout)")
  }

  /// Without a project or a repository, only the path's own folder's configuration applies.
  @Test func withoutAProjectOnlyTheFoldersOwnConfigurationApplies() throws {
    let shared = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: shared) }
    try TestSupport.write(
      [".compat-matrix.json": Self.excludeAll, "Loose/A.swift": RewriteTree.source("A")],
      in: shared)
    let run = try BinaryRunner.run(
      ["lint", "--min", "16", "."], in: shared.appendingPathComponent("Loose"), timeout: 300)
    #expect(run.stdout.contains("A.swift:4:8: warning:"), "\(run.stdout)")
  }

  @Test func aStrictRunThatLintsNothingFails() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write(
      [
        ".compat-matrix.json": Self.excludeAll, "Package.swift": Self.package,
        "Sources/App/A.swift": RewriteTree.source("A"),
      ], in: root)
    let strict = try BinaryRunner.run(["lint", "--strict", "--min", "16"], in: root, timeout: 300)
    #expect(strict.status == 1, "\(strict.stderr)")
    let line =
      "error: no file was linted (every file was excluded or skipped), and --strict fails a "
      + "run that checked nothing"
    #expect(
      strict.stderr.split(separator: "\n").last.map(String.init) == line, "\(strict.stderr)")
    // Without --strict, nothing linted is not a failure.
    let lenient = try BinaryRunner.run(["lint", "--min", "16"], in: root, timeout: 300)
    #expect(lenient.status == 0, "\(lenient.stderr)")
  }

  /// Which configuration files a run applies, as its header names them (issue 26, item 10).
  struct HeaderCase: Sendable, CustomTestStringConvertible {
    var name: String
    /// Files besides the project and its source.
    var files: [String: String]
    /// Arguments after `lint --min 16`.
    var arguments: [String]
    /// The files the header names, as the run names them.
    var named: [String]
    var testDescription: String { name }
  }

  static let headerCases: [HeaderCase] = [
    HeaderCase(name: "none", files: [:], arguments: [], named: []),
    HeaderCase(
      name: "the project's", files: [".compat-matrix.json": "{}"], arguments: [],
      named: [".compat-matrix.json"]),
    HeaderCase(
      name: "the project's and one below it",
      files: [".compat-matrix.json": "{}", "Sources/App/.compat-matrix.json": "{}"],
      arguments: [], named: [".compat-matrix.json", "Sources/App/.compat-matrix.json"]),
    HeaderCase(
      name: "--config", files: [".compat-matrix.json": "{}", "ci/lint.json": "{}"],
      arguments: ["--config", "ci/lint.json"], named: ["ci/lint.json"]),
  ]

  /// Every reporter that has a header names the configuration files used, or `none`: the
  /// line on standard error for the Xcode, GitHub and text reporters, `configurationFiles` in
  /// JSON and in SARIF's invocation properties.
  @Test(arguments: headerCases, ["xcode", "github", "text", "json", "sarif"])
  func theHeaderNamesTheConfigurationUsed(_ test: HeaderCase, reporter: String) throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write(
      test.files.merging(
        ["Package.swift": Self.package, "Sources/App/A.swift": RewriteTree.source("A")],
        uniquingKeysWith: { $1 }), in: root)
    let run = try BinaryRunner.run(
      ["lint", "--min", "16", "--reporter", reporter] + test.arguments, in: root, timeout: 300)
    #expect(run.status == 0, "\(run.stderr)")
    switch reporter {
    case "json", "sarif":
      let document = try #require(
        try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
      let fields: [String: Any]? =
        reporter == "json"
        ? document
        : ((document["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?
          .first?["properties"] as? [String: Any]
      #expect(fields?["configurationFiles"] as? [String] == test.named, "\(run.stdout)")
    default:
      let header = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
      let named =
        test.named.isEmpty
        ? "configuration: none"
        : (test.named.count == 1 ? "configuration: " : "configurations: ")
          + test.named.joined(separator: ", ")
      #expect(header.hasPrefix("compat-matrix: linting for iOS 16.0+"), "\(run.stderr)")
      #expect(header.hasSuffix("; " + named), "\(run.stderr)")
    }
  }
}
