// swift-format-ignore-file
import SwiftUI
import UIKit

struct HeroView: View {
  var body: some View {
    Text("hero")
      .navigationBarHidden(true)
      .background(PopGestureEnabler())
  }
}

struct PopGestureEnabler: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UIViewController {
    let controller = UIViewController()
    controller.navigationController?.interactivePopGestureRecognizer?.isEnabled = true
    return controller
  }

  func updateUIViewController(_ controller: UIViewController, context: Context) {}
}
