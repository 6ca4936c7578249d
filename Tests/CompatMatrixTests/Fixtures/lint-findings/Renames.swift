// swift-format-ignore-file
import SwiftUI

struct InboxView: View {
  var body: some View {
    List {
      Text("Message")
    }
    .navigationBarTitle("Inbox")
    .toolbar {
      ToolbarItem(placement: .navigationBarLeading) {
        Button("Edit") {}
      }
      ToolbarItem(placement: .navigationBarTrailing) {
        Button("Compose") {}
      }
    }
  }
}

struct SettingsView: View {
  var body: some View {
    Text("Settings")
      .navigationBarTitle("Settings", displayMode: .inline)
  }
}
