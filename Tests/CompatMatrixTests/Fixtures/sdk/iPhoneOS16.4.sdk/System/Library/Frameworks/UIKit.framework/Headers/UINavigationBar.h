//
//  UINavigationBar.h
//  A test fixture written in the syntax of Apple's older headers; not an Apple file.
//

#import <UIKit/UIView.h>
#define UI_FIXTURE_MACRO(x) API_AVAILABLE(ios(99.0))

NS_ASSUME_NONNULL_BEGIN

NS_CLASS_AVAILABLE_IOS(2_0) @interface UINavigationBar : UIView <NSCoding, UIBarPositioning>

@property(null_resettable, nonatomic,strong) UIColor *tintColor;
@property(nullable, nonatomic,strong) UIColor *barTintColor NS_AVAILABLE_IOS(7_0) UI_APPEARANCE_SELECTOR;
@property(nonatomic, readwrite, copy) UINavigationBarAppearance *standardAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0));
@property(nonatomic, copy, nullable) void (^layoutHandler)(BOOL animated) API_AVAILABLE(ios(14.0));
- (void)setTitleVerticalPositionAdjustment:(CGFloat)adjustment forBarMetrics:(UIBarMetrics)barMetrics NS_DEPRECATED_IOS(5_0, 13_0, "use the appearance");

@end

NS_ASSUME_NONNULL_END
