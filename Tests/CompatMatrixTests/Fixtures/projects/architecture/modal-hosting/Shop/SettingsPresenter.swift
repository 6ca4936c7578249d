import SwiftUI
import UIKit

/// Settings are SwiftUI, presented as a sheet over the UIKit stack: not a screen of it.
final class SettingsPresenter {
  func present(from presenter: UIViewController) {
    let settings = UIHostingController(rootView: SettingsView())
    settings.modalPresentationStyle = .formSheet
    presenter.present(settings, animated: true)
  }

  func presentHelp(from presenter: UIViewController) {
    presenter.present(UIHostingController(rootView: Text("Help")), animated: true)
  }
}
