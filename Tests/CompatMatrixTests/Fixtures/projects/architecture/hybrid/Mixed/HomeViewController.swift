import SwiftUI
import UIKit

final class HomeViewController: UIViewController {
  @objc func showProfile() {
    let profile = UIHostingController(rootView: ProfileView())
    navigationController?.pushViewController(profile, animated: true)
  }
}

struct ProfileView: View {
  var body: some View { Text("Profile") }
}
