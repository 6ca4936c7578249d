import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixResolver

/// No plan pairs APIs that conflict (`APIRecord.conflicts`: a TabView's `Tab` and
/// `tabItem(_:)`): over every range of the shipped data and every profile, at every release
/// of the range, the strategies the whole plan uses never require both.
@Suite struct ConflictInvariantTests {
  @Test func noPlanUsesConflictingAPIsOnOneRelease() throws {
    let matrix = try ModelInvariantTests.shipped()
    let pairs = matrix.apis.flatMap { api in api.conflicts.map { (api.id, $0.api) } }
    try #require(pairs.contains { $0 == ("tab", "tab-item") }, "the data declares no conflict")
    var checked = 0
    var bothSides = 0
    for (whole, _, _) in try ModelInvariantTests.everyPlan() {
      for release in whole.range.releases {
        let required = Set(
          whole.plans.compactMap { $0.strategy(at: release) }.flatMap(\.requires))
        for (first, second) in pairs {
          checked += 1
          #expect(
            !(required.contains(first) && required.contains(second)),
            "\(whole.range.minimum)–\(whole.range.maximum) \(whole.profile) on \(release): \(first) and \(second)"
          )
          if required.contains(first) || required.contains(second) { bothSides += 1 }
        }
      }
    }
    #expect(checked > 1000)
    // The property is not empty: plans do use Tab or tabItem.
    #expect(bothSides > 100)
  }

  /// Where a plan uses a strategy that needs Tab, its tabs use Tab at that release too.
  @Test func aTabSidebarFromIOS18TakesTheTabsWithIt() throws {
    for (whole, _, _) in try ModelInvariantTests.everyPlan() where whole.profile == .swiftui {
      guard let sidebar = whole.plan(for: "tab-sidebar"),
        let tabs = whole.plan(for: "tabs-with-navigation")
      else { continue }
      for release in whole.range.releases
      where sidebar.strategy(at: release)?.id == "tab-sidebar-adaptable-tab-view" {
        #expect(
          tabs.strategy(at: release)?.id == "tabs-tab-navigation-stack",
          "\(whole.range.minimum)–\(whole.range.maximum) on \(release)")
      }
    }
  }
}
