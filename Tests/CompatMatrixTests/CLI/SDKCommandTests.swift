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
    #expect(Set(object.keys) == ["schemaVersion", "sdks", "records", "problems"])
    #expect((object["problems"] as? [Any])?.isEmpty == true)
    #expect(object["schemaVersion"] as? Int == 1)
    let sdks = try #require(object["sdks"] as? [[String: Any]])
    #expect(sdks.map { $0["version"] as? String } == ["16.4", "18.0"])
    let records = try #require(object["records"] as? [[String: Any]])
    for record in records {
      #expect(
        Set(record.keys) == [
          "id", "symbol", "verdict", "field", "data", "sdk", "location", "note", "source",
        ])
      let verdict = try #require(record["verdict"] as? String)
      #expect(
        ["agrees", "disagrees", "absent", "later-sdk", "not-found", "unreadable"].contains(verdict))
      #expect(record["source"] as? String == "interface")
    }
  }

  @Test(arguments: [
    ([] as [String], "sdk-diff/team.txt"),
    (["--format", "json"], "sdk-diff/team.json"),
    (["--format", "json", Self.sdks[1], "\(folder)/iPhoneOS27.0.sdk"], "sdk-diff/team-27.json"),
  ])
  func sdkDiffMatchesTheGolden(arguments: [String], golden: String) throws {
    let sdks = arguments.count > 2 ? [] : Self.sdks
    let result = CLIRunner.run(
      ["sdk-diff", "--matrices", "\(Self.folder)/team"] + arguments + sdks)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    try TestSupport.expectGolden(result.stdout, golden)
  }

  @Test func aFileThatCannotBeReadIsNamedOnceAndItsRecordsAreNotChecked() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let sdk = root.appendingPathComponent("iPhoneOS18.0.sdk")
    try FileManager.default.copyItem(
      at: TestSupport.packageRoot.appendingPathComponent(Self.sdks[1]), to: sdk)
    try Data("version https://git-lfs.github.com/spec/v1\noid sha256:0\nsize 1\n".utf8).write(
      to: sdk.appendingPathComponent(
        "System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/"
          + "arm64e-apple-ios.swiftinterface"))
    let team = TestSupport.packageRoot.appendingPathComponent("\(Self.folder)/team").path
    let text = CLIRunner.run(["verify-sdk", "--matrices", team, "iPhoneOS18.0.sdk"], in: root.path)
    #expect(text.status == 0)
    #expect(text.stderr.isEmpty)
    let warning =
      "warning: iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/"
      + "SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface cannot be read: a Git LFS pointer, "
      + "not the file (the dump never fetched it); 13 records not checked"
    #expect(text.stdout.components(separatedBy: "\n").filter { $0 == warning }.count == 1)
    #expect(text.stdout.hasSuffix("14 not checked (13 unreadable interface)\n"))
    let json = CLIRunner.run(
      ["verify-sdk", "--matrices", team, "--format", "json", "iPhoneOS18.0.sdk"], in: root.path)
    #expect(json.status == 0)
    #expect(json.stderr == warning + "\n")
    #expect(json.stdout.contains("\"reason\": \"lfs-pointer\""))
  }

  @Test func aDiffNamesAFileThatCannotBeReadOnceInEachFormat() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let sdk = root.appendingPathComponent("iPhoneOS18.0.sdk")
    try FileManager.default.copyItem(
      at: TestSupport.packageRoot.appendingPathComponent(Self.sdks[1]), to: sdk)
    let file =
      "System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/"
      + "arm64e-apple-ios.swiftinterface"
    try Data("version https://git-lfs.github.com/spec/v1\noid sha256:0\nsize 1\n".utf8).write(
      to: sdk.appendingPathComponent(file))
    let old = TestSupport.packageRoot.appendingPathComponent(Self.sdks[0]).path
    let team = TestSupport.packageRoot.appendingPathComponent("\(Self.folder)/team").path
    let warning =
      "warning: iPhoneOS18.0.sdk/\(file) cannot be read: a Git LFS pointer, not the file (the "
      + "dump never fetched it)"
    let text = CLIRunner.run(
      ["sdk-diff", "--matrices", team, old, "iPhoneOS18.0.sdk"], in: root.path)
    #expect(text.status == 0)
    #expect(text.stderr.isEmpty)
    #expect(text.stdout.components(separatedBy: "\n").filter { $0 == warning }.count == 1)
    // SwiftUI is not compared, so none of its declarations seems removed or new.
    #expect(text.stdout.contains("\nNot compared: SwiftUI's interface: iPhoneOS18.0.sdk/\(file): "))
    #expect(!text.stdout.contains("SwiftUI "))
    let json = CLIRunner.run(
      ["sdk-diff", "--matrices", team, "--format", "json", old, "iPhoneOS18.0.sdk"],
      in: root.path)
    #expect(json.status == 0)
    #expect(json.stderr == warning + "\n")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let problems = try #require(object["problems"] as? [[String: Any]])
    #expect(problems.map { $0["reason"] as? String } == ["lfs-pointer"])
    #expect(problems.first?["file"] as? String == "iPhoneOS18.0.sdk/\(file)")
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
    #expect(
      wrong.stdout.contains(
        "10 records: 0 agree, 9 disagree, 0 absent, 0 changed in a later SDK, 1 not found"))
  }
}
