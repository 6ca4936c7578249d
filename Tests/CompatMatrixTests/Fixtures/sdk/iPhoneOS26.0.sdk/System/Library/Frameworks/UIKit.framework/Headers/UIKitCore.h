//
//  UIKitCore.h
//  A test fixture written in the syntax of Apple's headers; not an Apple file.
//

#import <Foundation/Foundation.h>
#import <UIKit/UIGestureRecognizer.h>
#import <UIKit/UINavigationBar.h>
#import <UIKit/UINavigationController.h>
#import <UIKit/UINavigationItem.h>
#import <UIKit/UITab.h>
#import <UIKit/UITabAccessory.h>
#import <UIKit/UITabBarController.h>
#import <UIKit/UIViewControllerTransition.h>
#if __has_include(<UIKit/UIKitOptionalFixture.h>)
#import <UIKit/UIKitOptionalFixture.h>
#endif
