// swift-format-ignore-file
import SwiftUI

/// The watch's settings, of the same name: pushed from the watch's list.
struct SettingsView: View {
  var body: some View {
    Text("Settings").navigationBarBackButtonHidden(true)
  }
}
