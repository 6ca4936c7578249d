// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
import SwiftUI

@available(iOS 11.0, *)
struct GeneratedAsset {}

func stack() -> some View {
  NavigationStack { Text("x") }
}
