// swift-format-ignore-file
import SwiftUI

/// Two pushed screens that hide the back button: each is reported.
struct ConfirmView: View {
  var body: some View {
    Text("Confirm")
      .navigationBarBackButtonHidden(true)
  }
}

struct DoneView: View {
  var body: some View {
    Text("Done")
      .navigationBarBackButtonHidden()
  }
}

/// A back button hidden while editing is the screen's choice: not reported.
struct EditView: View {
  @State private var isEditing = false

  var body: some View {
    Text("Edit")
      .navigationBarBackButtonHidden(isEditing)
  }
}

/// The root of a stack, and the root of a sheet, have no back button to lose.
struct FlowView: View {
  @State private var isPresented = false

  var body: some View {
    NavigationStack {
      Text("Start")
        .navigationBarBackButtonHidden(true)
        .navigationDestination(isPresented: $isPresented) {
          Text("Pushed")
            .navigationBarBackButtonHidden(true)
        }
    }
    .sheet(isPresented: $isPresented) {
      Text("Sheet")
        .navigationBarBackButtonHidden(true)
    }
  }
}

/// A helper only the preview uses is preview code.
private struct PreviewContainer: View {
  var body: some View {
    Text("Preview")
      .navigationBarBackButtonHidden(true)
  }
}

struct HiddenBackButton_Previews: PreviewProvider {
  static var previews: some View {
    PreviewContainer()
  }
}

/// What pushes the two screens.
struct CheckoutView: View {
  var body: some View {
    NavigationLink(destination: ConfirmView()) { Text("Confirm") }
      .navigationDestination(isPresented: .constant(false)) { DoneView() }
  }
}
