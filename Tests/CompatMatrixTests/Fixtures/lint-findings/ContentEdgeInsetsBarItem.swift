// swift-format-ignore-file
import UIKit

// A custom-view button shifted into place as the leading bar item.
final class ComposeViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let button = UIButton(type: .system)
    button.contentEdgeInsets = UIEdgeInsets(top: 0, left: -8, bottom: 0, right: 0)
    navigationItem.leftBarButtonItem = UIBarButtonItem(customView: button)
  }
}
