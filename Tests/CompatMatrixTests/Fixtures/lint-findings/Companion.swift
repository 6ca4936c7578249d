// swift-format-ignore-file
import SwiftUI

struct HeroView: View {
  var body: some View {
    Text("hero")
      .navigationBarHidden(true)
  }
}

/// The hero screen is pushed.
struct HeroLink: View {
  var body: some View {
    NavigationLink("Hero") { HeroView() }
  }
}
