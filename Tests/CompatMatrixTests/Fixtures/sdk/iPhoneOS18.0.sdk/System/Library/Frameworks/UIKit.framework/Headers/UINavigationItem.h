//
//  UINavigationItem.h
//  A test fixture written in the syntax of Apple's headers; not an Apple file.
//

#import <UIKit/UIBarButtonItem.h>

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

typedef NS_ENUM(NSInteger, UINavigationItemBackButtonDisplayMode) {
    UINavigationItemBackButtonDisplayModeDefault = 0,
    UINavigationItemBackButtonDisplayModeGeneric = 1,
    UINavigationItemBackButtonDisplayModeMinimal = 2,
} NS_SWIFT_NAME(UINavigationItem.BackButtonDisplayMode) API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(watchos);

typedef NS_ENUM(NSInteger, UINavigationItemSearchBarPlacement) {
    UINavigationItemSearchBarPlacementAutomatic,
    UINavigationItemSearchBarPlacementInline,
    UINavigationItemSearchBarPlacementStacked,
} NS_SWIFT_NAME(UINavigationItem.SearchBarPlacement) API_AVAILABLE(ios(16.0));

UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
@interface UINavigationItem : NSObject <NSCoding>

- (instancetype)initWithTitle:(NSString *)title NS_DESIGNATED_INITIALIZER;

@property (nonatomic, readwrite, copy, nullable) NSString *backButtonTitle API_AVAILABLE(ios(11.0)) API_UNAVAILABLE(tvos);
@property (nonatomic, readwrite, assign) UINavigationItemBackButtonDisplayMode backButtonDisplayMode API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(tvos);
@property (nonatomic, readwrite, strong, nullable) UIBarButtonItem *leftBarButtonItem;
@property (nonatomic, readwrite, copy, nullable) NSString *prompt API_DEPRECATED("the bar no longer shows a prompt", ios(2.0, API_TO_BE_DEPRECATED));
@property (nonatomic, readwrite, copy, nullable) NSString *oldTitle API_DEPRECATED_WITH_REPLACEMENT("title", ios(2.0, 11.0));

@end

NS_HEADER_AUDIT_END(nullability, sendability)
