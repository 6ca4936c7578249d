import UIKit

final class AppCoordinator {
  let navigationController = UINavigationController()

  func start(in window: UIWindow) {
    navigationController.setViewControllers([UIViewController()], animated: false)
    window.rootViewController = navigationController
  }

  func showProduct(_ product: UIViewController) {
    navigationController.pushViewController(product, animated: true)
  }
}
