// swift-format-ignore-file
import SwiftUI
import UIKit

func setUpAppearance() {
  // compat-matrix:disable:next broken-strategy - this app only shows UIKit bars
  UINavigationBar.appearance().tintColor = .red
  // compat-matrix:disable:next deprecated-strategy
  print("nothing to suppress")
  // compat-matrix:disable:next no-such-rule
  print("unknown rule")
}
