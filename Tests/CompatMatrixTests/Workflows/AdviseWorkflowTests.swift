import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixResolver
@testable import CompatMatrixWorkflows

/// `AdviseWorkflow` on the shipped data: every candidate minimum, under the team's framework.
@Suite struct AdviseWorkflowTests {
  static func advise(maximum: String? = nil, framework: FrameworkPreference = .any) throws
    -> MinimumAdvice
  {
    try AdviseWorkflow.run(
      AdviseWorkflow.Request(data: WorkflowRun.data(), maximum: maximum, framework: framework))
  }

  @Test func theAdviceKeepsToTheTeamsFramework() throws {
    #expect(try Self.advise(framework: .swiftui).profile == .swiftui)
    #expect(try Self.advise(framework: .uikit).profile == .uikit)
  }

  @Test func everyMajorReleaseUpToTheMaximumIsACandidate() throws {
    let advice = try Self.advise(maximum: "18")
    #expect(advice.maximum.major == 18)
    #expect(advice.rows.first?.minimum == OSVersion(13))
    #expect(advice.rows.last?.minimum == OSVersion(18))
  }

  @Test func aMaximumAboveTheDataFails() throws {
    #expect {
      try Self.advise(maximum: "99")
    } throws: { error in
      guard case .maximum = error as? AdviseWorkflow.Failure else { return false }
      return true
    }
  }
}
