// swift-format-ignore-file
import SwiftUI

/// Hides the back button of the views that apply it; `ReceiptView` applies it and is pushed.
struct CustomBackButton: ViewModifier {
  func body(content: Content) -> some View {
    content.navigationBarBackButtonHidden(true)
  }
}

/// Applied only by a view presented in a sheet: no back button to lose.
struct SheetCloseButton: ViewModifier {
  func body(content: Content) -> some View {
    content.navigationBarBackButtonHidden(true)
  }
}

/// Applied by no view: lint cannot tell.
struct UnusedBackButton: ViewModifier {
  func body(content: Content) -> some View {
    content.navigationBarBackButtonHidden(true)
  }
}

struct ReceiptView: View {
  var body: some View {
    Text("Receipt").modifier(CustomBackButton())
  }
}

struct ShareView: View {
  var body: some View {
    Text("Share").modifier(SheetCloseButton())
  }
}

struct ReceiptList: View {
  @State private var sharing = false

  var body: some View {
    NavigationLink("Receipt") { ReceiptView() }
      .sheet(isPresented: $sharing) { ShareView() }
  }
}

/// Applied through a `View` extension's function, by a view a link pushes.
struct EditBackButton: ViewModifier {
  func body(content: Content) -> some View {
    content.navigationBarBackButtonHidden(true)
  }
}

extension View {
  func editBackButton() -> some View { modifier(EditBackButton()) }
}

struct EditView: View {
  var body: some View {
    Text("Edit").editBackButton()
  }
}

struct EditList: View {
  var body: some View {
    NavigationLink("Edit") { EditView() }
  }
}
