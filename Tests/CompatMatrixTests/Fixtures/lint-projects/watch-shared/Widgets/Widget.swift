import SwiftUI

// The widgets extension's minimum is iOS 17.0.
@available(iOS 17.0, *)
struct PulseWidgetView: View {
  var body: some View {
    Text("Pulse")
  }
}
