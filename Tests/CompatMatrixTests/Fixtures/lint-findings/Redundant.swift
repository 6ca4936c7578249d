// swift-format-ignore-file
import SwiftUI

func configure() {
  if #available(iOS 14.0, *) {
    print("always")
  } else {
    print("never")
  }
  if #available(iOS 17.0, *) {
    print("sometimes")
  }
}

@available(iOS 13.0, *)
struct OldEnough {}
