import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// Properties every whole plan on the shipped data must have, over every range of two major
/// releases: plans keep to their profile except where the profile has nothing, and say so;
/// strategies that depend on another concern's strategy only appear where that concern's plan
/// uses it.
@Suite struct ProfilePropertyTests {
  static func ranges(in matrix: Matrix) throws -> [ResolvedRange] {
    let axis = try matrix.axis(for: .iOS)
    var ranges: [ResolvedRange] = []
    for (index, minimum) in axis.majorReleases.enumerated() {
      for major in axis.majorReleases[index...] {
        // Through the last release of that major.
        let last = axis.releases.last { $0.major == major.major } ?? major
        ranges.append(
          try axis.resolve(DeploymentRange(minimum: minimum, upperBound: last.successor)))
      }
    }
    return ranges
  }

  /// The releases of a range a branch covers.
  static func versions(of branch: PlanBranch, in range: ResolvedRange) -> [OSVersion] {
    range.releases.filter { release in
      release >= branch.from && branch.until.map { release < $0 } ?? true
    }
  }

  @Test(arguments: NavigationProfile.allCases)
  func dependentStrategiesFollowTheirProvidersBranchBoundariesIncluded(
    _ profile: NavigationProfile
  ) throws {
    let matrix = try ExpertPlanTests.matrix.get()
    let resolver = Resolver(matrix: matrix)
    var checked = 0
    for range in try Self.ranges(in: matrix) {
      let whole = resolver.navigationPlan(for: range, profile: profile)
      for plan in whole.plans {
        for branch in plan.branches {
          for dependency in branch.strategy.dependsOn {
            let provider = try #require(whole.plan(for: dependency.concern))
            for version in Self.versions(of: branch, in: range) {
              checked += 1
              let used = provider.strategy(at: version)?.id
              #expect(
                used.map(dependency.strategies.contains) == true,
                "\(range.minimum)–\(range.maximum) \(branch.strategy.id) at \(version) with \(used ?? "no") \(dependency.concern)"
              )
            }
          }
        }
      }
    }
    #expect(checked > 0)
  }
}
