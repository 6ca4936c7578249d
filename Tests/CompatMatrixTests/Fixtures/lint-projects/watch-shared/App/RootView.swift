import SwiftUI

// Compiled by the iOS app only (its sources build phase).
struct RootView: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Detail") {
          DetailView()
        }
      }
    }
  }
}

struct DetailView: View {
  var body: some View {
    Text("Detail")
      .navigationBarHidden(true)
  }
}
