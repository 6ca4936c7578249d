import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixSDK
@testable import CompatMatrixWorkflows

/// `VerifySDKWorkflow` and `SDKDiffWorkflow` on the fixture SDKs: the records a team's folder
/// declares checked in each SDK, and the folder at fault named when one is not an SDK.
@Suite struct SDKWorkflowTests {
  static let folder = "Tests/CompatMatrixTests/Fixtures/sdk"
  static let sdks = ["\(folder)/iPhoneOS16.4.sdk", "\(folder)/iPhoneOS18.0.sdk"]

  static func data(_ team: String) -> DataRequest {
    DataRequest(folder: "\(folder)/\(team)", directory: TestSupport.packageRoot.path)
  }

  @Test func onlyTheTeamsRecordsAreCheckedInEverySDKOldestFirst() throws {
    let right = try VerifySDKWorkflow.run(
      VerifySDKWorkflow.Request(data: Self.data("team"), sdks: Self.sdks.reversed()))
    #expect(right.sdks.map(\.version) == [OSVersion(16, 4), OSVersion(18)])
    #expect(!right.records.isEmpty)
    #expect(
      right.records.allSatisfy { $0.record.declaredAt.file.hasPrefix("\(Self.folder)/team/") })
    #expect(!right.hasFailures)
    let wrong = try VerifySDKWorkflow.run(
      VerifySDKWorkflow.Request(data: Self.data("team-wrong"), sdks: Self.sdks))
    #expect(wrong.hasFailures)
  }

  @Test func aFolderThatIsNotAnSDKIsNamedAsGiven() throws {
    let team = "\(Self.folder)/team"
    #expect {
      try VerifySDKWorkflow.run(
        VerifySDKWorkflow.Request(data: Self.data("team"), sdks: [Self.sdks[0], team]))
    } throws: { error in
      guard case .folder(let path, let reason) = error as? VerifySDKWorkflow.Failure else {
        return false
      }
      return path == team && reason.isArgumentError
    }
    #expect {
      try SDKDiffWorkflow.run(
        SDKDiffWorkflow.Request(data: Self.data("team"), oldSDK: Self.sdks[0], newSDK: team))
    } throws: { error in
      guard case .newFolder(let reason) = error as? SDKDiffWorkflow.Failure else { return false }
      return reason.isArgumentError
    }
  }

  @Test func theDiffComparesTheOlderSDKWithTheNewer() throws {
    let diff = try SDKDiffWorkflow.run(
      SDKDiffWorkflow.Request(
        data: WorkflowRun.data(), oldSDK: Self.sdks[0], newSDK: Self.sdks[1]))
    #expect(diff.old.version == OSVersion(16, 4))
    #expect(diff.new.version == OSVersion(18))
    #expect(!diff.changes.isEmpty)
  }
}
