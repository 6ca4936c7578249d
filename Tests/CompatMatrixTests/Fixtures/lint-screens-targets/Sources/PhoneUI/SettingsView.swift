// swift-format-ignore-file
import SwiftUI

/// The phone's settings: the root of the phone's stack.
struct SettingsView: View {
  var body: some View {
    Text("Settings").navigationBarBackButtonHidden(true)
  }
}
