//
//  UIViewControllerTransition.h
//  A test fixture written in the syntax of Apple's headers; not an Apple file.
//

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

UIKIT_EXTERN API_AVAILABLE(ios(18.0)) API_UNAVAILABLE(watchos)
NS_SWIFT_NAME(UIViewController.Transition)
@interface UIViewControllerTransition : NSObject

+ (instancetype)zoomWithOptions:(nullable UIZoomTransitionOptions *)options sourceViewProvider:(UIView * _Nullable (^)(UIZoomTransitionSourceViewProviderContext *))sourceViewProvider NS_REFINED_FOR_SWIFT;
+ (instancetype)coverVerticalTransition NS_SWIFT_NAME(coverVertical());
- (instancetype)init NS_UNAVAILABLE;

@end

NS_HEADER_AUDIT_END(nullability, sendability)
