import Foundation
import Testing

/// Runs the built binary as a subprocess: exit codes, and what goes to stdout and stderr.
@Suite struct EndToEndTests {
  @Test func validateAcceptsTheShippedData() throws {
    let result = try BinaryRunner.run(["validate"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("ok: 1 platform, "))
    #expect(result.stderr.isEmpty)
  }

  @Test func validateReportsBadTeamFilesOnStandardErrorWithExit2() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["unknown-keys.json", "trailing-comma.json"] {
      try FileManager.default.copyItem(
        at: TestSupport.fixtures.appendingPathComponent("matrices/invalid/\(name)"),
        to: folder.appendingPathComponent(name))
    }
    let result = try BinaryRunner.run(["validate", "--matrices", "."], in: folder)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "./trailing-comma.json:4:3: error: trailing comma; remove the ',' before the closing bracket",
        "./unknown-keys.json:18:13: error: concerns[0].strategies[0].behaviour[0]: missing required key 'status'",
        "./unknown-keys.json:21:15: error: concerns[0].strategies[0].behaviour[0].staus: unknown key; did you mean 'status'?",
        "./unknown-keys.json:28:11: error: concerns[0].strategies[0].colour: unknown key",
        "./unknown-keys.json:33:3: error: api: unknown key; did you mean 'apis'?",
      ])
  }

  @Test func usageErrorsExit64WithNothingOnStandardOutput() throws {
    let result = try BinaryRunner.run(["versions", "--platform"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("Error: Missing value for '--platform <platform>'\nUsage: "))
  }

  @Test func theBinaryCarriesItsDataAndRunsFromAnyFolder() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("compat-matrix")
    try FileManager.default.copyItem(at: BinaryRunner.binary, to: copy)
    let result = try BinaryRunner.run(
      ["versions", "--format", "json"], in: URL(fileURLWithPath: "/"), executable: copy)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    #expect(object?["platform"] as? String == "iOS")
    #expect(object?["schemaVersion"] as? Int == 1)
    #expect(((object?["releases"] as? [Any])?.count ?? 0) > 10)
  }

  @Test func colourFollowsTheFlagAndNoColor() throws {
    let always = try BinaryRunner.run(["validate", "--color", "always"])
    #expect(always.stdout.contains("\u{1B}[32mok\u{1B}[0m"))
    let never = try BinaryRunner.run(["validate", "--color", "never"])
    #expect(!never.stdout.contains("\u{1B}["))
    // Not a terminal and NO_COLOR set: auto means no colour.
    let auto = try BinaryRunner.run(["validate"], environment: ["NO_COLOR": "1"])
    #expect(!auto.stdout.contains("\u{1B}["))
  }

  @Test func completionScriptsAreValidShell() throws {
    for shell in ["bash", "zsh", "fish"] {
      let result = try BinaryRunner.run(["--generate-completion-script", shell])
      #expect(result.status == 0)
      #expect(result.stdout.contains("validate"))
      #expect(result.stdout.contains("matrices"))
      try TestSupport.expectGolden(result.stdout, "completion/\(shell).txt")
    }
    // Each script must at least parse in its shell (zsh and fish only where installed).
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (shell, path) in [
      ("bash", "/bin/bash"), ("zsh", "/usr/bin/zsh"), ("fish", "/usr/bin/fish"),
    ]
    where FileManager.default.isExecutableFile(atPath: path) {
      let script = folder.appendingPathComponent("completion.\(shell)")
      let generated = try BinaryRunner.run(["--generate-completion-script=\(shell)"])
      try Data(generated.stdout.utf8).write(to: script)
      let check = try BinaryRunner.run(["-n", script.path], executable: URL(fileURLWithPath: path))
      #expect(check.status == 0, "\(shell): \(check.stderr)")
    }
  }
}
