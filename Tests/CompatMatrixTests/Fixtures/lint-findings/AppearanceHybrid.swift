// swift-format-ignore-file
import SwiftUI
import UIKit

// A hybrid app's launch code imports SwiftUI to host its screens, and colours UIKit's bars
// through the proxy, which they honour: the file shows no SwiftUI bar, so this is no error.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UINavigationBar.appearance().tintColor = .systemGreen
    window?.rootViewController = UINavigationController(
      rootViewController: UIHostingController(rootView: Text("Home")))
    return true
  }
}
