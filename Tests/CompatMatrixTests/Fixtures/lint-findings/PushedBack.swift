// swift-format-ignore-file
import UIKit

/// Pushed: its own back button replaces the system's, and swipe-back with it.
final class DetailViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      image: UIImage(systemName: "chevron.backward"), style: .plain, target: self,
      action: #selector(goBack))
  }

  @objc private func goBack() {
    navigationController?.popViewController(animated: true)
  }
}

/// What pushes it.
final class DetailCoordinator {
  let navigationController = UINavigationController()

  func showDetail() {
    navigationController.pushViewController(DetailViewController(), animated: true)
  }
}
