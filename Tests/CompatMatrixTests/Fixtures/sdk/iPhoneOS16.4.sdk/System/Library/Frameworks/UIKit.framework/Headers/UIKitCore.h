//
//  UIKitCore.h
//  A test fixture written in the syntax of Apple's headers; not an Apple file.
//

#import <Foundation/Foundation.h>
#import <UIKit/UINavigationBar.h>
#import <UIKit/UINavigationController.h>
#if __has_include(<UIKit/UIKitOptionalFixture.h>)
#import <UIKit/UIKitOptionalFixture.h>
#endif
