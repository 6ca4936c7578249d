import UIKit

// UINavigationController(rootViewController:) in a comment is not a container.
// NavigationStack { }
struct NBNavigationStack {}

final class Reader {
  let sample = "UITabBarController()"
  func open(_ controller: UIViewController) {
    _ = controller.navigationController
    _ = NBNavigationStack()
    _ = controller as? UINavigationController
  }
}
