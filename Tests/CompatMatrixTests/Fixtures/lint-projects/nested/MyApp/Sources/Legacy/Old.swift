import SwiftUI

// The nested configuration turns the redundant-check rule off below Legacy/.
@available(iOS 13.0, *)
struct OldScreen: View {
  var body: some View {
    Text("Old")
  }
}
