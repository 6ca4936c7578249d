// swift-format-ignore-file
import UIKit

/// Presented, not pushed: its Cancel button replaces no back button.
final class ComposeViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
  }

  @objc private func cancel() {
    dismiss(animated: true)
  }
}
