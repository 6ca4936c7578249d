import Testing

@testable import CompatMatrixCore

/// The behaviour the shipped data ties to the SDK an app is built with, each with the status
/// an app built with an older and with a newer SDK gets on the same release.
extension Knowledge {
  @Suite struct LinkedSDKKnowledgeTests {
    /// A strategy on a release, built with an older and with a newer SDK.
    struct Case: Sendable, CustomTestStringConvertible {
      let strategy: String
      let release: String
      let older: (sdk: String, status: StrategyStatus)
      let newer: (sdk: String, status: StrategyStatus)
      var testDescription: String { "\(strategy) on \(release)" }
    }

    static let cases = [
      // iOS 15 gives every bar the transparent scroll-edge look only for the iOS 15 SDK.
      Case(
        strategy: "custom-bar-appearance-standard-only", release: "15.0",
        older: ("14.0", .works), newer: ("15.0", .partial)),
      Case(
        strategy: "custom-bar-uikit-wrapper", release: "18.0", older: ("14.0", .works),
        newer: ("18.0", .partial)),
      // Liquid Glass bars need the iOS 26 SDK.
      Case(
        strategy: "glass-bar-default-background", release: "26.0", older: ("18.0", .broken),
        newer: ("26.0", .works)),
      // The compatibility key works for the iOS 26 SDK; iOS 27 ignores it for the 27 SDK,
      // and one report has iOS 26 crash with it.
      Case(
        strategy: "glass-compatibility-mode", release: "27.0", older: ("26.0", .partial),
        newer: ("27.0", .broken)),
      Case(
        strategy: "glass-compatibility-mode", release: "26.0", older: ("26.0", .partial),
        newer: ("27.0", .broken)),
      // An API introduced after the SDK does not compile on any release.
      Case(
        strategy: "glass-shared-background-hidden", release: "26.0",
        older: ("18.0", .unavailable), newer: ("26.0", .works)),
    ]

    @Test(arguments: cases)
    func theStatusFollowsTheSDK(_ item: Case) throws {
      let matrix = try Knowledge.shipped()
      let strategy = try #require(matrix.strategy(id: item.strategy)).strategy
      let version = try OSVersion.parse(item.release)
      for (sdk, expected) in [item.older, item.newer] {
        let span = StatusDerivation.status(
          of: strategy, on: .iOS, at: version, in: matrix, linkedOn: try OSVersion.parse(sdk))
        #expect(span.status == expected, "built with the \(sdk) SDK")
      }
    }

    @Test func dismissPopsACollapsedSplitViewOnlyForTheIOS18SDK() throws {
      let matrix = try Knowledge.shipped()
      let strategy = try #require(matrix.strategy(id: "split-navigation-split-view")).strategy
      let entry = try #require(strategy.behaviour.first { $0.linkedOnOrAfter != nil })
      #expect(entry.linkedOnOrAfter == OSVersion(18))
      #expect(entry.from == OSVersion(18))
      #expect(
        entry.evidence.sources == [
          "https://developer.apple.com/documentation/swiftui/dismissaction.md"
        ])
      #expect(!entry.applies(linkedOn: OSVersion(17, 5)))
      #expect(entry.applies(linkedOn: OSVersion(18)))
    }
  }
}
