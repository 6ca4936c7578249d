import SwiftUI

// Compiled by the watch app only: iOS rules never apply here.
struct WatchHomeView: View {
  var body: some View {
    NavigationView {
      Text("Home")
        .modify { view in
          if #available(watchOS 11.0, *) {
            view.toolbarVisibility(.hidden, for: .navigationBar)
          } else {
            view.toolbar(.hidden, for: .navigationBar)
          }
        }
    }
  }
}
