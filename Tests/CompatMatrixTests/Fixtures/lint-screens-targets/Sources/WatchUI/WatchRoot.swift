// swift-format-ignore-file
import SwiftUI

struct WatchRoot: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Settings") { SettingsView() }
      }
    }
  }
}
