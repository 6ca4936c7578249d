// swift-format-ignore-file
import SwiftUI
import UIKit

func setUpAppearance() {
  UINavigationBar.appearance().tintColor = .red
}

func onlyOnOldReleases() {
  if #unavailable(iOS 16) {
    UINavigationBar.appearance().tintColor = .blue
  }
  if #available(iOS 16.0, *) {
    print("new")
  } else {
    UINavigationBar.appearance().tintColor = .green
  }
}

// UINavigationBar.appearance().tintColor = .red in a comment is not code.
let text = "UINavigationBar.appearance().tintColor = .red"

#if os(watchOS)
func watchOnly() {
  UINavigationBar.appearance().tintColor = .red
}
#endif

struct AppearancePreview: PreviewProvider {
  static var previews: some View {
    Text("x").onAppear { UINavigationBar.appearance().tintColor = .red }
  }
}
