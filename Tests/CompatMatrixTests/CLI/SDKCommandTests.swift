import Foundation
import Testing

/// `verify-sdk` and `sdk-diff` as a user runs them: goldens, exit codes and bad arguments.
@Suite struct SDKCommandTests {
  private static let folder = "Tests/CompatMatrixTests/Fixtures/sdk"
  private static let sdks = ["\(folder)/iPhoneOS16.4.sdk", "\(folder)/iPhoneOS18.0.sdk"]

  @Test(arguments: [
    (["--matrices", "\(folder)/team"] + sdks, "verify-sdk/team.txt", Int32(0)),
    (["--matrices", "\(folder)/team-wrong"] + sdks, "verify-sdk/team-wrong.txt", 1),
    (
      ["--matrices", "\(folder)/team-wrong", "--format", "json"] + sdks,
      "verify-sdk/team-wrong.json", 1
    ),
    // The SDKs are sorted by version, whatever their order on the command line.
    (
      ["--matrices", "\(folder)/team", "--format", "json"] + sdks.reversed(),
      "verify-sdk/team.json", 0
    ),
  ])
  func verifySDKMatchesTheGolden(arguments: [String], golden: String, status: Int32) throws {
    let result = CLIRunner.run(["verify-sdk"] + arguments)
    #expect(result.status == status)
    #expect(result.stderr.isEmpty)
    try TestSupport.expectGolden(result.stdout, golden)
  }

  @Test func theJSONIsTheDocumentedContract() throws {
    let result = CLIRunner.run(
      ["verify-sdk", "--matrices", "\(Self.folder)/team-wrong", "--format", "json"] + Self.sdks)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["schemaVersion", "sdks", "records"])
    #expect(object["schemaVersion"] as? Int == 1)
    let sdks = try #require(object["sdks"] as? [[String: Any]])
    #expect(sdks.map { $0["version"] as? String } == ["16.4", "18.0"])
    let records = try #require(object["records"] as? [[String: Any]])
    for record in records {
      #expect(
        Set(record.keys) == ["id", "symbol", "verdict", "field", "data", "sdk", "location"])
      let verdict = try #require(record["verdict"] as? String)
      #expect(["agrees", "disagrees", "absent", "not-found"].contains(verdict))
    }
  }

  @Test func sdkDiffMatchesTheGolden() throws {
    let result = CLIRunner.run(
      ["sdk-diff", "--matrices", "\(Self.folder)/team"] + Self.sdks)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    try TestSupport.expectGolden(result.stdout, "sdk-diff/team.txt")
  }

  @Test(arguments: [
    (
      ["verify-sdk"],
      "Error: Missing expected argument '<sdk>'\n"
    ),
    (
      ["verify-sdk", "/nonexistent/iPhoneOS.sdk"],
      "Error: The value '/nonexistent/iPhoneOS.sdk' is invalid for '<sdk>': no SDK folder at '/nonexistent/iPhoneOS.sdk'\n"
    ),
    (
      ["verify-sdk", "\(folder)/team"],
      "Error: The value '\(folder)/team' is invalid for '<sdk>': '\(folder)/team' is not an iOS SDK: it has neither System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/*.swiftinterface nor System/Library/Frameworks/UIKit.framework/Headers\n"
    ),
    (
      ["verify-sdk", "--format", "markdown", sdks[0]],
      "Error: The value 'markdown' is invalid for '--format <format>'. Please provide one of 'text' and 'json'.\n"
    ),
    (
      ["sdk-diff", sdks[0]],
      "Error: Missing expected argument '<new-sdk>'\n"
    ),
    (
      ["sdk-diff", sdks[0], "\(folder)/team/apis.json"],
      "Error: The value '\(folder)/team/apis.json' is invalid for '<new-sdk>': '\(folder)/team/apis.json' is a file; expected an SDK folder\n"
    ),
  ])
  func badArgumentsAreUsageErrors(arguments: [String], firstLine: String) {
    let result = CLIRunner.run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix(firstLine))
  }

  @Test func anSDKFileThatCannotBeReadExits2() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let headers = root.appendingPathComponent(
      "iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers")
    try FileManager.default.createDirectory(
      at: headers.appendingPathComponent("UIView.h"), withIntermediateDirectories: true)
    let result = CLIRunner.run(["verify-sdk", "iPhoneOS17.0.sdk"], in: root.path)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "error: cannot read 'iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/"
        + "Headers/UIView.h': it is a folder, not a file\n")
  }

  @Test func theBinaryExitsWithTheVerdict() throws {
    let agree = try BinaryRunner.run(
      ["verify-sdk", "--matrices", "\(Self.folder)/team"] + Self.sdks,
      in: TestSupport.packageRoot)
    #expect(agree.status == 0)
    let wrong = try BinaryRunner.run(
      ["verify-sdk", "--matrices", "\(Self.folder)/team-wrong"] + Self.sdks,
      in: TestSupport.packageRoot)
    #expect(wrong.status == 1)
    #expect(wrong.stdout.contains("8 records: 0 agree, 7 disagree, 0 absent, 1 not found"))
  }
}
