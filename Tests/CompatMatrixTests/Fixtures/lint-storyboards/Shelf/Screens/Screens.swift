// swift-format-ignore-file
import UIKit

/// The root of the storyboard's navigation controller.
final class ShelfListViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
  }
}

/// Shown by a `show` segue from the list's cells: pushed.
final class BookDetailViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
  }
}

/// Presented as a form sheet from the list's compose button.
final class ComposeBookViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)
  }
}

/// A tab of the tab bar controller.
final class StatsViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Reset", style: .plain, target: nil, action: nil)
  }
}

/// In Settings.storyboard, reached from the list by a `show` segue through a storyboard
/// reference: pushed.
final class AccountViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil)
  }
}

/// Settings.storyboard's initial controller, which no segue shows: code may push it, so lint
/// cannot tell.
final class SettingsHomeViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil)
  }
}

/// Pushed only in a macOS storyboard, whose scenes are AppKit's: lint cannot tell.
final class InspectorViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
  }
}

/// Only Broken.storyboard shows it, and that file is not well-formed: lint cannot tell.
final class ArchiveViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
  }
}
