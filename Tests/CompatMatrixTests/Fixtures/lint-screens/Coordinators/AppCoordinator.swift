// swift-format-ignore-file
import UIKit

/// Installs and presents the UIKit screens.
final class AppCoordinator {
  let window: UIWindow
  let navigationController: UINavigationController
  let router: Router

  init(window: UIWindow, router: Router) {
    self.window = window
    self.router = router
    // The root of the app's stack.
    navigationController = UINavigationController(rootViewController: HomeViewController())
    window.rootViewController = navigationController
  }

  /// A sign-in flow: the first screen is the stack's root, the second is pushed over it.
  func signIn() {
    navigationController.setViewControllers(
      [LoginViewController(), WelcomeViewController()], animated: false)
  }

  /// Settings is presented as a form sheet.
  func showSettings() {
    let settings = SettingsViewController()
    settings.modalPresentationStyle = .formSheet
    navigationController.present(settings, animated: true)
  }

  /// Compose is the root of a navigation controller presented modally.
  func compose() {
    let compose = UINavigationController(rootViewController: ComposeViewController())
    navigationController.present(compose, animated: true)
  }

  /// Detail is pushed, through a local variable.
  func showDetail(id: Int) {
    let detail = DetailViewController(id: id)
    navigationController.pushViewController(detail, animated: true)
  }

  /// The profile is pushed through the app's own router.
  func showProfile() {
    router.push(ProfileViewController())
  }

  /// The editor comes from a storyboard and replaces the stack as its root.
  func edit(storyboard: UIStoryboard) {
    let editor = storyboard.instantiateViewController(withIdentifier: "Editor") as! EditorViewController
    navigationController.viewControllers = [editor]
  }

  /// The report screen comes from a factory in another module: lint cannot tell.
  func report(factory: ScreenFactory) {
    navigationController.pushViewController(factory.makeReport(), animated: true)
  }
}

/// A child coordinator handed a fresh navigation controller, presented modally by its parent:
/// its first screen is pushed without animation, making it the stack's root; the next is
/// pushed over it.
final class OnboardingCoordinator {
  let navigationController: UINavigationController

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {
    navigationController.pushViewController(makeIntro(), animated: false)
  }

  func next() {
    navigationController.pushViewController(makeTerms(), animated: true)
  }

  private func makeIntro() -> IntroViewController {
    IntroViewController()
  }

  private func makeTerms() -> TermsViewController {
    let terms = TermsViewController()
    return terms
  }
}
