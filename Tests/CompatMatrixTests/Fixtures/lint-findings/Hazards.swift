// swift-format-ignore-file
import UIKit

/// Clears the pop gesture's delegate: nothing then stops the gesture on the root screen.
final class SearchFlowDelegate: NSObject, UINavigationControllerDelegate {
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    navigationController.interactivePopGestureRecognizer?.delegate = nil
  }
}

/// Turns swipe-back off for the whole stack and never turns it back on.
final class PlayerPresenter {
  weak var navigationController: UINavigationController?

  func open() {
    navigationController?.interactivePopGestureRecognizer?.isEnabled = false
  }
}
