import Foundation
import Testing

/// `resolve`, `show` and `apis` on the shipped data, run in-process.
@Suite struct ResolveCommandTests {
  /// Runs a command line in a new empty folder, as a user with no project at hand: not the
  /// shared temporary folder itself, whose subfolders may hold other runs' projects, which
  /// the search for a project looks into.
  static func inEmptyFolder(_ arguments: [String]) throws -> CLIRunner.Result {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    return CLIRunner.run(arguments, in: folder.path)
  }

  @Test func theReadmeCommandPrintsAPlanForEveryConcern() throws {
    let result = try Self.inEmptyFolder(["resolve", "--min", "15.0", "--max", "18.0"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    // Nothing says how the app is built: the first line states the profile assumed and the
    // flag that changes it. Until the minimum reaches iOS 16, UIKit's plan is the simpler one,
    // as seed 003 concludes.
    #expect(
      result.stdout.hasPrefix(
        "Navigation plan for iOS 15.0–18.0 (from --min/--max): UIKit navigation, assumed "
          + "(--framework swiftui or hybrid changes it)\n"))
    // The seed's own SwiftUI answer: NavigationStack on 16, NavigationView below.
    let swiftUI = CLIRunner.run(
      ["resolve", "--min", "15.0", "--max", "18.0", "--framework", "swiftui"])
    #expect(
      swiftUI.stdout.contains(
        """
        navigation-container  Which container should hold a push-style navigation hierarchy?
          if #available(iOS 16.0, *)  NavigationStack
        """))
  }

  @Test func jsonFollowsTheContractAndStrictFailsOnGaps() throws {
    let json = CLIRunner.run(["resolve", "15-18", "--format", "json"])
    #expect(json.status == 0)
    let value = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8))
    try ResolutionRenderTests.checkContract(value)
    let root = try #require(value as? [String: Any])
    #expect(root["source"] as? String == "expression")
    let concerns = try #require(root["concerns"] as? [[String: Any]])
    let hasGap = concerns.contains { $0["outcome"] as? String == "gap" }
    let strict = CLIRunner.run(["resolve", "15-18", "--strict"])
    #expect(strict.status == (hasGap ? 1 : 0))
    // From iOS 26 every shipped concern is served.
    #expect(CLIRunner.run(["resolve", "26+", "--strict"]).status == 0)
  }

  static let versionHelp =
    "expected one to three numbers separated by dots, such as 16, 16.4 or 16.4.1"

  @Test(arguments: [
    (
      ["resolve", "15-18", "--min", "15"],
      "Give the range either with --min/--max or as an expression, not both."
    ),
    (["resolve", "--max", "18"], "--max needs --min: the minimum deployment target."),
    (
      ["resolve", "--min", "15.x"],
      "The value '15.x' is invalid for '--min <version>': invalid version '15.x': unexpected 'x'; \(versionHelp)"
    ),
    (
      ["resolve", "--min", "15", "--max", "18..0"],
      "The value '18..0' is invalid for '--max <version>': invalid version '18..0': a number is missing between dots; \(versionHelp)"
    ),
    (
      ["resolve", "--min", "12"],
      "The value '12' is invalid for '--min <version>': version 12.0 is below the earliest iOS release in the data, 13.0"
    ),
    (["resolve", "--min", "18", "--max", "15"], "The minimum 18 is above the maximum 15."),
    (
      ["resolve", "20-22"],
      "The value '20-22' is invalid for '<range>': the range 20.0-22 contains no iOS release in the data; the nearest are 18.7.10 and 26.0"
    ),
    (
      ["resolve", "15..18"],
      "The value '15..18' is invalid for '<range>': invalid range '15..18': expected a version range such as 15-18, >=15.4, 15+, 16.4..<18 or 15.0...17.5"
    ),
    (
      ["resolve", "15+", "--concern", "pop-root"],
      "The value 'pop-root' is invalid for '--concern <id>': no concern with this id; did you mean 'pop-to-root'?"
    ),
    (
      ["resolve", "15+", "--platform", "andriod"],
      "The value 'andriod' is invalid for '--platform <platform>': unknown platform 'andriod' (known: iOS, iPadOS, macOS, tvOS, watchOS, visionOS)"
    ),
    (
      ["show", "pop-root"],
      "no concern, strategy or API named 'pop-root'; did you mean 'pop-to-root'?"
    ),
    (["show"], "Missing expected argument '<query>'"),
  ])
  func usageErrorsNameTheArgumentAtFault(arguments: [String], message: String) throws {
    let result = try Self.inEmptyFolder(arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.split(separator: "\n").first.map(String.init) == "Error: \(message)")
  }

  @Test func theMaximumAboveTheDataNamesMax() throws {
    let result = CLIRunner.run(["resolve", "--min", "15", "--max", "99"])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: The value '99' is invalid for '--max <version>': version 99 is above the latest iOS release in the data, "
      ))
  }

  @Test func showFindsConcernsStrategiesAndAPIsInAnyCase() throws {
    let concern = CLIRunner.run(["show", "Pop-To-Root"])
    #expect(concern.status == 0)
    #expect(concern.stdout.contains("pop-root-stack-path-reset"))
    #expect(concern.stdout.contains("✓ works  ◐ partial  ↓ deprecated  ✗ broken  · unavailable"))
    let api = CLIRunner.run(["show", "navigationstack", "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(api.stdout.utf8)) as? [String: Any])
    #expect(object["kind"] as? String == "api")
    let table = try #require(object["table"] as? [String: Any])
    let rows = try #require(table["rows"] as? [[String: Any]])
    let cells = try #require(rows.first?["cells"] as? [[String: Any]])
    let at15 = cells.first { $0["version"] as? String == "15.0" }
    let at16 = cells.first { $0["version"] as? String == "16.0" }
    #expect(at15?["status"] as? String == "unavailable")
    #expect(at16?["status"] as? String == "works")
  }

  @Test func apisListsEveryRecordWithItsAvailability() throws {
    let result = CLIRunner.run(["apis", "--format", "json"])
    #expect(result.status == 0)
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(root["schemaVersion"] as? Int == 1)
    let apis = try #require(root["apis"] as? [[String: Any]])
    #expect(apis.count >= 50)
    let view = try #require(apis.first { $0["symbol"] as? String == "NavigationView" })
    let iOS = (view["platforms"] as? [String: Any])?["iOS"] as? [String: Any]
    #expect(iOS?["deprecated"] as? String == "soft")
    #expect(iOS?["obsoleted"] is NSNull)
    let text = CLIRunner.run(["apis"])
    #expect(text.stdout.contains("SYMBOL"))
    #expect(text.stdout.contains("NavigationStack"))
  }
}
