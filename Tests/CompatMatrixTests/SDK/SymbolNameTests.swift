import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixSDK

/// How Swift names meet Objective-C selectors, and how records' symbols are read.
@Suite struct SymbolNameTests {
  @Test(arguments: [
    ("init", ["customView"], ["initWithCustomView"], 1),
    ("popViewController", ["animated"], ["popViewControllerAnimated"], 1),
    ("pushViewController", ["_", "animated"], ["pushViewController", "animated"], 2),
    ("configureWithOpaqueBackground", [], ["configureWithOpaqueBackground"], 0),
    ("dequeueReusableCell", ["withIdentifier"], ["dequeueReusableCellWithIdentifier"], 1),
    ("zoom", ["options", "sourceViewProvider"], ["zoomWithOptions", "sourceViewProvider"], 2),
    ("setNavigationBarHidden", ["_", "animated"], ["setNavigationBarHidden", "animated"], 2),
  ])
  func aSwiftNameHasTheKeyOfItsSelector(
    baseName: String, labels: [String], pieces: [String], arguments: Int
  ) {
    #expect(
      MemberKey.function(baseName, labels: labels)
        == MemberKey.selector(pieces, argumentCount: arguments))
  }

  @Test(arguments: [
    // A different number of arguments.
    ("setNavigationBarHidden", ["_"], ["setNavigationBarHidden", "animated"], 2),
    // `Without` is not `With`.
    ("present", ["outAnimation"], ["presentWithoutAnimation"], 1),
    // Other words.
    ("popToRootViewController", ["animated"], ["popViewControllerAnimated"], 1),
  ])
  func otherSelectorsHaveOtherKeys(
    baseName: String, labels: [String], pieces: [String], arguments: Int
  ) {
    #expect(
      MemberKey.function(baseName, labels: labels)
        != MemberKey.selector(pieces, argumentCount: arguments))
  }

  @Test(arguments: [
    ("presentViewController:animated:completion:", "present", ["_", "animated", "completion"]),
    ("requireGestureRecognizerToFail:", "require", ["toFail"]),
    ("setViewController:forColumn:", "setViewController", ["_", "for"]),
    (
      "navigationController:animationControllerForOperation:fromViewController:toViewController:",
      "navigationController", ["_", "animationControllerFor", "from", "to"]
    ),
    // Without arguments: the last words go (`+fixedSpaceItem` is `fixedSpace()`).
    ("fixedSpaceItem", "fixedSpace", []),
  ])
  func aSwiftNameMayOmitTheSelectorsNeedlessWords(
    selector: String, baseName: String, labels: [String]
  ) {
    #expect(MemberKey.omitsWords(of: selector, baseName: baseName, labels: labels))
  }

  @Test(arguments: [
    // Another first word.
    ("dismissViewControllerAnimated:completion:", "present", ["animated", "completion"]),
    // Another number of arguments.
    ("presentViewController:animated:completion:", "present", ["_", "animated"]),
    // A word of the Swift name the selector lacks.
    ("setViewController:forColumn:", "setViewController", ["_", "forRow"]),
    // Words out of order.
    ("requireGestureRecognizerToFail:", "require", ["failTo"]),
    // Without arguments: another first word, a selector with one, or nothing dropped.
    ("flexibleSpaceItem", "fixedSpace", []),
    ("fixedSpaceItemOfWidth:", "fixedSpace", []),
    ("fixedSpace", "fixedSpace", []),
  ])
  func otherSelectorsDoNotOmitIntoTheName(selector: String, baseName: String, labels: [String]) {
    #expect(!MemberKey.omitsWords(of: selector, baseName: baseName, labels: labels))
  }

  @Test(arguments: [
    ("pushViewController(_:animated:)", [], "pushViewController", ["_", "animated"]),
    ("UIViewController.Transition", ["UIViewController"], "Transition", nil),
    ("init()", [], "init", []),
    ("getter:isHidden()", [], "isHidden", []),
  ])
  func swiftNamesParse(text: String, path: [String], baseName: String, labels: [String]?) throws {
    let name = try #require(SwiftName(text))
    #expect(name.path == path)
    #expect(name.baseName == baseName)
    #expect(name.labels == labels)
  }

  @Test(arguments: ["", "open(", "a.b(x:"])
  func malformedSwiftNamesAreRefused(text: String) {
    #expect(SwiftName(text) == nil)
  }

  @Test(arguments: [
    (
      "UINavigationControllerOperation",
      [
        "UINavigationControllerOperationNone", "UINavigationControllerOperationPush",
        "UINavigationControllerOperationPop",
      ],
      ["none", "push", "pop"]
    ),
    ("UIFixtureSource", ["UIFixtureSourceURLHost", "UIFixtureSourceFile"], ["urlHost", "file"]),
    // A prefix up to a digit backs off to the word before it.
    ("UIFixtureCorner", ["UIFixtureCorner1", "UIFixtureCorner2"], ["corner1", "corner2"]),
  ])
  func enumCasesLoseTheirSharedPrefix(name: String, cases: [String], expected: [String]) {
    #expect(EnumCaseNames.swiftNames(enumName: name, cases: cases) == expected)
  }

  @Test(arguments: [
    ("NavigationStack", APIKind.struct, "", "NavigationStack", nil as [String]?, nil as String?),
    (
      "NavigationStack.init(path:root:)", .initializer, "NavigationStack", "init",
      ["path", "root"], nil
    ),
    (
      "navigationDestination(for:destination:)", .modifier, "View", "navigationDestination",
      ["for", "destination"], nil
    ),
    (
      "toolbarBackground(_:for:) (Visibility)", .modifier, "View", "toolbarBackground",
      ["_", "for"], "Visibility"
    ),
    ("UINavigationBar.appearance().tintColor", .property, "UINavigationBar", "tintColor", nil, nil),
    (
      "UIViewController.Transition.zoom(options:sourceViewProvider:)", .method,
      "UIViewController.Transition", "zoom", ["options", "sourceViewProvider"], nil
    ),
    ("pushViewController(_:animated:)", .method, "", "pushViewController", ["_", "animated"], nil),
  ])
  func recordSymbolsNameADeclaration(
    symbol: String, kind: APIKind, container: String, baseName: String, labels: [String]?,
    hint: String?
  ) throws {
    let record = APIRecord(
      id: "x", symbol: symbol, framework: "SwiftUI", kind: kind, summary: "",
      availability: [.iOS: APIAvailability(introduced: OSVersion(13))],
      evidence: Evidence(sources: [], confidence: .confirmed),
      declaredAt: SourceReference(file: "f", location: SourceLocation(line: 1, column: 1), path: "")
    )
    let parsed = try #require(RecordSymbol(record))
    #expect(parsed.container == container)
    #expect(parsed.baseName == baseName)
    #expect(parsed.labels == labels)
    #expect(parsed.hint == hint)
  }

  @Test func aHintPicksTheOverloadWhoseParametersNameIt() {
    let source = """
      extension SwiftUI.View {
        @available(iOS 16.0, *)
        public func toolbarBackground<S>(_ style: S, for bars: SwiftUI.ToolbarPlacement...) -> some SwiftUI.View where S : SwiftUI.ShapeStyle
        @available(iOS, introduced: 16.0, deprecated: 100000.0)
        public func toolbarBackground(_ visibility: SwiftUI.Visibility, for bars: SwiftUI.ToolbarPlacement...) -> some SwiftUI.View
      }
      """
    let index = SDKSymbolIndex(
      InterfaceReader.read(Array(source.utf8), file: "T", framework: "SwiftUI").declarations)
    func found(_ symbol: String) -> [Int] {
      let record = APIRecord(
        id: "x", symbol: symbol, framework: "SwiftUI", kind: .modifier, summary: "",
        availability: [:], evidence: Evidence(sources: [], confidence: .confirmed),
        declaredAt: SourceReference(
          file: "f", location: SourceLocation(line: 1, column: 1), path: ""))
      return RecordSymbol(record)?.declarations(in: index).map(\.location.line) ?? []
    }
    #expect(found("toolbarBackground(_:for:)") == [3, 5])
    #expect(found("toolbarBackground(_:for:) (Visibility)") == [5])
    #expect(found("toolbarBackground(_:for:) (Vis)") == [])
  }
}
