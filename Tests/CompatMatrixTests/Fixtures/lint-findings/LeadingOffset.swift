// swift-format-ignore-file
import SwiftUI

struct CloseButtonView: View {
  var body: some View {
    Text("Detail")
      .toolbar {
        ToolbarItem(placement: .navigationBarLeading) {
          Button("Close") {}
            .offset(x: -8)
        }
      }
  }
}
