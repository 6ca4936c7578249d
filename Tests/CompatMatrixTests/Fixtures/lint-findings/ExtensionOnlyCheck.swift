// swift-format-ignore-file
import SwiftUI

// bitwarden authenticator: shared code built into extensions guards with the extension's
// name; in no target read, only an assumed app build would run it unguarded.
extension View {
  @ViewBuilder var stackWrapped: some View {
    if #available(iOSApplicationExtension 16.0, *) {
      NavigationStack { self }
    } else {
      NavigationView { self }
    }
  }
}
