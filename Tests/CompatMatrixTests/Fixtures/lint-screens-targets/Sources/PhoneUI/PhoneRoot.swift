// swift-format-ignore-file
import SharedUI
import SwiftUI

struct PhoneRoot: View {
  var body: some View {
    NavigationStack {
      SettingsView()
        .toolbar {
          NavigationLink("Account") { AccountView() }
        }
    }
  }
}
