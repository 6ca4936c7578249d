//
//  UIGestureRecognizer.h
//  A test fixture written in the syntax of Apple's headers; not an Apple file.
//

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

NS_SWIFT_UI_ACTOR
@protocol UIGestureRecognizerDelegate <NSObject>
@optional
- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer;
@end

NS_HEADER_AUDIT_END(nullability, sendability)
