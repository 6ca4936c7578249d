//
//  UINavigationBar.h
//  A test fixture written in the syntax of Apple's headers; not an Apple file.
//

#import <UIKit/UIView.h>

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
@interface UINavigationBar : UIView <NSCoding, UIBarPositioning>

@property(null_resettable, nonatomic,strong) UIColor *tintColor;
@property(nullable, nonatomic, strong) UIColor *barTintColor API_AVAILABLE(ios(7.0)) UI_APPEARANCE_SELECTOR;
@property(nonatomic, readwrite, copy) UINavigationBarAppearance *standardAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0));
- (void)setTitleVerticalPositionAdjustment:(CGFloat)adjustment forBarMetrics:(UIBarMetrics)barMetrics API_DEPRECATED("use the appearance", ios(5.0, 13.0));

@end

NS_HEADER_AUDIT_END(nullability, sendability)
