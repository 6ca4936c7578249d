// swift-format-ignore-file
import SwiftUI

struct InboxView: View {
  var body: some View {
    Text("Inbox").navigationBarBackButtonHidden(true)
  }
}

struct ComposerView: View {
  var body: some View {
    Text("Compose").navigationBarBackButtonHidden(true)
  }
}

struct MessageView: View {
  var body: some View {
    Text("Message").navigationBarBackButtonHidden(true)
  }
}

struct ThreadView: View {
  let id: Int
  var body: some View {
    Text("Thread").navigationBarBackButtonHidden(true)
  }
}

/// Only a preview shows it in a stack: lint cannot tell how the app shows it.
struct PreviewOnlyView: View {
  var body: some View {
    Text("Preview").navigationBarBackButtonHidden(true)
  }
}
