import UIKit

/// A navigation controller that owns the checkout flow.
final class CheckoutNavigationController: UINavigationController {
  override var childForStatusBarStyle: UIViewController? { topViewController }
}
