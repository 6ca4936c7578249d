import SwiftUI

struct SettingsView: View {
  var body: some View {
    NavigationStack {
      Form { Toggle("Sync", isOn: .constant(true)) }
    }
  }
}
