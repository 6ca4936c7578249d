import ArgumentParsing
import Foundation
import Testing

@testable import compat_matrix

/// Golden tests of every help text and usage error, as swift-argument-parser tests its own.
@Suite struct HelpTextTests {
  /// The golden file of a command's help: `help/root.txt`, `help/resolve.txt`.
  static func golden(_ path: [String]) -> String {
    "help/\(path.isEmpty ? "root" : path.joined(separator: "-")).txt"
  }

  /// Every command of the tree has a golden help text: a new command fails here until its
  /// golden is written.
  @Test(arguments: CompatMatrixCLI.commandPaths())
  func everyCommandsHelpMatchesItsGolden(path: [String]) throws {
    let result = CLIRunner.run(path + ["--help"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    try TestSupport.expectGolden(result.stdout, Self.golden(path))
  }

  @Test func everyHelpGoldenBelongsToACommand() throws {
    let folder = TestSupport.fixtures.appendingPathComponent("golden/help")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let expected = CompatMatrixCLI.commandPaths().map { Self.golden($0).dropFirst(5) }
    #expect(files.sorted() == expected.map(String.init).sorted())
  }

  /// The other ways of asking for help give the same text.
  @Test(arguments: [
    ([], "help/root.txt"),
    (["help"], "help/root.txt"),
    (["-h"], "help/root.txt"),
    (["help", "validate"], "help/validate.txt"),
    (["versions", "-h"], "help/versions.txt"),
    (["resolve", "15-18", "--bogus", "--help"], "help/resolve.txt"),
    (["help", "--help"], "help/root.txt"),
    (["help", "-h"], "help/root.txt"),
    (["help", "lint", "--help"], "help/lint.txt"),
  ])
  func helpCanBeAskedForInEveryWay(arguments: [String], golden: String) throws {
    let result = CLIRunner.run(arguments)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    try TestSupport.expectGolden(result.stdout, golden)
  }

  /// `help --help` is help, as in swift-argument-parser, not a usage error (issue 26, item 13):
  /// the built binary prints the root's help, or the named command's, and exits 0.
  @Test(arguments: [(["help", "--help"], [String]()), (["help", "upgrade", "-h"], ["upgrade"])])
  func helpOfHelpIsHelpOnTheBuiltBinary(arguments: [String], path: [String]) throws {
    let result = try BinaryRunner.run(arguments, timeout: 60)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    #expect(result.stdout == CompatMatrixCLI.helpText(for: path))
  }

  /// Help is wrapped at swift-argument-parser's fixed width of 80 columns, but for the usage
  /// line and option labels, which it never wraps.
  @Test(arguments: CompatMatrixCLI.commandPaths())
  func everyHelpLineFitsTheWidth(path: [String]) throws {
    let help = try #require(CompatMatrixCLI.helpText(for: path))
    for line in help.split(separator: "\n")
    where !line.hasPrefix("USAGE:") && !line.hasPrefix("  --") {
      #expect(line.count <= 80, "\(line)")
    }
  }

  /// Sound, and every command and option group lists its wrappers in an `argumentList` that
  /// matches what it stores, so that no command is read through its `Encodable` conformance
  /// at start-up.
  @Test func theCommandTreeIsSound() {
    #expect(CompatMatrixCLI.declarationProblems(requiringArgumentLists: true) == [])
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
      Usage: compat-matrix validate [--format <format>] [--matrices <dir>] [--typecheck <env> ...] [--typecheck-timeout <seconds>] [--color <when>]
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

  /// `--version` belongs to the root command only, as in swift-argument-parser.
  @Test(arguments: CompatMatrixCLI.commandPaths().dropFirst())
  func subcommandsHaveNoVersionOption(path: [String]) {
    let result = CLIRunner.run(path + ["--version"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("Error: Unknown option '--version'"))
  }

  /// The completion option is accepted on the root but hidden from help and completion
  /// scripts, as in swift-argument-parser.
  @Test func theCompletionOptionIsHidden() {
    let help = CLIRunner.run(["--help"]).stdout
    #expect(!help.contains("generate-completion-script"))
    let script = CLIRunner.run(["--generate-completion-script=fish"])
    #expect(script.status == 0)
    #expect(script.stdout.hasPrefix("# fish completion for compat-matrix"))
    #expect(!script.stdout.contains("-l generate-completion-script"))
  }
}
