import SwiftUI

struct SettingsView: View {
  var body: some View {
    NavigationView { Form { Toggle("Sync", isOn: .constant(true)) } }
  }
}
