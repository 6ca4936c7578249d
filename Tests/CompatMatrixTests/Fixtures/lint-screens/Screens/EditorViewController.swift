// swift-format-ignore-file
import UIKit

final class EditorViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil)
  }
}
