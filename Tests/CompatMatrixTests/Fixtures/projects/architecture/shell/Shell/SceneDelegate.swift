import SwiftUI
import UIKit

/// A UIKit scene that wraps the SwiftUI app in a navigation controller whose bar it hides:
/// every stack below is SwiftUI's.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions
  ) {
    guard let scene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: scene)
    let shell = UINavigationController(rootViewController: UIHostingController(rootView: Home()))
    shell.setNavigationBarHidden(true, animated: false)
    window.rootViewController = shell
    self.window = window
    window.makeKeyAndVisible()
  }
}
