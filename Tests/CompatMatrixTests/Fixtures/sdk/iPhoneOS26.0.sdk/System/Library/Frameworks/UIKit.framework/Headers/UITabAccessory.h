//
//  UITabAccessory.h
//  A test fixture written in the syntax of Apple's headers; not an Apple file.
//

#import <UIKit/UIKitDefines.h>

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

UIKIT_EXTERN API_AVAILABLE(ios(26.0)) API_UNAVAILABLE(visionos, watchos, tvos) NS_SWIFT_UI_ACTOR
@interface UITabAccessory : NSObject

@property (nonatomic, readonly, strong) UIView *contentView;
- (instancetype)initWithContentView:(UIView *)contentView NS_DESIGNATED_INITIALIZER;

@end

NS_HEADER_AUDIT_END(nullability, sendability)
