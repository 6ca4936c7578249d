import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixWorkflows

/// `ShowWorkflow` on the shipped data: what a query names, in any letter case.
@Suite struct ShowWorkflowTests {
  static func show(_ query: String) throws -> ShowWorkflow.Outcome {
    try ShowWorkflow.run(ShowWorkflow.Request(data: WorkflowRun.data(), query: query))
  }

  @Test func concernsStrategiesAndAPIsAreFoundInAnyCase() throws {
    guard case .entry(.concern(let concern)) = try Self.show("Pop-To-Root").subject else {
      Issue.record("Pop-To-Root is not the concern")
      return
    }
    #expect(concern.id == "pop-to-root")
    guard case .entry(.strategy(let strategy, let owner)) = try Self.show("POP-ROOT-UIKIT").subject
    else {
      Issue.record("POP-ROOT-UIKIT is not the strategy")
      return
    }
    #expect(strategy.id == "pop-root-uikit" && owner.id == "pop-to-root")
    guard case .entry(.api(let api)) = try Self.show("navigationstack").subject else {
      Issue.record("navigationstack is not the API")
      return
    }
    #expect(api.symbol == "NavigationStack")
  }

  @Test func devicesAndAdoptionAreLists() throws {
    guard case .devices = try Self.show("Devices").subject else {
      Issue.record("Devices is not the device list")
      return
    }
    guard case .adoption = try Self.show("adoption").subject else {
      Issue.record("adoption is not the adoption list")
      return
    }
  }

  @Test func anUnknownNameFailsWithTheClosestName() throws {
    #expect {
      try Self.show("pop-to-rooot")
    } throws: { error in
      guard case .unknownName("pop-to-rooot", let suggestion) = error as? ShowWorkflow.Failure
      else { return false }
      return suggestion == "pop-to-root"
    }
  }
}
