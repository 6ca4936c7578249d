// swift-format-ignore-file
import UIKit

// A UIKit app's launch code: the appearance proxy colours UIKit's own bars, which honour it on
// every release. Only SwiftUI's bars ignore it from iOS 16 (seed 003).
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UINavigationBar.appearance().tintColor = .systemGreen
    return true
  }
}
