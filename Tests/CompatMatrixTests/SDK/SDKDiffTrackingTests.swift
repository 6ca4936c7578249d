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
    @available(iOS 16.0, *)
    public struct ProminentDetailNavigationSplitViewStyle : SwiftUI.NavigationSplitViewStyle {
      public func makeBody(configuration: SwiftUI.ProminentDetailNavigationSplitViewStyle.Configuration) -> some SwiftUICore.View
    }
    extension SwiftUICore.View {
      @available(iOS 16.0, *)
      nonisolated public func navigationSplitViewColumnWidth(_ width: CoreFoundation.CGFloat) -> some SwiftUICore.View
      @available(iOS 17.0, *)
      nonisolated public func inspector<V>(isPresented: SwiftUICore.Binding<Swift.Bool>, @SwiftUICore.ViewBuilder content: () -> V) -> some SwiftUICore.View
      @available(iOS 26.0, *)
      nonisolated public func buttonSizing(_ sizing: SwiftUICore.ButtonSizing) -> some SwiftUICore.View
    }
    extension SwiftUI.EnvironmentValues {
      @available(iOS 26.0, *)
      public var tabViewBottomAccessoryPlacement: SwiftUI.TabViewBottomAccessoryPlacement? { get }
      @available(iOS 26.0, *)
      public var displayScale: Swift.Int { get }
    }
    @available(iOS 17.0, *)
    public struct ContentUnavailableView<Label, Description, Actions> {
    }
    @available(iOS 26.0, *)
    public struct TabBarMinimizeBehavior : Swift.Hashable {
      public static var onScrollDown: SwiftUI.TabBarMinimizeBehavior { get }
      public func hash(into hasher: inout Swift.Hasher)
      public var hashValue: Swift.Int { get }
    }
    extension SwiftUI.SceneBuilder {
      public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some SwiftUI.Scene
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
    UIKIT_EXTERN API_AVAILABLE(ios(2.0)) @interface UIViewController : UIResponder
    @property (nonatomic, readonly, strong, nullable) UITab *tab API_AVAILABLE(ios(18.0));
    @property (nonatomic, strong, nullable) id preferredTransition API_AVAILABLE(ios(18.0));
    @property (nonatomic) UIEdgeInsets additionalSafeAreaInsets API_AVAILABLE(ios(11.0));
    @end
    UIKIT_EXTERN API_AVAILABLE(ios(2.0)) @interface UIView : UIResponder
    @property (nonatomic, readonly) UIEdgeInsets safeAreaInsets API_AVAILABLE(ios(11.0));
    @property (nonatomic) NSInteger cornerConfiguration API_AVAILABLE(ios(26.0));
    @end
    UIKIT_EXTERN API_AVAILABLE(ios(13.0)) @interface UINavigationBarAppearance : NSObject
    @property (nonatomic, copy) NSDictionary *subtitleTextAttributes API_AVAILABLE(ios(26.0));
    @end
    UIKIT_EXTERN API_AVAILABLE(ios(16.0)) @interface UITextSearchingFindSession : NSObject
    @end
    UIKIT_EXTERN API_AVAILABLE(ios(14.0)) @interface UISplitViewController : UIViewController
    @property (nonatomic) CGFloat preferredInspectorColumnWidth API_AVAILABLE(ios(26.0));
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
    let index = SDKSymbolIndex(interface + header)
    let named = Set(tracking.symbols.flatMap { $0.declarations(in: index) })
    var families: [String: String] = [:]
    for declaration in index.declarations {
      families[declaration.qualifiedName] =
        tracking.family(of: declaration, named: named.contains(declaration)) ?? "-"
    }
    return families
  }

  @Test(arguments: [
    ("TabSection", "tab"),
    ("TabSection.init(content:)", "tab"),
    // A type whose name holds a tracked type's, and a static member of its protocol.
    ("SidebarAdaptableTabViewStyle", "tab"),
    ("TabViewStyle.sidebarAdaptable", "tab"),
    ("DefaultToolbarItem", "toolbar"),
    ("DefaultToolbarItem.init(kind:)", "toolbar"),
    ("View.tabViewBottomAccessory(content:)", "tab"),
    ("View.presentationSizing(_:)", "presentation"),
    // `searchable` is a form of `search`, the word of UISearchTab's record.
    ("View.searchable(text:isPresented:)", "search"),
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
    // `navigation` yields to a narrower family word later in the name.
    ("ProminentDetailNavigationSplitViewStyle", "split"),
    ("View.navigationSplitViewColumnWidth(_:)", "split"),
    ("UINavigationBarAppearance", "bar"),
    ("UINavigationBarAppearance.subtitleTextAttributes", "bar"),
    ("UISplitViewController.preferredInspectorColumnWidth", "split"),
    // A modifier a record names whose word is no type's family is listed by its own word.
    ("View.inspector(isPresented:content:)", "inspector"),
    // A tracked type whose name is generic lists what the records name and members whose
    // own name has a family word, under that word.
    ("EnvironmentValues.tabViewBottomAccessoryPlacement", "tab"),
    ("EnvironmentValues.displayScale", "-"),
    ("UIViewController.tab", "tab"),
    ("UIViewController.additionalSafeAreaInsets", "view"),
    ("UIViewController.preferredTransition", "-"),
    ("UIView.safeAreaInsets", "view"),
    ("UIView.cornerConfiguration", "-"),
    // Generic words make no family: not every Content…, Text… or button… declaration.
    ("ContentUnavailableView", "-"),
    ("UITextSearchingFindSession", "-"),
    ("View.buttonSizing(_:)", "-"),
    // Conformance members and result-builder methods are never listed.
    ("TabBarMinimizeBehavior", "tab"),
    ("TabBarMinimizeBehavior.onScrollDown", "tab"),
    ("TabBarMinimizeBehavior.hash(into:)", "-"),
    ("TabBarMinimizeBehavior.hashValue", "-"),
    ("ProminentDetailNavigationSplitViewStyle.makeBody(configuration:)", "-"),
    ("SceneBuilder.buildBlock(_:_:)", "-"),
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
    #expect(SDKDiffVocabulary.words(name) == words)
  }

  @Test(arguments: [
    ("setNavigationBarHidden", "navigation"), ("onOpenURL", "open"),
    ("isModalInPresentation", "modal"), ("init", ""), ("UIHostingController", "hosting"),
  ])
  func aNameIsKnownByItsFirstWordPastAVerb(name: String, word: String) {
    #expect(SDKDiffVocabulary.firstWord(name) == word)
  }

  /// A generic first word leaves a name without a word of its own.
  @Test(
    arguments: [
      ("UIViewController", nil), ("TextField", nil), ("onOpenURL", "open"),
      ("UISplitViewController", "split"), ("ContentUnavailableView", nil),
    ] as [(String, String?)])
  func aGenericFirstWordIsNoFamily(name: String, word: String?) {
    #expect(SDKDiffVocabulary.leadingWord(name) == word)
  }

  /// The families of the shipped data: the words of its types, none of them generic, and
  /// every family issue 22 lists.
  @Test func theShippedFamiliesAreTheWordsOfTheRecordsTypes() throws {
    let families = SDKDiffTracking(try Knowledge.shipped()).families
    for family in [
      "navigation", "bar", "toolbar", "tab", "split", "sheet", "presentation",
      "search", "scene", "hosting",
    ] {
      #expect(families.contains(family), "\(family)")
    }
    #expect(families.isDisjoint(with: SDKDiffVocabulary.generic))
    #expect(families.isDisjoint(with: ["offset", "padding", "frame", "safe", "coordinate"]))
  }
}
