// swift-format-ignore-file
import SwiftUI

struct LegacyRoot: View {
  var body: some View {
    NavigationView {
      Text("root")
    }
  }
}
