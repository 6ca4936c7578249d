// swift-format-ignore-file
import SwiftUI
import UIKit

// A SwiftUI app's delegate adaptor: UIKit launch code, but the bars it tints are SwiftUI's,
// which ignore the proxy from iOS 16 (seed 003). Only the project's profile tells.
final class AppDelegate: NSObject, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UINavigationBar.appearance().tintColor = .systemGreen
    return true
  }
}
