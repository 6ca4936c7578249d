// swift-format-ignore-file
import UIKit

final class DetailViewController: UIViewController {
  init(id: Int) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}

extension DetailViewController {
  func configureBar() {
    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
  }
}
