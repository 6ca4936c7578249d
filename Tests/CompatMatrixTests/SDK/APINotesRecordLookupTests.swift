import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixSDK

/// UIKit's API notes name Objective-C enumerations as Swift sees them, and records are found
/// by those names; a SwiftUI modifier is never taken for an Objective-C renaming.
@Suite struct APINotesRecordLookupTests {
  /// API notes in the layout of UIKit's: classes with members, tags and typedefs, and the
  /// names kept for older Swift versions.
  static let notes = """
    ---
    Name: UIKit
    Classes:
    - Name: UIBarButtonItem
      Methods:
      - Selector: 'fixedSpaceItemOfWidth:'
        SwiftName: fixedSpace(_:)
        MethodKind: Class
    Tags:
    - Name: UIBarButtonItemStyle
      SwiftName: UIBarButtonItem.Style
    - Name: UICellAccessoryPlacement
      SwiftPrivate: true
    - Name: UINavigationItemSearchBarPlacement\r
      SwiftName: UINavigationItem.SearchBarPlacement\r
    Typedefs:
    - Name: UIWindowLevel
      SwiftName: UIWindow.Level
    Enumerators:
    - Name: UIBarButtonItemStylePlain
      SwiftName: plainStyle
    SwiftVersions:
    - Version: 4
      Tags:
      - Name: UIBarButtonItemStyle
        SwiftName: UIBarButtonItemStyle
    - Version: 3
      Typedefs:
      - Name: UIWindowLevel
        SwiftName: UIWindowLevel
    """

  @Test func theCurrentNamesOfTagsAndTypedefsAreRead() {
    let names = APINotesReader.typeNames(Array(Self.notes.utf8))
    #expect(
      names == [
        "UIBarButtonItemStyle": "UIBarButtonItem.Style",
        "UINavigationItemSearchBarPlacement": "UINavigationItem.SearchBarPlacement",
        "UIWindowLevel": "UIWindow.Level",
      ])
  }

  @Test(arguments: ["", "---\n", "Tags:\n", "Tags:\n- Name:\n  SwiftName:\n", "\u{FF}\u{FE}"])
  func damagedOrEmptyNotesGiveNoNames(text: String) {
    #expect(APINotesReader.typeNames(Array(text.utf8)).isEmpty)
  }

  static let header = """
    typedef NS_ENUM(NSInteger, UIBarButtonItemStyle) {
        UIBarButtonItemStylePlain,
        UIBarButtonItemStyleProminent API_AVAILABLE(ios(26.0)) = 2,
        UIBarButtonItemStyleDone API_DEPRECATED_WITH_REPLACEMENT("UIBarButtonItemStyleProminent", ios(2.0, 26.0)) = UIBarButtonItemStyleProminent,
    } API_UNAVAILABLE(watchos);
    """

  /// A folder in an SDK's layout whose headers declare the enumeration without NS_SWIFT_NAME
  /// and whose API notes name it.
  @Test func recordsOfEnumerationsTheNotesRenameAreFound() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let headers = SDKFolder.headerFolder
    try TestSupport.write(
      [
        "SDKSettings.json": #"{"Version": "26.0"}"#,
        "\(headers)/UIKit.h": "#import <UIKit/UIBarButtonItem.h>\n",
        "\(headers)/UIBarButtonItem.h": Self.header,
        "\(headers)/UIKit.apinotes": Self.notes,
      ], in: folder)
    let sdk = try SDKFolder(path: folder.path, displayName: "iPhoneOS26.0.sdk")
    #expect(sdk.apiNotes == "\(headers)/UIKit.apinotes")
    let index = try SDKContents(reading: sdk).index
    #expect(index.types(at: "UIBarButtonItem.Style").count == 1)
    let prominent = try #require(Self.record("UIBarButtonItem.Style.prominent", .enumCase))
    #expect(prominent.declarations(in: index).map(\.availability.summary) == ["iOS 26.0"])
    let done = try #require(Self.record("UIBarButtonItem.Style.done", .enumCase))
    #expect(
      done.declarations(in: index).map(\.availability.summary) == ["iOS 2.0, deprecated 26.0"])
  }

  /// `environment(_:)` (iOS 17) is not `environmentObject(_:)` (iOS 13) with a word dropped:
  /// the importer drops words of Objective-C selectors, not of Swift modifiers.
  @Test func aModifierIsNotFoundUnderAnotherModifiersName() throws {
    let source = """
      extension SwiftUI.View {
        @available(iOS 13.0, *)
        @inlinable public func environmentObject<T>(_ object: T) -> some SwiftUI.View where T : Combine.ObservableObject {
          return environment(T.environmentStore, object)
        }
      }
      """
    let index = SDKSymbolIndex(
      InterfaceReader.read(Array(source.utf8), file: "T", framework: "SwiftUI").declarations)
    let modifier = try #require(Self.record("environment(_:)", .modifier))
    #expect(modifier.declarations(in: index).isEmpty)
    let exact = try #require(Self.record("environmentObject(_:)", .modifier))
    #expect(exact.declarations(in: index).count == 1)
  }

  static func record(_ symbol: String, _ kind: APIKind) -> RecordSymbol? {
    RecordSymbol(
      APIRecord(
        id: "x", symbol: symbol, framework: kind == .modifier ? "SwiftUI" : "UIKit", kind: kind,
        summary: "", availability: [:], evidence: Evidence(sources: [], confidence: .confirmed),
        declaredAt: SourceReference(
          file: "f", location: SourceLocation(line: 1, column: 1), path: "")))
  }
}
