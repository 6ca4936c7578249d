// swift-format-ignore-file
import SwiftUI

/// An accent colour on a control is not the navigation container's tint.
struct VolumeView: View {
  @State private var volume = 0.5

  var body: some View {
    Slider(value: $volume)
      .accentColor(.red)
  }
}

/// On the container it is, and tint(_:) replaces it.
struct TintedRoot: View {
  var body: some View {
    NavigationStack {
      Text("Home")
    }
    .accentColor(.orange)
  }
}
