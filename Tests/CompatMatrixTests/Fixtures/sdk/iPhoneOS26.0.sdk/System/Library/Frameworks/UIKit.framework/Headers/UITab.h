//
//  UITab.h
//  A test fixture written in the syntax of Apple's headers; not an Apple file.
//

#import <UIKit/UIKitDefines.h>

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

UIKIT_EXTERN API_AVAILABLE(ios(18.0), tvos(18.0), visionos(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@interface UITab : NSObject

@property (nonatomic, readwrite, copy) NSString *title;
- (instancetype)initWithTitle:(NSString *)title image:(nullable UIImage *)image identifier:(NSString *)identifier viewControllerProvider:(UIViewController *(^ _Nullable)(__kindof UITab *tab))viewControllerProvider;

@end

UIKIT_EXTERN API_AVAILABLE(ios(18.0), tvos(18.0), visionos(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@interface UITabGroup : UITab
@property (nonatomic, readwrite, copy) NSArray<UITab *> *children;
@end

UIKIT_EXTERN API_AVAILABLE(ios(18.0), tvos(18.0), visionos(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@interface UISearchTab : UITab
@property (nonatomic, readwrite, assign) BOOL automaticallyActivatesSearch;
@end

UIKIT_EXTERN API_AVAILABLE(ios(18.0)) NS_SWIFT_UI_ACTOR
@interface UIColorWellFixture : NSObject
@property (nonatomic, readwrite, copy) NSString *title;
@end

NS_HEADER_AUDIT_END(nullability, sendability)
