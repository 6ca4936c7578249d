import Foundation
import Testing

/// Commands that read the deployment target from a project when no range is given.
@Suite struct ProjectRangeTests {
  static func project(_ name: String) -> String {
    TestSupport.fixtures.appendingPathComponent("projects/\(name)").path
  }

  /// A repository with no project: the fixtures' folders lie inside this package, whose own
  /// `Package.swift` the search for a project would find above them.
  static func emptyRepository() throws -> URL {
    let folder = try TestSupport.temporaryDirectory()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    return folder
  }

  /// Where the range comes from is the workflow's (`ResolveWorkflowTests`); the output says
  /// it.
  @Test func resolveSaysTheMinimumCameFromTheProject() throws {
    let folder = Self.project("package-minor")
    let result = CLIRunner.run(["resolve", "--format", "json"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(root["source"] as? String == "Package.swift")
    #expect(
      (root["sourceDetail"] as? String)?.contains(#"declares .iOS("15.4") in Package.swift"#)
        == true)
    let text = CLIRunner.run(["resolve"], in: folder)
    #expect(text.stdout.contains("(minimum read from the project: "))
  }

  @Test func projectOptionNamesAFileOrFolder() throws {
    let result = CLIRunner.run(
      [
        "resolve", "--project", Self.project("package-major") + "/Package.swift", "--format",
        "json",
      ])
    #expect(result.status == 0)
    #expect(result.stdout.contains(#""source": "Package.swift""#))
  }

  @Test func noRangeAndNoProjectIsAUsageError() throws {
    let folder = try Self.emptyRepository()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = CLIRunner.run(["resolve"], in: folder.path)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix(
        "Error: No deployment range: give --min (and --max) or a range expression such as 15-18, "
          + "or run in a folder with a Package.swift or an .xcodeproj (or use --project).\n"))
  }

  @Test func upgradeWithoutACurrentMinimumAsksForFrom() throws {
    let folder = try Self.emptyRepository()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = CLIRunner.run(["upgrade", "--to", "16"], in: folder.path)
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: No current minimum: give --from, or run in a folder with a Package.swift or an "
          + ".xcodeproj (or use --project).\n"))
  }

  @Test func aPackageWithoutAMinimumSaysSo() {
    let result = CLIRunner.run(["resolve"], in: Self.project("package-no-platforms"))
    #expect(result.status == 64)
    #expect(result.stderr.contains("Here: Package.swift:"))
    #expect(result.stderr.contains("declares no iOS minimum"))
  }

  @Test func aMalformedProjectIsBadData() {
    let result = CLIRunner.run(["resolve"], in: Self.project("malformed"))
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "error: Broken.xcodeproj/project.pbxproj:152:1: malformed project file: unexpected '<'; expected a key or '}'\n"
    )
  }

}

/// `upgrade` and `advise` on the shipped data.
@Suite struct UpgradeCommandTests {
  @Test(arguments: [
    (["upgrade", "--from", "15"], "Missing the proposed minimum: give --to, such as --to 16.0."),
    (
      ["upgrade", "--from", "16", "--to", "15"], "--to 15.0 must be above the current minimum 16.0."
    ),
    (
      ["upgrade", "--from", "15", "--to", "16.x"],
      "The value '16.x' is invalid for '--to <version>': invalid version '16.x': unexpected 'x'; expected one to three numbers separated by dots, such as 16, 16.4 or 16.4.1"
    ),
    (
      ["upgrade", "--from", "15", "--to", "16", "--format", "pdf"],
      "The value 'pdf' is invalid for '--format <format>'. Please provide one of 'text', 'markdown', 'json', 'adr' or 'diff'."
    ),
    (
      ["advise", "--max", "99"],
      "The value '99' is invalid for '--max <version>': version 99.0 is above the latest iOS release in the data, 27.0.1"
    ),
  ])
  func usageErrors(arguments: [String], message: String) throws {
    let result = try ResolveCommandTests.inEmptyFolder(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.split(separator: "\n").first.map(String.init) == "Error: \(message)")
  }

  /// What the raise changes is the workflow's (`UpgradeWorkflowTests`); the record says it.
  @Test func theDecisionRecordIsTitledWithTheRaise() throws {
    let adr = CLIRunner.run(["upgrade", "--from", "15", "--to", "16", "--format", "adr"])
    #expect(adr.status == 0)
    #expect(adr.stdout.hasPrefix("# Raise the minimum iOS deployment target from 15.0 to 16.0\n"))
  }

  /// `--path` reads files as `lint` does: a file named that cannot be read fails the run
  /// after the report; met in a folder, it is skipped with a warning.
  @Test func pathFollowsLintsPolicyForFilesItCannotRead() throws {
    let folder = try UpgradeWorkflowTests.folderWithAPipe()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = ["upgrade", "--from", "13", "--to", "16", "--format", "json", "--path"]
    let named = CLIRunner.run(arguments + ["Pipe.swift"], in: folder.path)
    #expect(named.status == 2)
    #expect(named.stderr == "error: cannot lint 'Pipe.swift': not a regular file\n")
    #expect(named.stdout.contains(#""deadChecks": [],"#))
    let walked = CLIRunner.run(arguments + ["."], in: folder.path)
    #expect(walked.status == 0)
    #expect(walked.stderr == "warning: skipped Pipe.swift: not a regular file\n")
    #expect(walked.stdout.contains(#""file": "Redundant.swift""#))
  }

  @Test func platformsAreGivenInAnyLetterCase() {
    let lower = CLIRunner.run(["versions", "--platform", "ios"])
    #expect(lower.status == 0)
    #expect(lower.stdout == CLIRunner.run(["versions", "--platform", "iOS"]).stdout)
  }

  @Test func adviseNamesAPlateauAndTheLargestStep() throws {
    let result = CLIRunner.run(["advise", "--format", "json"])
    #expect(result.status == 0)
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let rows = try #require(root["rows"] as? [[String: Any]])
    #expect(rows.first?["minimum"] as? String == "13.0")
    #expect(root["plateau"] is String)
    #expect(
      (root["verdict"] as? String)?.hasPrefix("The plans stop getting simpler at iOS ") == true)
  }
}
