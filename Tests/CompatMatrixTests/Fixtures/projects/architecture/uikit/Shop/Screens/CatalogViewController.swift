import UIKit

final class CatalogViewController: UIViewController {
  weak var coordinator: AppCoordinator?
  // A NavigationStack { } in a comment is not SwiftUI navigation.
  let hint = "NavigationView { Text(\"not code\") }"

  init(coordinator: AppCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}
