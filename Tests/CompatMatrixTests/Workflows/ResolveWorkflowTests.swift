import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixResolver
@testable import CompatMatrixWorkflows

/// `ResolveWorkflow` on the shipped data: the range a request selects, from bounds, an
/// expression or a project, the profile the plans keep to, and the concerns planned.
@Suite struct ResolveWorkflowTests {
  static func project(_ name: String) -> URL {
    TestSupport.fixtures.appendingPathComponent("projects/\(name)")
  }

  @Test(arguments: [
    ("multi-target", "15.0", RangeSource.pbxproj, "for target 'AtlasClassic'"),
    ("package-minor", "15.4", RangeSource.packageSwift, #"declares .iOS("15.4") in Package.swift"#),
    ("xcconfig", "15.0", RangeSource.xcconfig, "in Config/Shared/Base.xcconfig"),
  ])
  func theRangeIsReadFromTheProjectInTheFolder(
    folder: String, minimum: String, source: RangeSource, detail: String
  ) throws {
    let outcome = try WorkflowRun.resolve(WorkflowRun.range(in: Self.project(folder)))
    #expect(outcome.report.range.minimum == (try OSVersion.parse(minimum)))
    #expect(outcome.report.source == source)
    #expect(outcome.report.sourceDetail?.contains(detail) == true)
  }

  @Test func theProjectNamedIsAFileOrAFolder() throws {
    let file = Self.project("package-major").appendingPathComponent("Package.swift").path
    let outcome = try WorkflowRun.resolve(WorkflowRun.range(project: file))
    #expect(outcome.report.source == .packageSwift)
  }

  @Test func aSwiftUITeamGetsSwiftUIPlansWhereTheDataAllows() throws {
    func plan(_ framework: FrameworkPreference) throws -> ConcernPlan {
      let outcome = try WorkflowRun.resolve(
        WorkflowRun.range("15-18"), concerns: ["pop-to-root"], framework: framework)
      return try #require(outcome.report.plans.first)
    }
    #expect(try plan(.any).branches.map(\.strategy.id) == ["pop-root-uikit"])
    let swiftUI = try plan(.swiftui)
    #expect(
      swiftUI.branches.map(\.strategy.id) == [
        "pop-root-isactive-chain", "pop-root-stack-path-reset",
      ])
    #expect(
      swiftUI.rejected.first { $0.strategy.id == "pop-root-uikit" }?.summary
        == "out of reach of SwiftUI navigation")
  }

  @Test func concernsCanBeChosenInTheOrderGiven() throws {
    let outcome = try WorkflowRun.resolve(
      WorkflowRun.range("16+"), concerns: ["pop-to-root", "bar-tint-color"])
    #expect(outcome.report.plans.map(\.concern.id) == ["pop-to-root", "bar-tint-color"])
  }

  @Test func anUnknownConcernFailsWithTheClosestID() throws {
    #expect {
      try WorkflowRun.resolve(WorkflowRun.range("16+"), concerns: ["pop-to-rot"])
    } throws: { error in
      guard case .unknownConcern("pop-to-rot", let suggestion) = error as? ResolveWorkflow.Failure
      else { return false }
      return suggestion == "pop-to-root"
    }
  }

  @Test func theProfileIsReadFromTheProjectUnlessTheFrameworkIsNamed() throws {
    let project = TestSupport.fixtures.appendingPathComponent("projects/architecture/swiftui")
    let detected = try WorkflowRun.resolve(
      WorkflowRun.range(in: project), concerns: ["pop-to-root"])
    let navigation = try #require(detected.report.navigation)
    #expect(navigation.profile == .swiftui)
    guard case .detected(let evidence, _) = navigation.basis else {
      Issue.record("the profile was not read from the project: \(navigation.basis)")
      return
    }
    #expect(
      evidence.hasPrefix(
        "SwiftUI navigation: all 2 files that own navigation are SwiftUI's; SwiftUI: 2 files use "
          + "NavigationStack"))
    // A flag wins over the sources.
    let flagged = try WorkflowRun.resolve(
      WorkflowRun.range(in: project), concerns: ["pop-to-root"], framework: .uikit)
    #expect(flagged.report.navigation?.profile == .uikit)
    #expect(flagged.report.navigation?.basis == .flag)
    // A range given as an expression in a folder that holds a project keeps its profile.
    let given = try WorkflowRun.resolve(
      WorkflowRun.range("15-18", in: project), concerns: ["pop-to-root"])
    #expect(given.report.navigation?.profile == .swiftui)
    #expect(given.report.navigation?.basis.kind == "project")
  }
}
