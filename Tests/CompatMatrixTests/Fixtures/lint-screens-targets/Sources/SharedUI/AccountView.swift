// swift-format-ignore-file
import SwiftUI

/// Declared here, pushed by the phone target, which declares no `AccountView` of its own.
public struct AccountView: View {
  public init() {}
  public var body: some View {
    Text("Account").navigationBarBackButtonHidden(true)
  }
}
