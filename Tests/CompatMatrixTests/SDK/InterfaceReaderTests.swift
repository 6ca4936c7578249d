import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixSDK

/// The `.swiftinterface` reader on snippets written in the syntax of Apple's interfaces.
@Suite struct InterfaceReaderTests {
  @Test(arguments: [
    (
      // The shorthand on a type; its members take it.
      """
      @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
      @_Concurrency.MainActor(unsafe) public struct NavigationStack<Data, Root> : SwiftUI.View where Root : SwiftUI.View {
        @_Concurrency.MainActor(unsafe) public init(path: SwiftUI.Binding<Data>, @SwiftUI.ViewBuilder root: () -> Root) where Data : Swift.MutableCollection
      }
      """,
      [
        "type NavigationStack: iOS 16.0",
        "function NavigationStack.init(path:root:): iOS 16.0",
      ]
    ),
    (
      // The long form: soft deprecations (100000, and the rarer 1000); other platforms are
      // ignored.
      """
      extension SwiftUI.View {
        @available(iOS, introduced: 16.0, deprecated: 100000.0, renamed: "toolbarVisibility(_:for:)")
        @available(macOS, introduced: 13.0, deprecated: 15.0)
        nonisolated public func toolbar(_ visibility: SwiftUI.Visibility, for bars: SwiftUI.ToolbarPlacement...) -> some SwiftUI.View
        @available(iOS, introduced: 14.0, deprecated: 1000, renamed: "accessibilityShowBorders")
        public var accessibilityShowButtonShapes: Swift.Bool { get }
      }
      """,
      [
        "function View.toolbar(_:for:): iOS 16.0, soft-deprecated",
        "property View.accessibilityShowButtonShapes: iOS 14.0, soft-deprecated",
      ]
    ),
    (
      // An extension's attributes reach its members, whose own win field by field.
      """
      @available(iOS 14.0, macOS 11.0, *)
      extension SwiftUI.View {
        public func navigationTitle(_ title: SwiftUI.Text) -> some SwiftUI.View
        @available(iOS, deprecated: 16.0, message: "use navigationTitle")
        public func navigationBarTitle(_ title: SwiftUI.Text) -> some SwiftUI.View
      }
      """,
      [
        "function View.navigationTitle(_:): iOS 14.0",
        "function View.navigationBarTitle(_:): iOS 14.0, deprecated 16.0",
      ]
    ),
    (
      // Unavailable on iOS, and on every platform.
      """
      @available(macCatalyst 14.0, macOS 11.0, *)
      @available(iOS, unavailable)
      public struct MacOnly {
      }
      @available(*, deprecated, message: "gone")
      public struct Old {
      }
      """,
      ["type MacOnly: unavailable on iOS", "type Old: no iOS version, deprecated"]
    ),
    (
      // Both branches of a `#if` are read; the lines of the directives are not.
      """
      #if compiler(>=5.3) && $NonescapableTypes
      @available(iOS 15.0, *)
      extension SwiftUI.EnvironmentValues {
        public var dismiss: SwiftUI.DismissAction {
          get
        }
      }
      #else
      @available(iOS 15.0, *)
      extension SwiftUI.EnvironmentValues {
        public var dismiss: SwiftUI.DismissAction { get }
      }
      #endif
      """,
      [
        "property EnvironmentValues.dismiss: iOS 15.0",
        "property EnvironmentValues.dismiss: iOS 15.0",
      ]
    ),
    (
      // Function bodies are skipped, however deep.
      """
      extension SwiftUI.View {
        @available(iOS 13.0, *)
        @inlinable public func offset(x: CoreGraphics.CGFloat = 0, y: CoreGraphics.CGFloat = 0) -> some SwiftUI.View {
              let size = CGSize(width: x, height: y)
              if x > 0 { var hidden = { 1 }() }
              return offset(size)
          }
        public func padding(_ length: CoreGraphics.CGFloat) -> some SwiftUI.View
      }
      """,
      ["function View.offset(x:y:): iOS 13.0", "function View.padding(_:): no iOS version"]
    ),
    (
      // System-private declarations are left out, with their members.
      """
      @_spi(Private) @available(iOS 16.0, *)
      public struct Internal {
        public var depth: Swift.Int
      }
      @available(iOS 16.0, *)
      public struct Visible {
        @_spi(Private) public var hidden: Swift.Int
        @_spi_available(iOS 16.0, *) public var spiOnIOS: Swift.Int
        public var shown: Swift.Int
      }
      """,
      ["type Visible: iOS 16.0", "property Visible.shown: iOS 16.0"]
    ),
    (
      // `@backDeployed`, and the iOS 17 SDK's `@_backDeploy`, on members with bodies.
      """
      @available(iOS 14.0, *)
      public struct ToolbarItemPlacement {
        @available(iOS 14.0, tvOS 14.0, *)
        @backDeployed(before: iOS 17.0, tvOS 17.0)
        public static var topBarTrailing: SwiftUI.ToolbarItemPlacement {
          get { .automatic }
        }
        @available(iOS 14.0, tvOS 14.0, *)
        @_backDeploy(before: iOS 17.0, tvOS 17.0)
        public static var topBarLeading: SwiftUI.ToolbarItemPlacement {
          get { .automatic }
        }
      }
      """,
      [
        "type ToolbarItemPlacement: iOS 14.0",
        "property ToolbarItemPlacement.topBarTrailing: iOS 14.0, back-deployed before 17.0",
        "property ToolbarItemPlacement.topBarLeading: iOS 14.0, back-deployed before 17.0",
      ]
    ),
    (
      // `class func` is a method, a nested enum is a type, and cases are read one by one.
      """
      @available(iOS 13.0, *)
      open class UIHostingController<Content> : UIKit.UIViewController where Content : SwiftUI.View {
        public class func make() -> UIKit.UIViewController
        @frozen public enum Sizing {
          case automatic, fixed(CoreGraphics.CGFloat)
          @available(iOS 16.0, *)
          case preferred
        }
      }
      """,
      [
        "type UIHostingController: iOS 13.0",
        "function UIHostingController.make(): iOS 13.0",
        "type UIHostingController.Sizing: iOS 13.0",
        "enumCase UIHostingController.Sizing.automatic: iOS 13.0",
        "enumCase UIHostingController.Sizing.fixed: iOS 13.0",
        "enumCase UIHostingController.Sizing.preferred: iOS 16.0",
      ]
    ),
    (
      // Imported module names are taken off extended types.
      """
      import UIKit
      @available(iOS 18.0, *)
      extension UIKit.UIViewController.Transition {
        public static func zoom(options: UIKit.UIViewController.Transition.ZoomOptions? = nil, sourceViewProvider: @escaping (UIKit.UIViewController.Transition.ZoomSourceViewProviderContext) -> UIKit.UIView?) -> Self
      }
      """,
      ["function UIViewController.Transition.zoom(options:sourceViewProvider:): iOS 18.0"]
    ),
    (
      // Attributes before a label, generic ones too; commas inside generic arguments.
      """
      @available(iOS 18.0, *)
      public struct TabView<SelectionValue, Content> {
        public init<C>(selection: SwiftUI.Binding<SelectionValue>, @SwiftUI.TabContentBuilder<SelectionValue> content: () -> C)
        public init(@_implicitSelfCapture action: @escaping () -> Swift.Void, _ table: Swift.Dictionary<Swift.String, Swift.Int>)
      }
      """,
      [
        "type TabView: iOS 18.0",
        "function TabView.init(selection:content:): iOS 18.0",
        "function TabView.init(action:_:): iOS 18.0",
      ]
    ),
    (
      // Operators and subscripts are not members the data names.
      """
      @available(iOS 16.0, *)
      public struct NavigationPath : Swift.Equatable {
        public static func == (a: SwiftUI.NavigationPath, b: SwiftUI.NavigationPath) -> Swift.Bool
        public subscript(index: Swift.Int) -> Swift.Int { get }
        public var count: Swift.Int { get }
      }
      """,
      ["type NavigationPath: iOS 16.0", "property NavigationPath.count: iOS 16.0"]
    ),
    (
      // `anyAppleOS` versions are iOS versions: a member so marked in an older extension has
      // its own, and so does a type marked this way alone.
      """
      @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
      extension SwiftUI.View {
        @available(anyAppleOS 27.0, *)
        nonisolated public func toolbarMinimizationBehavior(_ behavior: SwiftUI.ToolbarMinimizationBehavior) -> some SwiftUI.View
        public func older() -> some SwiftUI.View
      }
      @available(anyAppleOS 27.0, *)
      public struct ToolbarMinimizationBehavior {
        public static var automatic: SwiftUI.ToolbarMinimizationBehavior { get }
      }
      """,
      [
        "function View.toolbarMinimizationBehavior(_:): iOS 27.0",
        "function View.older(): iOS 15.0",
        "type ToolbarMinimizationBehavior: iOS 27.0",
        "property ToolbarMinimizationBehavior.automatic: iOS 27.0",
      ]
    ),
    (
      // An iOS argument wins over `anyAppleOS`, in either order and field by field; the long
      // form and `unavailable` apply to iOS; a version below 26 is none (the compiler ignores
      // it too).
      """
      public struct Precedence {
        @available(anyAppleOS 27.0, iOS 26.4, *)
        public var iOSAfter: Swift.Int
        @available(iOS 26.4, anyAppleOS 27.0, *)
        public var iOSBefore: Swift.Int
        @available(anyAppleOS, introduced: 27.0, deprecated: 100000.0, message: "use another")
        public var longForm: Swift.Int
        @available(anyAppleOS 26.0, *)
        @available(iOS, deprecated: 26.2)
        public var mixed: Swift.Int
        @available(anyAppleOS, unavailable)
        public var unavailable: Swift.Int
        @available(anyAppleOS, unavailable)
        @available(iOS 26.0, *)
        public var availableOnIOS: Swift.Int
        @available(anyAppleOS 25.0, *)
        public var notAVersion: Swift.Int
      }
      """,
      [
        "type Precedence: no iOS version",
        "property Precedence.iOSAfter: iOS 26.4",
        "property Precedence.iOSBefore: iOS 26.4",
        "property Precedence.longForm: iOS 27.0, soft-deprecated",
        "property Precedence.mixed: iOS 26.0, deprecated 26.2",
        "property Precedence.unavailable: unavailable on iOS",
        "property Precedence.availableOnIOS: iOS 26.0",
        "property Precedence.notAVersion: no iOS version",
      ]
    ),
  ])
  func declarationsAndTheirAvailability(source: String, expected: [String]) {
    #expect(SDKTestSupport.interface(source) == expected)
  }

  @Test func messagesAndRenamesAreDecoded() throws {
    let source = """
      @available(iOS, introduced: 13.0, deprecated: 16.0, renamed: "NavigationStack", message: "use a \\"stack\\"")
      public struct NavigationView {
      }
      """
    let declaration = try #require(
      InterfaceReader.read(Array(source.utf8), file: "T", framework: "SwiftUI").declarations.first)
    #expect(declaration.availability.renamed == "NavigationStack")
    #expect(declaration.availability.message == "use a \"stack\"")
    #expect(declaration.location == SDKLocation(file: "T", line: 2))
  }

  @Test func membersOfAnExtensionWithoutAttributesTakeTheirTypesAvailability() {
    let source = """
      import UIKit
      @available(iOS 16.0, *)
      public struct NavigationPath {
      }
      extension SwiftUI.NavigationPath {
        public var codable: SwiftUI.NavigationPath.CodableRepresentation? { get }
      }
      @available(iOS 15.0, tvOS 15.0, *)
      extension UIKit.UIButton {
        public struct Configuration : Swift.Hashable {
          public var contentInsets: UIKit.NSDirectionalEdgeInsets
        }
      }
      """
    let contents = InterfaceReader.read(Array(source.utf8), file: "T", framework: "SwiftUI")
    let index = SDKSymbolIndex(contents.declarations)
    let codable = index.members(of: "NavigationPath", key: "codable")
    #expect(codable.map { index.availability(of: $0).introduced } == [OSVersion(16)])
    // Taken from the extension at reading time, not from the index.
    #expect(codable.map(\.availability.introduced) == [nil])
    let insets = index.members(of: "UIButton.Configuration", key: "contentInsets")
    #expect(insets.map { index.availability(of: $0).introduced } == [OSVersion(15)])
    #expect(index.types(at: "UIButton.Configuration").count == 1)
  }

  @Test func importsAreReported() {
    let source = "import Swift\n@_exported import SwiftUICore\nimport struct Foundation.URL\n"
    let contents = InterfaceReader.read(Array(source.utf8), file: "T", framework: "SwiftUI")
    #expect(contents.imports == ["SwiftUI", "Swift", "SwiftUICore", "Foundation"])
  }

  @Test func everyTruncationOfAFixtureReadsWithoutTrapping() throws {
    let bytes = try TestSupport.fixtureBytes(
      "sdk/iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/"
        + "SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface")
    var total = 0
    for end in stride(from: 0, through: bytes.count, by: 7) {
      total +=
        InterfaceReader.read(Array(bytes[..<end]), file: "T", framework: "SwiftUI")
        .declarations.count
    }
    #expect(total > 0)
  }

  @Test func deepNestingIsFollowedWithoutRecursion() {
    let depth = 100_000
    let source =
      "public struct Outer {\n" + String(repeating: "{", count: depth)
      + String(repeating: "}", count: depth) + "\n  public var inside: Swift.Int\n}\n"
      + "public struct After {\n}\n"
    #expect(
      SDKTestSupport.interface(source) == [
        "type Outer: no iOS version", "property Outer.inside: no iOS version",
        "type After: no iOS version",
      ])
  }
}
