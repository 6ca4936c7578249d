import CompatMatrixCore
import Foundation
import Testing

@testable import compat_matrix

/// What a script reading the tool's output can count on: whole records on standard output,
/// and a quiet end when the reader goes away.
@Suite struct OutputSafetyTests {
  private static let shell = URL(fileURLWithPath: "/bin/sh")

  /// The binary's path, quoted for `/bin/sh`.
  private static var binary: String {
    "'" + BinaryRunner.binary.path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  @Test(arguments: [["resolve", "13+"], ["apis"], ["show", "navigation-container"]])
  func readingOnlyTheFirstLineEndsTheRunQuietly(arguments: [String]) throws {
    let whole = try BinaryRunner.run(arguments, timeout: 60)
    #expect(whole.status == 0)
    let command = "\(Self.binary) \(arguments.joined(separator: " ")) | head -1"
    let result = try BinaryRunner.run(["-c", command], executable: Self.shell, timeout: 60)
    #expect(result.status == 0)
    #expect(result.stdout == whole.stdout.prefix { $0 != "\n" } + "\n")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
  }

  /// `true` exits before the tool has loaded its data, so the tool's first write finds the
  /// pipe closed: it must end with 141, the status of a process ended by SIGPIPE, and say
  /// nothing.
  @Test(arguments: [["resolve", "13+"], ["apis", "--format", "json"]])
  func writingToAClosedPipeExitsWith141Silently(arguments: [String]) throws {
    let command =
      "{ \(Self.binary) \(arguments.joined(separator: " ")); echo \"status $?\" >&2; } | true"
    let result = try BinaryRunner.run(["-c", command], executable: Self.shell, timeout: 60)
    #expect(result.stderr == "status 141\n")
  }

  /// A full disk must not pass for success: the run says so and ends with 74, so that a
  /// script does not take a cut-off result for a whole one.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"))
  func aFullDiskIsAnError() throws {
    let command = "\(Self.binary) versions > /dev/full; echo \"status $?\" >&2"
    let result = try BinaryRunner.run(["-c", command], executable: Self.shell, timeout: 60)
    #expect(
      result.stderr
        == "error: cannot write to standard output: No space left on device\nstatus 74\n")
  }

  /// Each write is a whole record ending in a line break: the header and one section per
  /// concern for text, the whole document for JSON.
  @Test(arguments: [
    (["resolve", "13+"], false), (["resolve", "13+", "--format", "json"], true),
    (["apis"], true), (["advise"], true), (["versions", "--format", "markdown"], true),
  ])
  func standardOutputIsWrittenInWholeRecords(arguments: [String], single: Bool) {
    let written = Mutex([String]())
    let context = CommandContext(
      environment: [:], currentDirectory: TestSupport.packageRoot.path, isTerminal: false,
      write: { record in written.withLock { $0.append(record) } }, writeError: { _ in })
    let status = CompatMatrixCLI.run(arguments, context: context)
    let records = written.withLock { $0 }
    #expect(status == 0)
    #expect(!records.isEmpty)
    #expect(records.allSatisfy { $0.hasSuffix("\n") })
    if single {
      #expect(records.count == 1)
    } else {
      // The header, then one section per concern, each starting with a blank line.
      #expect(records.count > 2)
      #expect(records.dropFirst().allSatisfy { $0.hasPrefix("\n") })
    }
  }
}
