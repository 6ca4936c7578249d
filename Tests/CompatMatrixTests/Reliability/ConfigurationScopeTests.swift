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
}
