import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixTypecheck

/// The runner against a real iOS SDK: skipped, saying so, where no type-check environment is
/// on the machine (CI).
@Suite(.enabled(if: TypecheckTestSupport.hasEnvironment, TypecheckTestSupport.skipReason))
struct TypecheckRealSDKTests {
  @Test func theCompilerSaysWhereAnAPIBegins() throws {
    let environment = try #require(TypecheckTestSupport.environment)
    var batch = SourceBatch(name: "Probes.swift", header: ["import SwiftUI", "import UIKit"])
    let stack = batch.add("extension NavigationStack {}", label: "navigation-stack")
    let appearance = batch.add(
      "func probe() { _ = { (bar: UINavigationBar) in bar.standardAppearance } }",
      label: "standard-appearance")
    let runner = TypecheckRunner(environment: environment)
    let outcomes = runner.run(
      [OSVersion(15), OSVersion(16)].map { version in
        TypecheckJob(target: DeploymentTarget(.iOS, version), files: [batch.file])
      })
    let before = batch.assign(outcomes[0].diagnostics).pieces
    #expect(outcomes[0].problem == nil)
    #expect(
      before[stack].map(\.fact) == [
        .introduced(symbol: "NavigationStack", platform: "iOS", version: OSVersion(16))
      ])
    #expect(before[appearance].isEmpty)
    #expect(outcomes[1].compiles, "\(outcomes[1].diagnostics.map(\.description))")
  }
}
