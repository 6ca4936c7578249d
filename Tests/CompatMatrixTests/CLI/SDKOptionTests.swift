import Foundation
import Testing

/// `--sdk` on the shipped data, run in-process: the iOS 15 scroll-edge change, the iOS 26
/// design's compatibility key, and a usage error for an SDK that cannot build the range.
@Suite struct SDKOptionTests {
  @Test func theScrollEdgeChangeFollowsTheSDK() throws {
    let arguments = [
      "resolve", "14-18", "--framework", "swiftui", "--concern", "custom-navigation-bar",
    ]
    let latest = CLIRunner.run(["show", "custom-bar-appearance-standard-only"])
    #expect(latest.status == 0)
    #expect(
      latest.stdout.contains(
        "partial from 15.0: For apps built with the iOS 15.0 SDK or later: On iOS 15 and later"))
    let older = CLIRunner.run(arguments + ["--sdk", "14"])
    #expect(older.status == 0)
    #expect(older.stdout.contains("(from the range expression; built with the iOS 14.0 SDK)"))
    #expect(
      older.stdout.contains(
        "newer SDK UINavigationBarAppearance set only as standardAppearance would be partial "
          + "from 15.0: For apps built with the iOS 15.0 SDK or later:"))
    #expect(!older.stdout.contains("    partial from 15.0"))
  }

  @Test(arguments: [
    // Built with the iOS 26 SDK, the key works (partial: temporary) on 26 and on 27.
    ("26", "27", "◐"),
    // Built with the latest SDK (27), iOS 27 ignores it.
    (nil as String?, "27", "✗"),
  ])
  func theCompatibilityKeyDependsOnTheSDK(sdk: String?, column: String, glyph: String) throws {
    let result = CLIRunner.run(
      ["show", "glass-compatibility-mode"] + (sdk.map { ["--sdk", $0] } ?? []))
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let header = try #require(lines.first { $0.hasPrefix("  ") && $0.contains(" 26 ") })
    let row = try #require(lines.first { $0.hasPrefix("glass-compatibility-mode ") })
    let offset = try #require(header.range(of: " \(column)")).upperBound
    let index = header.distance(from: header.startIndex, to: offset) - column.count
    let cell = row.dropFirst(index).prefix(1)
    #expect(String(cell) == glyph, "\(row)")
  }

  @Test(arguments: [
    (["resolve", "15-18", "--sdk", "14"], "the iOS 14.0 SDK cannot build for a minimum of 15.0"),
    (["upgrade", "--from", "15", "--to", "16", "--sdk", "15.4"], "minimum of 16.0"),
    (["show", "container-navigation-stack", "--sdk", "x"], "invalid version 'x'"),
  ])
  func anSDKThatCannotBuildIsAUsageError(arguments: [String], message: String) {
    let result = CLIRunner.run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("--sdk"), "\(result.stderr)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }
}
