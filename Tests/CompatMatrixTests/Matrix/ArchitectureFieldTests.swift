import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// The fields that place concerns and strategies in a navigation architecture: decoding,
/// validation, and the status a behaviour entry combines with its APIs'.
@Suite struct ArchitectureFieldTests {
  /// A team file with two UI APIs and one concern whose strategy has `extra` fields.
  static func teamFile(strategy extra: String, requires: String = "[]", concern: String = "")
    -> MatrixFile
  {
    TestSupport.file(
      "team/arch.json",
      """
      {"apis": [
        {"id": "ui-a", "symbol": "UIA", "framework": "UIKit", "kind": "class", "summary": "A.",
         "platforms": {"iOS": {"introduced": "13.0"}}, "sources": ["https://example.com/a"],
         "confidence": "confirmed"},
        {"id": "swift-a", "symbol": "SwiftA", "framework": "SwiftUI", "kind": "struct",
         "summary": "A.", "platforms": {"iOS": {"introduced": "13.0"}},
         "sources": ["https://example.com/a"], "confidence": "confirmed"}],
       "concerns": [{"id": "arch", "title": "Arch", "question": "Q?", "summary": "S.",
        "tags": [], \(concern)"strategies": [{"id": "arch-strategy", "title": "T",
        "summary": "S.", "origin": "custom", "requires": \(requires),
        "sources": ["https://example.com/x"]\(extra)}]}]}
      """)
  }

  static func diagnostics(_ file: MatrixFile) -> [String] {
    do {
      _ = try TestSupport.baseMatrix(adding: [file])
      return []
    } catch let error as MatrixLoadError {
      return error.diagnostics.map(\.description)
    } catch {
      return ["\(error)"]
    }
  }

  @Test(arguments: [
    (
      "", "[]",
      "team/arch.json:10:52: error: concerns[0].strategies[0].requires: 'requires' names no SwiftUI or UIKit API; declare the framework the team writes it in: \"framework\": \"SwiftUI\" or \"UIKit\""
    ),
    (
      "", #"["ui-a", "swift-a"]"#,
      "team/arch.json:10:52: error: concerns[0].strategies[0].requires: the strategy uses both SwiftUI and UIKit APIs; declare the framework the team writes it in: \"framework\": \"SwiftUI\" or \"UIKit\""
    ),
    (
      #", "framework": "SwiftUI""#, #"["ui-a"]"#,
      "team/arch.json:11:54: error: concerns[0].strategies[0].framework: declares 'SwiftUI', but every API it requires is UIKit"
    ),
    (
      #", "framework": "AppKit""#, "[]",
      "team/arch.json:10:52: error: concerns[0].strategies[0].requires: 'requires' names no SwiftUI or UIKit API; declare the framework the team writes it in: \"framework\": \"SwiftUI\" or \"UIKit\"\nteam/arch.json:11:54: error: concerns[0].strategies[0].framework: 'AppKit' is not one of 'SwiftUI', 'UIKit'"
    ),
    (
      #", "framework": "UIKit", "dependsOn": [{"concern": "containr", "strategies": ["x"], "reason": "R.", "sources": ["https://example.com/d"], "confidence": "reported"}]"#,
      "[]",
      "team/arch.json:11:89: error: concerns[0].strategies[0].dependsOn[0].concern: unknown concern 'containr'; did you mean 'container'?"
    ),
    (
      #", "framework": "UIKit", "dependsOn": [{"concern": "container", "strategies": ["use-old-containr"], "reason": "R.", "sources": ["https://example.com/d"], "confidence": "reported"}]"#,
      "[]",
      "team/arch.json:11:117: error: concerns[0].strategies[0].dependsOn[0].strategies[0]: unknown strategy 'use-old-containr'; did you mean 'use-old-container'?"
    ),
    (
      #", "framework": "UIKit", "dependsOn": [{"concern": "arch", "strategies": ["arch-strategy"], "reason": "R.", "sources": ["https://example.com/d"], "confidence": "reported"}]"#,
      "[]",
      "team/arch.json:11:89: error: concerns[0].strategies[0].dependsOn[0].concern: a dependency must name another concern"
    ),
  ])
  func invalidArchitectureFieldsAreReportedWhereTheyAre(
    extra: String, requires: String, expected: String
  ) {
    #expect(
      Self.diagnostics(Self.teamFile(strategy: extra, requires: requires)).joined(separator: "\n")
        == expected)
  }

  @Test func aNeutralFrameworkNeedsNoDeclarationAndFitsEveryProfile() throws {
    // The base fixture's APIs belong to FixtureKit: neither SwiftUI nor UIKit.
    let matrix = try TestSupport.baseMatrix()
    let strategy = try #require(matrix.strategy(id: "tint-modifier")?.strategy)
    #expect(matrix.framework(of: strategy) == nil)
    for profile in NavigationProfile.allCases {
      #expect(profile.admits(framework: nil, layer: .navigation))
    }
  }

  @Test func aCircleOfDependenciesIsReportedOnce() {
    let file = TestSupport.file(
      "team/circle.json",
      """
      {"concerns": [
        {"id": "first", "title": "F", "question": "Q?", "summary": "S.", "tags": [],
         "strategies": [{"id": "first-a", "title": "T", "summary": "S.", "origin": "custom",
          "framework": "UIKit", "requires": [], "sources": ["https://example.com/x"],
          "dependsOn": [{"concern": "second", "strategies": ["second-a"], "reason": "R.",
            "sources": ["https://example.com/d"], "confidence": "reported"}]}]},
        {"id": "second", "title": "S", "question": "Q?", "summary": "S.", "tags": [],
         "strategies": [{"id": "second-a", "title": "T", "summary": "S.", "origin": "custom",
          "framework": "UIKit", "requires": [], "sources": ["https://example.com/x"],
          "dependsOn": [{"concern": "first", "strategies": ["first-a"], "reason": "R.",
            "sources": ["https://example.com/d"], "confidence": "reported"}]}]}]}
      """)
    let problems = Self.diagnostics(file)
    #expect(problems.count == 1)
    #expect(
      problems.first?.hasSuffix("concerns depend on each other in a circle: first → second → first")
        == true)
  }

  @Test func concernFieldsDecode() throws {
    let file = Self.teamFile(
      strategy: #", "framework": "UIKit", "label": "Short""#,
      concern:
        #""role": "routing", "layer": "screen", "appliesTo": {"profiles": ["hybrid"], "reason": "Only hybrid."}, "#
    )
    let matrix = try TestSupport.baseMatrix(adding: [file])
    let concern = try #require(matrix.concern(id: "arch"))
    #expect(concern.role == .routing)
    #expect(concern.layer == .screen)
    #expect(concern.appliesTo?.profiles == [.hybrid])
    #expect(concern.arises(under: .hybrid))
    #expect(!concern.arises(under: .swiftui))
    #expect(concern.strategies[0].shortName == "Short")
    #expect(matrix.framework(of: concern.strategies[0]) == "UIKit")
  }

  // MARK: - A behaviour entry and the APIs' status combine (issue 14)

  /// The five shipped strategies whose `partial` entry runs to the latest release over an API
  /// that is soft-deprecated there: the status is the worse of the two, with both reasons.
  @Test(arguments: [
    ("custom-back-toolbar-navigation-bar-leading", "navigationBarLeading"),
    ("custom-back-navigation-bar-items", "navigationBarItems(leading:)"),
    ("custom-bar-swiftui-overlay", "toolbar(_:for:)"),
    ("mixed-align-swiftui-negative-padding", "navigationBarLeading"),
    ("mixed-align-hide-swiftui-bar-custom-bar", "toolbar(_:for:)"),
  ])
  func aPartialEntryNoLongerHidesADeprecation(strategy id: String, api: String) throws {
    let matrix = try ExpertPlanTests.matrix.get()
    let latest = try #require(matrix.platforms[.iOS]?.releases.last?.version)
    let strategy = try #require(matrix.strategy(id: id)?.strategy)
    let span = StatusDerivation.status(of: strategy, on: .iOS, at: latest, in: matrix)
    #expect(span.status == .deprecated)
    guard case .entry(let entry) = span.cause else {
      Issue.record("\(id) is not decided by its entry at \(latest)")
      return
    }
    #expect(entry.status == .partial)
    let range = try matrix.resolve(RangeExpression.parse("\(latest)"), on: .iOS)
    let reason = StatusReason.explaining(span, in: range, matrix: matrix)
    let note = try #require(entry.note)
    #expect(reason.text.hasPrefix(note))
    #expect(reason.text.contains(api))
    #expect(reason.text.contains("soft deprecation"))
  }

  @Test func anEntryThatSaysWorksLeavesTheDeprecationAsTheCause() throws {
    let file = TestSupport.file(
      "team/works.json",
      """
      {"concerns": [{"id": "works", "title": "W", "question": "Q?", "summary": "S.", "tags": [],
        "strategies": [{"id": "works-old", "title": "T", "summary": "S.", "origin": "custom",
          "framework": "UIKit", "requires": ["old-link"], "sources": ["https://example.com/x"],
          "behaviour": [{"platform": "iOS", "from": "16.0", "status": "works",
            "sources": ["https://example.com/e"], "confidence": "reported"}]}]}]}
      """)
    let matrix = try TestSupport.baseMatrix(adding: [file])
    let strategy = try #require(matrix.strategy(id: "works-old")?.strategy)
    let span = StatusDerivation.status(of: strategy, on: .iOS, at: OSVersion(17), in: matrix)
    #expect(span.status == .deprecated)
    #expect(span.cause == .deprecated(api: "old-link", since: OSVersion(16)))
    #expect(span.apiCause == nil)
  }
}
