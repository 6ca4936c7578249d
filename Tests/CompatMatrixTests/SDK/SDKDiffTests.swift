import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixSDK

/// What `sdk-diff` lists between the fixture SDKs, and what it leaves out.
@Suite struct SDKDiffTests {
  private func diff(_ old: SDKFolder, _ new: SDKFolder) throws -> SDKDiff {
    SDKDiff(
      old: try SDKContents(reading: old), new: try SDKContents(reading: new),
      matrix: try SDKTestSupport.matrix(team: "team"))
  }

  private func names(_ diff: SDKDiff, _ kind: SDKDiff.Change.Kind) -> [String] {
    diff.changes.filter { $0.kind == kind }.map(\.declaration.qualifiedName)
  }

  @Test func trackedDeclarationsAreListedByKind() throws {
    let diff = try diff(
      SDKTestSupport.sdk("iPhoneOS16.4.sdk"), SDKTestSupport.sdk("iPhoneOS18.0.sdk"))
    #expect(diff.uncompared.isEmpty)
    let introduced = names(diff, .introduced)
    #expect(introduced.contains("View.toolbarVisibility(_:for:)"))
    #expect(introduced.contains("ToolbarItemPlacement.topBarTrailing"))
    #expect(introduced.contains("UINavigationItem.backButtonDisplayMode"))
    // `offset(x:y:)` moved to SwiftUICore: not a change. Untracked names are not listed.
    #expect(!introduced.contains("View.offset(x:y:)"))
    #expect(
      names(diff, .deprecated) == [
        "ToolbarItemPlacement.navigationBarLeading", "View.toolbar(_:for:)",
        "View.toolbarBackground(_:for:)",
      ])
    // The ShapeStyle overload of toolbarBackground is not deprecated, so it is not listed.
    #expect(diff.changes.filter { $0.declaration.name == "toolbarBackground(_:for:)" }.count == 1)
  }

  @Test func filesOnlyOneSDKHoldsAreNotCompared() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let headersOnly = root.appendingPathComponent("iPhoneOS18.0.sdk")
    let headers = "System/Library/Frameworks/UIKit.framework/Headers"
    try FileManager.default.createDirectory(
      at: headersOnly.appendingPathComponent(headers).deletingLastPathComponent(),
      withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: TestSupport.fixtures.appendingPathComponent("sdk/iPhoneOS18.0.sdk/\(headers)"),
      to: headersOnly.appendingPathComponent(headers))
    let diff = try diff(
      SDKTestSupport.sdk("iPhoneOS16.4.sdk"),
      SDKFolder(path: headersOnly.path, displayName: "iPhoneOS18.0.sdk"))
    #expect(diff.uncompared == ["SwiftUI's interface", "UIKit's Swift overlay"])
    #expect(diff.changes.allSatisfy { $0.declaration.location.file.hasSuffix(".h") })
    #expect(names(diff, .removed) == ["UINavigationBar.layoutHandler"])
  }
}
