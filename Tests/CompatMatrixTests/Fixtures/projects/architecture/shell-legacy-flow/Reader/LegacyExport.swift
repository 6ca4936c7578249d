import UIKit

/// The one flow still written in UIKit: a wizard pushed onto its own navigation controller.
final class LegacyExport {
  let navigation = UINavigationController(rootViewController: UIViewController())

  func next(_ step: UIViewController) {
    navigation.pushViewController(step, animated: true)
  }
}
