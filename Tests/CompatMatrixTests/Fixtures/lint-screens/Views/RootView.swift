// swift-format-ignore-file
import SwiftUI

/// The SwiftUI part: an inbox at the root of a stack, a composer in a sheet, a message pushed
/// by a link, a thread pushed by a destination.
struct RootView: View {
  @State private var composing = false

  var body: some View {
    NavigationStack {
      InboxView()
        .navigationDestination(for: Int.self) { id in
          ThreadView(id: id)
        }
    }
    .sheet(isPresented: $composing) {
      ComposerView()
    }
  }
}

struct InboxRow: View {
  var body: some View {
    NavigationLink {
      MessageView()
    } label: {
      Text("Message")
    }
  }
}

#Preview {
  NavigationStack { PreviewOnlyView() }
}
