// swift-format-ignore-file
import UIKit

final class SettingsViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
  }
}
