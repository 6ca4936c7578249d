import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixSDK

/// The header reader on snippets written in the syntax of Apple's Objective-C headers.
@Suite struct HeaderReaderTests {
  @Test(arguments: [
    (
      // Today's macros; members take the class's availability.
      """
      UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
      @interface UINavigationController : UIViewController
      - (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated; // slides
      - (nullable UIViewController *)popViewControllerAnimated:(BOOL)animated;
      @property(nullable, nonatomic, readonly) UIGestureRecognizer *interactivePopGestureRecognizer API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(tvos);
      @end
      """,
      [
        "type UINavigationController: iOS 2.0",
        "function UINavigationController.pushViewController:animated:: iOS 2.0",
        "function UINavigationController.popViewControllerAnimated:: iOS 2.0",
        "property UINavigationController.interactivePopGestureRecognizer: iOS 7.0",
      ]
    ),
    (
      // The older macros, `getter=`, a block property and a trailing appearance selector.
      """
      NS_ASSUME_NONNULL_BEGIN
      NS_CLASS_AVAILABLE_IOS(2_0) @interface UINavigationBar : UIView <NSCoding, UIBarPositioning>
      @property(nonatomic,assign,getter=isTranslucent) BOOL translucent NS_AVAILABLE_IOS(3_0) UI_APPEARANCE_SELECTOR;
      @property(nullable, nonatomic,strong) UIColor *barTintColor NS_AVAILABLE_IOS(7_0) UI_APPEARANCE_SELECTOR;
      @property(nonatomic, copy, nullable) void (^layoutHandler)(BOOL animated) NS_AVAILABLE_IOS(14_0);
      - (void)setTitleVerticalPositionAdjustment:(CGFloat)adjustment forBarMetrics:(UIBarMetrics)barMetrics NS_DEPRECATED_IOS(5_0, 13_0, "use the appearance");
      - (void)beginTransition:(BOOL)isAppearing __OSX_AVAILABLE_STARTING(__MAC_NA,__IPHONE_5_0);
      @end
      NS_ASSUME_NONNULL_END
      """,
      [
        "type UINavigationBar: iOS 2.0",
        "property UINavigationBar.translucent: iOS 3.0",
        "property UINavigationBar.isTranslucent: iOS 3.0",
        "property UINavigationBar.barTintColor: iOS 7.0",
        "property UINavigationBar.layoutHandler: iOS 14.0",
        "function UINavigationBar.setTitleVerticalPositionAdjustment:forBarMetrics:: iOS 5.0, deprecated 13.0",
        "function UINavigationBar.beginTransition:: iOS 5.0",
      ]
    ),
    (
      // Deprecations: soft, with a replacement, and unavailable on iOS.
      """
      UIKIT_EXTERN API_AVAILABLE(ios(2.0))
      @interface UINavigationItem : NSObject
      @property (nonatomic, copy, nullable) NSString *prompt API_DEPRECATED("no prompt", ios(2.0, API_TO_BE_DEPRECATED));
      @property (nonatomic, copy, nullable) NSString *oldTitle API_DEPRECATED_WITH_REPLACEMENT("title", ios(2.0, 11.0));
      @property (nonatomic, copy, nullable) NSString *tvOnly API_AVAILABLE(tvos(9.0)) API_UNAVAILABLE(ios);
      @property (nonatomic, copy, nullable) NSString *legacy UIKIT_AVAILABLE_TVOS_ONLY(9_0);
      @end
      """,
      [
        "type UINavigationItem: iOS 2.0",
        "property UINavigationItem.prompt: iOS 2.0, soft-deprecated",
        "property UINavigationItem.oldTitle: iOS 2.0, deprecated 11.0",
        "property UINavigationItem.tvOnly: unavailable on iOS",
        "property UINavigationItem.legacy: unavailable on iOS",
      ]
    ),
    (
      // Swift names: a class renamed into another's namespace, a renamed method, a method
      // refined for Swift, one unavailable in Swift, and a category of the renamed class.
      """
      UIKIT_EXTERN API_AVAILABLE(ios(18.0)) API_UNAVAILABLE(watchos)
      NS_SWIFT_NAME(UIViewController.Transition)
      @interface UIViewControllerTransition : NSObject
      + (instancetype)zoomWithOptions:(nullable UIZoomTransitionOptions *)options sourceViewProvider:(UIView * _Nullable (^)(UIZoomTransitionSourceViewProviderContext *))sourceViewProvider NS_REFINED_FOR_SWIFT;
      + (instancetype)coverVerticalTransition NS_SWIFT_NAME(coverVertical());
      - (void)hidden NS_SWIFT_UNAVAILABLE("not in Swift");
      @end
      @interface UIViewControllerTransition (Fading)
      + (instancetype)fadeTransition API_AVAILABLE(ios(18.1));
      @end
      """,
      [
        "type UIViewController.Transition: iOS 18.0",
        "function UIViewController.Transition.__zoomWithOptions:sourceViewProvider:: iOS 18.0",
        "function UIViewController.Transition.coverVertical(): iOS 18.0",
        "function UIViewController.Transition.fadeTransition: iOS 18.1",
      ]
    ),
    (
      // An enumeration: its Swift name, and its cases without the shared prefix.
      """
      typedef NS_ENUM(NSInteger, UINavigationItemBackButtonDisplayMode) {
          UINavigationItemBackButtonDisplayModeDefault = 0,
          UINavigationItemBackButtonDisplayModeGeneric = 1,
          UINavigationItemBackButtonDisplayModeMinimal API_AVAILABLE(ios(15.0)) = 2,
      } NS_SWIFT_NAME(UINavigationItem.BackButtonDisplayMode) API_AVAILABLE(ios(14.0));
      """,
      [
        "type UINavigationItem.BackButtonDisplayMode: iOS 14.0",
        "enumCase UINavigationItem.BackButtonDisplayMode.default: iOS 14.0",
        "enumCase UINavigationItem.BackButtonDisplayMode.generic: iOS 14.0",
        "enumCase UINavigationItem.BackButtonDisplayMode.minimal: iOS 15.0",
      ]
    ),
    (
      // Comments, preprocessor lines and other declarations are not read as members, and a
      // constant's macros do not reach the class after it.
      """
      // @interface NotAClass : NSObject
      /* @interface AlsoNot : NSObject
         @end */
      #define UIKIT_FIXTURE(x) @interface Macro : NSObject \\
          @end
      #if 0
      #endif
      @class UIView, UIWindow;
      @protocol UIFixtureDelegate, UIOtherDelegate;
      UIKIT_EXTERN NSString *const UIFixtureNotification API_AVAILABLE(ios(13.0));
      @interface UILabel : UIView
      @property(nullable, nonatomic, copy) NSString *text; // "@end" in a comment
      - (void)drawTextInRect:(CGRect)rect;
      @end
      """,
      [
        "type UILabel: no iOS version",
        "property UILabel.text: no iOS version",
        "function UILabel.drawTextInRect:: no iOS version",
      ]
    ),
    (
      // A protocol with optional members, and UIKit's own class macro.
      """
      NS_SWIFT_UI_ACTOR
      @protocol UIGestureRecognizerDelegate <NSObject>
      @optional
      - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer;
      - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldReceiveEvent:(UIEvent *)event API_AVAILABLE(ios(13.4));
      @end
      UIKIT_CLASS_AVAILABLE_IOS_ONLY(13.0) NS_SWIFT_UI_ACTOR
      @interface UISearchTextField : UITextField
      @end
      """,
      [
        "type UIGestureRecognizerDelegate: no iOS version",
        "function UIGestureRecognizerDelegate.gestureRecognizerShouldBegin:: no iOS version",
        "function UIGestureRecognizerDelegate.gestureRecognizer:shouldReceiveEvent:: iOS 13.4",
        "type UISearchTextField: iOS 13.0",
      ]
    ),
  ])
  func declarationsAndTheirAvailability(source: String, expected: [String]) {
    #expect(SDKTestSupport.header(source) == expected)
  }

  @Test func linesAreCountedThroughCommentsAndContinuations() throws {
    let source = """
      /*
       two lines
      */
      #define LONG(x) \\
        x
      @interface UIView : UIResponder
      @end
      """
    let contents = HeaderReader.read(Array(source.utf8), file: "UIView.h")
    #expect(contents.declarations.map(\.location) == [SDKLocation(file: "UIView.h", line: 6)])
  }

  @Test func everyTruncationOfAFixtureReadsWithoutTrapping() throws {
    var total = 0
    for header in ["UINavigationItem.h", "UIViewControllerTransition.h", "UINavigationBar.h"] {
      let bytes = try TestSupport.fixtureBytes(
        "sdk/iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/\(header)")
      for end in 0...bytes.count {
        total += HeaderReader.read(Array(bytes[..<end]), file: header).declarations.count
      }
    }
    #expect(total > 0)
  }

  @Test func deepAndUnclosedGroupsEndAtTheEndOfTheFile() {
    let depth = 100_000
    let source =
      "@interface UIView : UIResponder\n- (void)a:(" + String(repeating: "(", count: depth)
      + "\n@end\n@interface UIWindow : UIView API_AVAILABLE(ios(2.0)\n"
    // The unclosed group runs to the end: nothing after it is read, and nothing traps.
    #expect(
      SDKTestSupport.header(source) == [
        "type UIView: no iOS version", "function UIView.a:: no iOS version",
      ])
  }
}
