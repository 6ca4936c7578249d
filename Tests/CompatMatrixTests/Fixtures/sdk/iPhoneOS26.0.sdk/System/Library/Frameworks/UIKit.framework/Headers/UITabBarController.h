//
//  UITabBarController.h
//  A test fixture written in the syntax of Apple's headers; not an Apple file.
//

#import <UIKit/UIViewController.h>

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

@class UITabAccessory;

typedef NS_ENUM(NSInteger, UITabBarMinimizeBehavior) {
    UITabBarMinimizeBehaviorAutomatic = 0,
    UITabBarMinimizeBehaviorNever,
    UITabBarMinimizeBehaviorOnScrollDown,
} API_AVAILABLE(ios(26.0)) API_UNAVAILABLE(watchos);

UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
@interface UITabBarController : UIViewController

@property (nonatomic, assign) UITabBarMinimizeBehavior tabBarMinimizeBehavior API_AVAILABLE(ios(26.0)) API_UNAVAILABLE(watchos);
@property (nonatomic, strong, nullable) UITabAccessory *bottomAccessory API_AVAILABLE(ios(26.0)) API_UNAVAILABLE(visionos, watchos, tvos);

@end

NS_HEADER_AUDIT_END(nullability, sendability)
