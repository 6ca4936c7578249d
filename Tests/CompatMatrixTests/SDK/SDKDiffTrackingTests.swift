import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixSDK

/// What `sdk-diff` tracks with the shipped records, and under which family: the declarations
/// the iOS 18 and 26 SDKs added that a diff missed, read from snippets in Apple's syntax, and
/// declarations no record makes navigation-related.
@Suite struct SDKDiffTrackingTests {
  private static let interface = """
    import SwiftUICore
    @available(iOS 18.0, *)
    public struct TabSection<Header, Content, Footer, SelectionValue> {
    }
    @available(iOS 18.0, *)
    extension SwiftUI.TabSection where Content : SwiftUI.TabContent {
      public init(@SwiftUI.TabContentBuilder<SelectionValue> content: () -> Content)
    }
    @available(iOS 18.0, *)
    public struct SidebarAdaptableTabViewStyle : SwiftUI.TabViewStyle {
    }
    @available(iOS 18.0, *)
    extension SwiftUI.TabViewStyle where Self == SwiftUI.SidebarAdaptableTabViewStyle {
      public static var sidebarAdaptable: SwiftUI.SidebarAdaptableTabViewStyle { get }
    }
    @available(iOS 26.0, *)
    public struct DefaultToolbarItem : SwiftUI.ToolbarContent {
      public init(kind: SwiftUI.ToolbarDefaultItemKind)
    }
    extension SwiftUICore.View {
      @available(iOS 26.0, *)
      nonisolated public func tabViewBottomAccessory<Content>(@SwiftUICore.ViewBuilder content: () -> Content) -> some SwiftUICore.View
      @available(iOS 18.0, *)
      nonisolated public func presentationSizing(_ sizing: some SwiftUI.PresentationSizing) -> some SwiftUICore.View
      @available(iOS 17.0, *)
      nonisolated public func searchable(text: SwiftUICore.Binding<Swift.String>, isPresented: SwiftUICore.Binding<Swift.Bool>) -> some SwiftUICore.View
      @available(iOS 15.0, *)
      nonisolated public func blur(radius: CoreGraphics.CGFloat) -> some SwiftUICore.View
      public func _internalNavigation() -> some SwiftUICore.View
    }
    extension SwiftUI.ToolbarContent {
      @available(iOS 26.0, *)
      nonisolated public func matchedTransitionSource(id: some Swift.Hashable, in namespace: SwiftUICore.Namespace.ID) -> some SwiftUI.ToolbarContent
    }
    @available(iOS 16.0, *)
    @_Concurrency.MainActor @preconcurrency public struct UIHostingConfiguration<Content, Background> {
    }
    @available(iOS 17.0, *)
    public struct Gauge<Label> {
      public init()
    }
    """

  private static let header = """
    UIKIT_EXTERN API_AVAILABLE(ios(18.0)) @interface UITab : NSObject
    @property (nonatomic, readwrite, copy) NSString *title;
    @end
    UIKIT_EXTERN API_AVAILABLE(ios(18.0)) @interface UITabGroup : UITab
    @end
    UIKIT_EXTERN API_AVAILABLE(ios(18.0)) @interface UISearchTab : UITab
    @end
    UIKIT_EXTERN API_AVAILABLE(ios(26.0)) @interface UITabAccessory : NSObject
    - (instancetype)initWithContentView:(UIView *)contentView;
    @end
    typedef NS_ENUM(NSInteger, UINavigationItemSearchBarPlacement) {
        UINavigationItemSearchBarPlacementInline API_DEPRECATED("", ios(16.0, 26.0)),
    } NS_SWIFT_NAME(UINavigationItem.SearchBarPlacement) API_AVAILABLE(ios(16.0));
    UIKIT_EXTERN API_AVAILABLE(ios(15.0)) @interface UISheetPresentationController : NSObject
    @property (nonatomic) BOOL prefersGrabberVisible;
    @end
    UIKIT_EXTERN API_AVAILABLE(ios(17.0)) @interface UISceneSessionActivationRequest : NSObject
    @end
    UIKIT_EXTERN API_AVAILABLE(ios(14.0)) @interface UIColorWell : NSObject
    @property (nonatomic) BOOL supportsAlpha;
    @end
    """

  private static func families() throws -> [String: String] {
    let tracking = SDKDiffTracking(try Knowledge.shipped())
    let interface = InterfaceReader.read(
      Array(interface.utf8), file: "T.swiftinterface", framework: "SwiftUI"
    ).declarations
    let headerContents = HeaderReader.read(Array(header.utf8), file: "T.h")
    let header = SDKSymbolIndex(headerContents.declarations, swiftNames: headerContents.swiftNames)
      .declarations
    var families: [String: String] = [:]
    for declaration in interface + header {
      families[declaration.qualifiedName] = tracking.family(of: declaration) ?? "-"
    }
    return families
  }

  @Test(arguments: [
    ("TabSection", "tab"),
    ("TabSection.init(content:)", "tab"),
    // A type whose name holds a tracked type's, and a static member of its protocol.
    // Its name holds two tracked words; the first, from the sidebarAdaptable record, decides.
    ("SidebarAdaptableTabViewStyle", "sidebar"),
    ("TabViewStyle.sidebarAdaptable", "tab"),
    ("DefaultToolbarItem", "toolbar"),
    ("DefaultToolbarItem.init(kind:)", "toolbar"),
    ("View.tabViewBottomAccessory(content:)", "tab"),
    ("View.presentationSizing(_:)", "presentation"),
    ("View.searchable(text:isPresented:)", "searchable"),
    // A modifier the records name, on another protocol than View.
    ("ToolbarContent.matchedTransitionSource(id:in:)", "toolbar"),
    ("UIHostingConfiguration", "hosting"),
    ("UITab", "tab"),
    ("UITab.title", "tab"),
    ("UITabGroup", "tab"),
    ("UISearchTab", "search"),
    ("UITabAccessory", "tab"),
    ("UITabAccessory.initWithContentView:", "tab"),
    // A case of an enumeration nested in a tracked type.
    ("UINavigationItem.SearchBarPlacement.inline", "navigation"),
    ("UISheetPresentationController", "sheet"),
    ("UISheetPresentationController.prefersGrabberVisible", "sheet"),
    ("UISceneSessionActivationRequest", "scene"),
    // Nothing in the records makes these navigation-related.
    ("View.blur(radius:)", "-"),
    ("View._internalNavigation()", "-"),
    ("Gauge", "-"),
    ("Gauge.init()", "-"),
    ("UIColorWell", "-"),
    ("UIColorWell.supportsAlpha", "-"),
  ])
  func theRecordsDecideWhatIsTrackedAndItsFamily(symbol: String, family: String) throws {
    #expect(try Self.families()[symbol] == family)
  }

  @Test(arguments: [
    ("UISearchTab", ["search", "tab"]),
    ("UITab", ["tab"]),
    ("NSDirectionalEdgeInsets", ["directional", "edge", "insets"]),
    ("onOpenURL", ["on", "open", "url"]),
    ("URLHost", ["url", "host"]),
    ("tabViewBottomAccessory", ["tab", "view", "bottom", "accessory"]),
    ("init(content:)", ["init"]),
    ("UI", ["ui"]),
  ])
  func namesSplitIntoCamelCaseWords(name: String, words: [String]) {
    #expect(SDKDiffTracking.words(name) == words)
  }

  @Test(arguments: [
    ("setNavigationBarHidden", "navigation"), ("onOpenURL", "open"),
    ("isModalInPresentation", "modal"), ("init", ""), ("UIHostingController", "hosting"),
  ])
  func aFamilyIsTheFirstWordPastAVerb(name: String, family: String) {
    #expect(SDKDiffTracking.firstWord(name) == family)
  }
}
