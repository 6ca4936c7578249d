import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixRender
@testable import CompatMatrixSDK

/// How `sdk-diff` reads to a maintainer: families with their counts, a new type's members
/// counted on its line, overloads on one line; on the fixture SDKs, and on the real SDKs of
/// issue 22 where they are on the machine.
@Suite struct SDKDiffTextTests {
  private func diff(_ old: SDKFolder, _ new: SDKFolder) throws -> SDKDiff {
    SDKDiff(
      old: try SDKContents(reading: old), new: try SDKContents(reading: new),
      matrix: try SDKTestSupport.matrix(team: "team"))
  }

  @Test func aNewTypesMembersAreCountedOnItsLine() throws {
    let diff = try diff(
      SDKTestSupport.sdk("iPhoneOS16.4.sdk"), SDKTestSupport.sdk("iPhoneOS18.0.sdk"))
    let lines = SDKDiffText(diff: diff).render().split(separator: "\n").map(String.init)
    let tabSection = try #require(lines.first { $0.hasPrefix("  + SwiftUI TabSection ") })
    let members = diff.changes.filter {
      $0.declaration.container == "TabSection" && $0.kind == .introduced
    }
    try #require(!members.isEmpty)
    let count = members.count
    #expect(tabSection.contains("iOS 18.0, with \(count) member" + (count == 1 ? "" : "s")))
    // Its members are not listed one by one.
    let index = try #require(lines.firstIndex(of: tabSection))
    #expect(!lines[index + 1].contains("init(content:)"))
    // A member of a type both SDKs have is listed.
    #expect(lines.contains { $0.contains("~ navigationBarLeading") })
  }

  @Test func theFamiliesLineCountsEveryChangeOnce() throws {
    let diff = try diff(
      SDKTestSupport.sdk("iPhoneOS16.4.sdk"), SDKTestSupport.sdk("iPhoneOS18.0.sdk"))
    let text = SDKDiffText(diff: diff).render()
    let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("Families: ") })
    var total = 0
    for entry in line.dropFirst("Families: ".count).split(separator: ", ") {
      let parts = entry.split(separator: " ")
      let family = String(parts[0])
      let count = try #require(Int(parts[1]))
      #expect(count == diff.changes.filter { $0.family == family }.count, "\(family)")
      total += count
    }
    #expect(total == diff.changes.count)
  }

  /// Overloads of one name with the same change and availability: one line, with their
  /// count.
  @Test func overloadsShareALine() throws {
    let declarations = (0..<3).map { offset in
      SDKDeclaration(
        kind: .function, container: "View", name: "searchable(text:isPresented:)",
        key: "searchable(text:isPresented:)", parameters: "(\(offset))",
        availability: DeclaredAvailability(), location: SDKLocation(file: "S.swift", line: offset),
        framework: "SwiftUI")
    }
    let changes = declarations.map {
      SDKDiff.Change(
        kind: .introduced, declaration: $0, availability: $0.availability, family: "search")
    }
    let lines = SDKDiffText.sectionLines(changes, width: 40, style: .plain)
    #expect(lines.count == 2)
    #expect(lines[1].hasPrefix("    + searchable(text:isPresented:) ×3"))
  }

  private static func realSDK(_ version: String) throws -> SDKFolder {
    let name = "iPhoneOS\(version).sdk"
    return try SDKFolder(path: "/work/sdks/\(name)", displayName: name)
  }

  /// The SDK steps of issue 22, on the real SDKs: every family the issue lists shows, and
  /// each step can be read (a few hundred lines at most).
  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: "/work/sdks/iPhoneOS26.2.sdk"),
      "needs the iOS 16.4, 17.4, 18.6 and 26.2 SDK dumps in /work/sdks"))
  func theIssue22StepsShowEveryFamilyReadably() throws {
    let matrix = try Knowledge.shipped()
    let steps: [(String, String, [String: [String]])] = [
      (
        "16.4", "17.4",
        [
          "split": ["NavigationSplitViewColumn"],
          // A modifier a record names, in its own word: no type of the data starts with it.
          "inspector": ["View.inspector(isPresented:content:)"],
          "toolbar": ["View.toolbar(removing:)", "ToolbarDefaultItemKind"],
          "scene": ["UISceneSessionActivationRequest"],
          "search": ["View.searchable(text:isPresented:placement:prompt:)"],
        ]
      ),
      (
        "17.4", "18.6",
        [
          "tab": [
            "TabSection", "Tab", "TabViewCustomization", "View.tabViewCustomization(_:)",
            "View.tabViewSidebarHeader(content:)", "UITab", "UITabGroup",
            "UITabBarController.Sidebar", "UITabBarController.setTabBarHidden:animated:",
            "TabViewStyle.sidebarAdaptable",
          ],
          "search": ["UISearchTab"],
          "presentation": ["View.presentationSizing(_:)"],
          "navigation": ["View.navigationTransition(_:)"],
        ]
      ),
      (
        "18.6", "26.2",
        [
          "tab": [
            "View.tabViewBottomAccessory(content:)", "UITabAccessory",
            "UITabBarController.bottomAccessory", "UITabBarController.tabBarMinimizeBehavior",
            "View.tabBarMinimizeBehavior(_:)",
          ],
          "toolbar": ["DefaultToolbarItem", "ToolbarSpacer"],
          "split": ["UISplitViewController.preferredInspectorColumnWidth"],
          "navigation": ["UINavigationItem.subtitle", "UINavigationItem.largeTitle"],
          "hosting": ["UIHostingSceneDelegate"],
        ]
      ),
    ]
    for (old, new, expected) in steps {
      let diff = SDKDiff(
        old: try SDKContents(reading: Self.realSDK(old)),
        new: try SDKContents(reading: Self.realSDK(new)),
        matrix: matrix)
      var symbols: [String: Set<String>] = [:]
      for change in diff.changes {
        symbols[change.family, default: []].insert(change.declaration.qualifiedName)
      }
      for (family, names) in expected {
        for name in names {
          #expect(symbols[family]?.contains(name) == true, "\(old) → \(new): \(name) in \(family)")
        }
      }
      let lines = SDKDiffText(diff: diff).render().split(separator: "\n").count as Int
      #expect(lines <= 300, "\(old) → \(new): \(lines) lines")
      // The families come from the records, so they grow with the data: 60 concerns give 21
      // in a step; a bound well under the hundreds of declarations keeps the diff readable.
      #expect(diff.families.count <= 24, "\(old) → \(new): \(diff.families)")
    }
  }
}
