import Foundation
import Testing

/// `compat-matrix lint` end to end, on a temporary project made of the lint fixtures.
@Suite struct LintCommandTests {
  static func project(_ fixtures: [String], config: String? = nil) throws -> URL {
    let root = try TestSupport.temporaryDirectory()
    let sources = root.appendingPathComponent("Sources/App")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    for name in fixtures {
      try FileManager.default.copyItem(
        at: TestSupport.fixtures.appendingPathComponent("lint-findings/\(name)"),
        to: sources.appendingPathComponent(name))
    }
    if let config {
      try Data(config.utf8).write(to: root.appendingPathComponent(".compat-matrix.json"))
    }
    return root
  }

  @Test func anErrorFindingExitsOneInXcodeFormat() throws {
    let root = try Self.project(["Broken.swift", "Companion.swift"])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try BinaryRunner.run(["lint", "15-18"], in: root)
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n")
    // Two findings, then their sources once per rule.
    #expect(lines.count == 4)
    #expect(lines[2].hasPrefix("compat-matrix: sources of broken-strategy: [1] "))
    #expect(lines[3].hasPrefix("compat-matrix: sources of missing-companion: [2] "))
    #expect(
      lines[0].hasPrefix(
        "Sources/App/Broken.swift:6:3: error: `UINavigationBar.appearance().tintColor` is broken from iOS 16.0"
      ))
    #expect(lines[0].hasSuffix("(broken-strategy)"))
    #expect(lines[1].hasPrefix("Sources/App/Companion.swift:7:7: warning: "))
    // The range, and where it came from, open standard error.
    #expect(
      result.stderr
        == "compat-matrix: linting for iOS 15.0–18.7.10 (the range given on the command line); profile: none (no project found); configuration: none\n"
    )
  }

  /// `--report-file` writes what standard output shows, whole, for every reporter, replacing
  /// an older report; the exit status stays lint's; a file that cannot be written is exit 74,
  /// after the report was printed.
  @Test(arguments: ["xcode", "json", "sarif"])
  func theReportFileHoldsWhatStandardOutputShows(reporter: String) throws {
    let root = try Self.project(["Broken.swift", "Companion.swift"])
    defer { try? FileManager.default.removeItem(at: root) }
    let report = root.appendingPathComponent("build/lint.report")
    try FileManager.default.createDirectory(
      at: report.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("an older report\n".utf8).write(to: report)
    let result = try BinaryRunner.run(
      ["lint", "15-18", "--reporter", reporter, "--report-file", "build/lint.report"], in: root)
    #expect(result.status == 1)
    #expect(!result.stdout.isEmpty)
    #expect(try String(contentsOf: report, encoding: .utf8) == result.stdout)
    let entries = try FileManager.default.contentsOfDirectory(
      atPath: report.deletingLastPathComponent().path)
    #expect(entries == ["lint.report"])

    let missing = try BinaryRunner.run(
      ["lint", "15-18", "--reporter", reporter, "--report-file", "nowhere/lint.report"], in: root)
    #expect(missing.status == 74)
    #expect(missing.stdout == result.stdout)
    #expect(
      missing.stderr.hasSuffix(
        "error: cannot write the report to nowhere/lint.report: No such file or directory\n"))
  }

  /// A report file named `….swift`, the build-tool plugin's output, holds the report as
  /// comment lines: SwiftPM compiles it into the target as an empty file.
  @Test func aSwiftReportFileHoldsTheReportAsComments() throws {
    let root = try Self.project(["Broken.swift", "Companion.swift"])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try BinaryRunner.run(
      ["lint", "15-18", "--report-file", "App+CompatLintReport.swift"], in: root)
    #expect(result.status == 1)
    let written = try String(
      contentsOf: root.appendingPathComponent("App+CompatLintReport.swift"), encoding: .utf8)
    let lines = result.stdout.split(separator: "\n").map { "// " + $0 }
    #expect(
      written
        == (["// compat-matrix lint report: comments only, compiled as an empty file."] + lines)
        .joined(separator: "\n") + "\n")
  }

  @Test func warningsExitZeroUnlessStrict() throws {
    let root = try Self.project(["Companion.swift"])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try BinaryRunner.run(["lint", "--min", "15", "--max", "18"], in: root).status == 0)
    #expect(
      try BinaryRunner.run(["lint", "--min", "15", "--max", "18", "--strict"], in: root).status == 1
    )
  }

  @Test func theConfigurationSetsTheRangeRulesAndExcludes() throws {
    let root = try Self.project(
      ["Broken.swift", "Redundant.swift"],
      config:
        #"{"range": "15-18", "exclude": ["**/Broken.swift"], "rules": {"redundant-availability-check": "error"}}"#
    )
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try BinaryRunner.run(["lint", "--reporter", "json"], in: root)
    #expect(result.status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(
      findings.map { $0["file"] as? String } == [
        "Sources/App/Redundant.swift", "Sources/App/Redundant.swift",
      ])
    #expect(findings.allSatisfy { $0["severity"] as? String == "error" })
  }

  @Test func aBrokenConfigurationIsBadData() throws {
    let root = try Self.project(["Broken.swift"], config: #"{"rules": {"broken": "off"}}"#)
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try BinaryRunner.run(["lint", "15-18"], in: root)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix(
        ".compat-matrix.json:1:12: error: rules.broken: 'broken' is not one of"))
  }

  @Test func pathsThatDoNotExistAreUsageErrorsAndDevicesNamedAreBadInput() throws {
    let missing = try BinaryRunner.run(
      ["lint", "NoSuchFolder", "15-18"], in: URL(fileURLWithPath: "/tmp"))
    #expect(missing.status == 64)
    #expect(
      missing.stderr.hasPrefix(
        "Error: The value 'NoSuchFolder' is invalid for '<path>': no such file or folder, and not a range"
      ))
    let device = try BinaryRunner.run(
      ["lint", "/dev/zero", "15-18"], in: URL(fileURLWithPath: "/tmp"))
    #expect(device.status == 2)
    #expect(device.stdout.isEmpty)
    #expect(
      device.stderr
        == "compat-matrix: linting for iOS 15.0–18.7.10 (the range given on the command line); profile: none (no project found); configuration: none\n"
        + "error: cannot lint '/dev/zero': not a regular file\n")
  }

  /// A file named that cannot be read does not stop the others being linted and reported,
  /// but ends the run with 2, after its error.
  @Test func aNamedFileThatCannotBeReadIsAnErrorAndTheRestIsLinted() throws {
    let root = try Self.project(["Broken.swift"])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(mkfifo(root.appendingPathComponent("Sources/App/Pipe.swift").path, 0o644) == 0)
    let named = try BinaryRunner.run(
      ["lint", "15-18", "Sources/App/Pipe.swift", "Sources/App/Broken.swift"], in: root,
      timeout: 30)
    #expect(named.status == 2)
    #expect(
      Self.withoutContext(named.stderr)
        == "error: cannot lint 'Sources/App/Pipe.swift': not a regular file\n")
    #expect(named.stdout.hasPrefix("Sources/App/Broken.swift:6:3: error: "))
    // Met in a folder, the same file is a warning, and the findings decide the exit code.
    let walked = try BinaryRunner.run(["lint", "15-18", "Sources"], in: root, timeout: 30)
    #expect(walked.status == 1)
    #expect(
      Self.withoutContext(walked.stderr)
        == "warning: skipped Sources/App/Pipe.swift: not a regular file\n")
    #expect(walked.stdout == named.stdout)
  }

  @Test(arguments: ["xcode", "json", "sarif", "github", "text"])
  func everyReporterRuns(reporter: String) throws {
    let root = try Self.project(["Broken.swift"])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try BinaryRunner.run(["lint", "15-18", "--reporter", reporter], in: root)
    #expect(result.status == 1)
    #expect(result.stdout.contains("Broken.swift"))
  }

  /// The configuration file is read as the library reads every file: a FIFO in its place is
  /// refused at once, not waited on.
  @Test func aConfigurationThatIsNotARegularFileIsBadData() throws {
    let root = try Self.project(["Broken.swift"])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(mkfifo(root.appendingPathComponent(".compat-matrix.json").path, 0o644) == 0)
    let result = CLIRunner.run(["lint", "15-18"], in: root.path)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "error: cannot read '.compat-matrix.json': it is a FIFO, not a regular file\n")
  }

  /// The range and platform of the configuration apply only where the command line gives
  /// none; a configured range the data cannot serve is bad data naming the file.
  @Test(arguments: [
    (
      #"{"range": "20-22"}"#, ["lint"], 2,
      "error: .compat-matrix.json: range '20-22': the range 20.0-22 contains no iOS release in the data; the nearest are 18.7.10 and 26.0"
    ),
    (#"{"range": "20-22"}"#, ["lint", "15-18"], 1, ""),
    (
      #"{"range": "15-18"}"#, ["lint", "--max", "17"], 64,
      "Error: --max needs --min: the minimum deployment target."
    ),
    (
      #"{"range": "15-18", "platform": "watchOS"}"#, ["lint"], 2,
      "error: .compat-matrix.json: range '15-18': the data lists no watchOS releases"
    ),
    (#"{"range": "15-18", "platform": "watchOS"}"#, ["lint", "--platform", "ios"], 1, ""),
  ])
  func theCommandLineWinsOverTheConfiguration(
    config: String, arguments: [String], status: Int32, firstLine: String
  ) throws {
    let root = try Self.project(["Broken.swift"], config: config)
    defer { try? FileManager.default.removeItem(at: root) }
    let result = CLIRunner.run(arguments, in: root.path)
    #expect(result.status == status, "\(result.stderr)")
    let lines = Self.withoutContext(result.stderr).split(separator: "\n")
    #expect(lines.first.map(String.init) ?? "" == firstLine)
  }

  /// Standard error without the lines that state the run's range and notices.
  static func withoutContext(_ stderr: String) -> String {
    stderr.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("compat-matrix: ") }.joined(separator: "\n")
  }
}
