//
//  UIKit.h
//  A test fixture written in the syntax of Apple's headers; not an Apple file.
//

#import <UIKit/UIKitCore.h>
