import UIKit

final class AppCoordinator {
  let window: UIWindow
  let navigationController = UINavigationController()

  init(window: UIWindow) {
    self.window = window
  }

  func start() {
    navigationController.setViewControllers(
      [CatalogViewController(coordinator: self)], animated: false)
    window.rootViewController = navigationController
  }
}
