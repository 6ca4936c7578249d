import Foundation
import Testing

@testable import compat_matrix

/// Golden tests of every help text and usage error, as swift-argument-parser tests its own.
@Suite struct HelpTextTests {
  @Test(arguments: [
    (["--help"], "help/root.txt"),
    ([], "help/root.txt"),
    (["help"], "help/root.txt"),
    (["validate", "--help"], "help/validate.txt"),
    (["help", "validate"], "help/validate.txt"),
    (["versions", "-h"], "help/versions.txt"),
    (["resolve", "--help"], "help/resolve.txt"),
    (["show", "--help"], "help/show.txt"),
    (["apis", "--help"], "help/apis.txt"),
    (["upgrade", "--help"], "help/upgrade.txt"),
    (["advise", "--help"], "help/advise.txt"),
    (["docs", "--help"], "help/docs.txt"),
    (["lint", "--help"], "help/lint.txt"),
    (["verify-sdk", "--help"], "help/verify-sdk.txt"),
    (["help", "sdk-diff"], "help/sdk-diff.txt"),
  ])
  func helpMatchesTheGoldenText(arguments: [String], golden: String) throws {
    let result = CLIRunner.run(arguments)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    try TestSupport.expectGolden(result.stdout, golden)
  }

  @Test func everyHelpLineFitsTheWidth() {
    var stacks: [[CommandSpec]] = [[CompatMatrixCLI.root]]
    stacks += CompatMatrixCLI.root.subcommands.map { [CompatMatrixCLI.root, $0] }
    for stack in stacks {
      for line in HelpRenderer(commands: stack).render().split(separator: "\n")
      where !line.hasPrefix("USAGE:") && !line.hasPrefix("  --") {
        #expect(line.count <= HelpRenderer.width, "\(line)")
      }
    }
  }

  @Test(arguments: [
    (
      ["versions", "--fomat", "json"],
      """
      Error: Unknown option '--fomat'. Did you mean '--format'?
      Usage: compat-matrix versions [--platform <platform>] [--format <format>] [--matrices <dir>] [--color <when>]
        See 'compat-matrix versions --help' for more information.

      """
    ),
    (
      ["versions", "--format", "yaml"],
      """
      Error: The value 'yaml' is invalid for '--format <format>'. Please provide one of 'text', 'markdown' or 'json'.
      Usage: compat-matrix versions [--platform <platform>] [--format <format>] [--matrices <dir>] [--color <when>]
        See 'compat-matrix versions --help' for more information.

      """
    ),
    (
      ["versions", "--platform", "andriod"],
      """
      Error: The value 'andriod' is invalid for '--platform <platform>': unknown platform 'andriod' (known: iOS, iPadOS, macOS, tvOS, watchOS, visionOS)
      Usage: compat-matrix versions [--platform <platform>] [--format <format>] [--matrices <dir>] [--color <when>]
        See 'compat-matrix versions --help' for more information.

      """
    ),
    (
      ["valdate"],
      """
      Error: Unknown subcommand 'valdate'. Did you mean 'validate'?
      Usage: compat-matrix <subcommand>
        See 'compat-matrix --help' for more information.

      """
    ),
    (
      ["validate", "--matrices", "/nonexistent/folder"],
      """
      Error: The value '/nonexistent/folder' is invalid for '--matrices <dir>': no matrices folder at '/nonexistent/folder'
      Usage: compat-matrix validate [--matrices <dir>] [--color <when>]
        See 'compat-matrix validate --help' for more information.

      """
    ),
    (
      ["--generate-completion-script", "powershell"],
      """
      Error: The value 'powershell' is invalid for '--generate-completion-script <shell>'. Please provide one of 'bash', 'zsh' or 'fish'.
      Usage: compat-matrix <subcommand>
        See 'compat-matrix --help' for more information.

      """
    ),
  ])
  func usageErrorsGoToStandardErrorWithExit64(arguments: [String], expected: String) {
    let result = CLIRunner.run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == expected)
  }

  @Test func versionPrintsTheVersion() {
    let result = CLIRunner.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout == CompatMatrixCLI.version + "\n")
  }
}
