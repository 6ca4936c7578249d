import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixSDK

/// UIKit's API notes give Swift names to types whose headers have no NS_SWIFT_NAME
/// (`UISplitViewControllerColumn` is `UISplitViewController.Column`); only type entries are
/// read, and a header's own name wins.
@Suite struct APINotesReaderTests {
  private static let notes = """
    # A comment.
    ---
    Name: UIKit
    Classes:
    - Name: NSTextLayoutManager
      Methods:
      - Selector: "ensureLayoutForBounds:"
        MethodKind: Instance
        SwiftName: ensureLayout(for:)
    - Name: UIRenamedThing
      SwiftName: UIThing.Renamed
    Tags:
    - Name: UISplitViewControllerColumn
      SwiftName: UISplitViewController.Column
    - Name: UIQuoted
      SwiftName: "UIQuotedOwner.Quoted"
    - Name: UINoSwiftName
      Availability: nonswift
    Typedefs:
    - Name: UITabBarControllerMode
      SwiftName: UITabBarController.Mode
    Globals:
    - Name: UIGlobalThing
      SwiftName: globalThing
    SwiftVersions:
    - Version: 3
      Tags:
      - Name: UISplitViewControllerDisplayMode
        SwiftName: UISplitViewControllerDisplayModeOld
    """

  @Test func typeEntriesGiveSwiftNames() {
    #expect(
      APINotesReader.typeNames(Array(Self.notes.utf8)) == [
        "UIRenamedThing": "UIThing.Renamed",
        "UISplitViewControllerColumn": "UISplitViewController.Column",
        "UIQuoted": "UIQuotedOwner.Quoted",
        "UITabBarControllerMode": "UITabBarController.Mode",
      ])
  }

  @Test func anEnumTheNotesNameIsIndexedUnderItsSwiftName() {
    let header = """
      typedef NS_ENUM(NSInteger, UISplitViewControllerColumn) {
          UISplitViewControllerColumnPrimary,
          UISplitViewControllerColumnSupplementary,
          UISplitViewControllerColumnInspector API_AVAILABLE(ios(26.0)),
      } API_AVAILABLE(ios(14.0));
      """
    let contents = HeaderReader.read(Array(header.utf8), file: "UISplitViewController.h")
    var names = contents.swiftNames
    names.merge(APINotesReader.typeNames(Array(Self.notes.utf8))) { header, _ in header }
    let index = SDKSymbolIndex(contents.declarations, swiftNames: names)
    #expect(index.types(at: "UISplitViewController.Column").count == 1)
    let inspector = index.members(
      of: "UISplitViewController.Column", key: MemberKey.name("inspector"))
    #expect(inspector.first.map { index.availability(of: $0).introduced } == OSVersion(26))
    #expect(index.types(at: "UISplitViewControllerColumn").isEmpty)
  }

  @Test func aHeadersOwnSwiftNameWins() {
    let header = """
      typedef NS_ENUM(NSInteger, UITabBarControllerMode) {
          UITabBarControllerModeAutomatic,
      } NS_SWIFT_NAME(UITabBarController.DisplayMode) API_AVAILABLE(ios(18.0));
      """
    let contents = HeaderReader.read(Array(header.utf8), file: "UITabBarController.h")
    var names = contents.swiftNames
    names.merge(APINotesReader.typeNames(Array(Self.notes.utf8))) { header, _ in header }
    #expect(names["UITabBarControllerMode"] == "UITabBarController.DisplayMode")
  }
}
