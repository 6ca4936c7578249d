// swift-format-ignore-file
import SwiftUI

// corona-warn-app: a table model's own `navigationSubtitle(text:insets:)` is not SwiftUI's
// `navigationSubtitle(_:)` (iOS 26); the real one, unguarded, is.
struct Section {
  static func navigationSubtitle(text: String, insets: Int) -> Section { Section() }
}

let sections: [Section] = [.navigationSubtitle(text: "Risk", insets: 16)]

struct Screen: View {
  var body: some View {
    Text("Screen").navigationSubtitle(Text("Subtitle"))
  }
}
