// swift-format-ignore-file
import SwiftUI

struct RootView: View {
  var body: some View {
    NavigationStack {
      Text("root")
    }
  }
}

struct GuardedRoot: View {
  var body: some View {
    if #available(iOS 16.0, *) {
      NavigationStack { Text("root") }
    } else {
      NBNavigationStack { Text("root") }
    }
  }
}

@available(iOS 16.0, *)
struct ModernRoot: View {
  var body: some View {
    NavigationStack { Text("root") }
  }
}

func guardedLater() {
  guard #available(iOS 16, *) else { return }
  let stack = NavigationStack { Text("root") }
  _ = NavigationStackCompat(stack)
}
