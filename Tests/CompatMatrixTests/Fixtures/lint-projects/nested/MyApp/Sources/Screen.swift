import SwiftUI

struct Screen: View {
  var body: some View {
    if #available(iOS 14.0, *) {
      Text("Hello")
    }
  }
}
