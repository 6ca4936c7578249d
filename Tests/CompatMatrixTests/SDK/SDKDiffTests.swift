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
    #expect(diff.problems.isEmpty)
    let introduced = names(diff, .introduced)
    #expect(introduced.contains("View.toolbarVisibility(_:for:)"))
    #expect(introduced.contains("ToolbarItemPlacement.topBarTrailing"))
    #expect(introduced.contains("UINavigationItem.BackButtonDisplayMode"))
    #expect(introduced.contains("UINavigationItem.backButtonDisplayMode"))
    // `offset(x:y:)` moved to SwiftUICore: not a change. Untracked names are not listed.
    #expect(!introduced.contains("View.offset(x:y:)"))
    #expect(!introduced.contains("View.blur(radius:)"))
    #expect(!introduced.contains("UIColorWellFixture"))
    #expect(
      names(diff, .deprecated) == [
        "ToolbarItemPlacement.navigationBarLeading", "View.toolbar(_:for:)",
        "View.toolbarBackground(_:for:)",
      ])
    // The ShapeStyle overload of toolbarBackground is not deprecated, so it is not listed.
    #expect(diff.changes.filter { $0.declaration.name == "toolbarBackground(_:for:)" }.count == 1)
  }

  /// The families issue 22 found missing from a diff: new types and their members, static
  /// members of a protocol's constrained extension, UIKit classes, and a case of an
  /// enumeration nested in a tracked type.
  @Test(arguments: [
    ("TabSection", "tab"),
    ("TabSection.init(content:)", "tab"),
    // Its name holds a tracked type's, TabViewStyle.
    ("SidebarAdaptableTabViewStyle", "tab"),
    ("TabViewStyle.sidebarAdaptable", "tab"),
    ("View.presentationSizing(_:)", "presentation"),
    ("UITab", "tab"),
    ("UITab.title", "tab"),
    ("UITabGroup", "tab"),
    ("UISearchTab", "search"),
    ("UISearchTab.automaticallyActivatesSearch", "search"),
    ("UINavigationItem.SearchBarPlacement.inline", "navigation"),
  ])
  func newFamiliesAreListed(symbol: String, family: String) throws {
    let diff = try diff(
      SDKTestSupport.sdk("iPhoneOS16.4.sdk"), SDKTestSupport.sdk("iPhoneOS18.0.sdk"))
    let change = try #require(diff.changes.first { $0.declaration.qualifiedName == symbol })
    #expect(change.kind == .introduced)
    #expect(change.family == family)
  }

  @Test func theIOS26TabBarAndBarsAreListed() throws {
    let diff = try diff(
      SDKTestSupport.sdk("iPhoneOS18.0.sdk"), SDKTestSupport.sdk("iPhoneOS27.0.sdk"))
    let introduced = Dictionary(
      diff.changes.filter { $0.kind == .introduced }.map {
        ($0.declaration.qualifiedName, $0.family)
      }, uniquingKeysWith: { first, _ in first })
    #expect(introduced["View.tabViewBottomAccessory(content:)"] == "tab")
    #expect(introduced["EnvironmentValues.tabViewBottomAccessoryPlacement"] == "tab")
    #expect(introduced["TabViewBottomAccessoryPlacement.inline"] == "tab")
    #expect(introduced["DefaultToolbarItem"] == "toolbar")
    #expect(introduced["ToolbarItemPlacement.topBarPinnedTrailing"] == "toolbar")
    #expect(
      diff.uncompared == [
        "UIKit's headers, which only one of the SDKs holds",
        "UIKit's Swift overlay, which only one of the SDKs holds",
      ])
    // Families come in order, each change of a family together.
    #expect(diff.families == diff.families.sorted())
    #expect(diff.changes.map(\.family) == diff.changes.map(\.family).sorted())
  }

  /// The UIKit half of the iOS 26 tab bar, and a deprecation a newer SDK adds to a case of a
  /// tracked enumeration (`.inline`, hard-deprecated by the 26 SDK), from the header-only
  /// fixture iOS 26.0 SDK, as Phenmod's dumps are.
  @Test func theIOS26UIKitTabBarAndTheInlineDeprecationAreListed() throws {
    let diff = try diff(
      SDKTestSupport.sdk("iPhoneOS18.0.sdk"), SDKTestSupport.sdk("iPhoneOS26.0.sdk"))
    let changes = Dictionary(
      diff.changes.map { ("\($0.kind.rawValue) \($0.declaration.qualifiedName)", $0) },
      uniquingKeysWith: { first, _ in first })
    let inline = try #require(changes["deprecated UINavigationItem.SearchBarPlacement.inline"])
    #expect(inline.family == "navigation")
    #expect(inline.availability.deprecated == .hard(OSVersion(26)))
    #expect(changes["introduced UINavigationItem.SearchBarPlacement.integrated"] != nil)
    #expect(
      changes["introduced UINavigationItem.searchBarPlacementAllowsToolbarIntegration"] != nil)
    for symbol in [
      "UITabAccessory", "UITabAccessory.initWithContentView:", "UITabAccessory.contentView",
      "UITabBarController.bottomAccessory", "UITabBarController.tabBarMinimizeBehavior",
    ] {
      #expect(changes["introduced \(symbol)"]?.family == "tab", "\(symbol)")
    }
    // Only the deprecation is new about `.inline`; nothing the two SDKs share is listed.
    #expect(diff.changes.filter { $0.declaration.name == "inline" }.count == 1)
    #expect(diff.changes.allSatisfy { $0.kind != .removed })
    #expect(diff.problems.isEmpty)
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
    #expect(
      diff.uncompared == [
        "SwiftUI's interface, which only one of the SDKs holds",
        "UIKit's Swift overlay, which only one of the SDKs holds",
      ])
    #expect(diff.changes.allSatisfy { $0.declaration.location.file.hasSuffix(".h") })
    #expect(
      names(diff, .removed) == [
        "UINavigationBar.layoutHandler", "UINavigationControllerOperation",
        "UINavigationControllerOperation.none", "UINavigationControllerOperation.pop",
        "UINavigationControllerOperation.push",
      ])
  }
}
