import SwiftUI

struct Library: View {
  var body: some View {
    NavigationStack {
      List { NavigationLink("Detail", value: 1) }
        .navigationDestination(for: Int.self) { Text("\($0)") }
    }
  }
}
