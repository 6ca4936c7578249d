import UIKit

final class OrdersCoordinator {
  weak var navigationController: UINavigationController?

  func showOrder(_ order: UIViewController) {
    navigationController?.pushViewController(order, animated: true)
  }
}
