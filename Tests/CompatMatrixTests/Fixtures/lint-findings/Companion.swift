// swift-format-ignore-file
import SwiftUI

struct HeroView: View {
  var body: some View {
    Text("hero")
      .navigationBarHidden(true)
  }
}
