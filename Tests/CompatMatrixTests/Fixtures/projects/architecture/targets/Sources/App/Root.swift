import SwiftUI

struct Root: View {
  var body: some View {
    NavigationView { Text("Home") }
  }
}
