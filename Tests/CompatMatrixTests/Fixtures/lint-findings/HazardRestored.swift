// swift-format-ignore-file
import UIKit

/// Turns swipe-back off while the player is open and back on when it closes.
final class MiniPlayerPresenter {
  weak var navigationController: UINavigationController?

  func open() {
    navigationController?.interactivePopGestureRecognizer?.isEnabled = false
  }

  func close() {
    navigationController?.interactivePopGestureRecognizer?.isEnabled = true
  }
}
