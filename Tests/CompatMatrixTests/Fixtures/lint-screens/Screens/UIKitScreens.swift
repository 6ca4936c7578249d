// swift-format-ignore-file
import UIKit


final class HomeViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Menu", style: .plain, target: nil, action: nil)
  }
}

final class LoginViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Help", style: .plain, target: nil, action: nil)
  }
}

final class WelcomeViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Skip", style: .plain, target: nil, action: nil)
  }
}
