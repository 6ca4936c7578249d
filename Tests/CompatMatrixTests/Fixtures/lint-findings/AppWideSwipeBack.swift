// swift-format-ignore-file
import UIKit

/// A navigation controller that keeps the edge swipe working on every screen.
final class SwipingNavigationController: UINavigationController, UIGestureRecognizerDelegate {
  override func viewDidLoad() {
    super.viewDidLoad()
    interactivePopGestureRecognizer?.delegate = self
  }
}
