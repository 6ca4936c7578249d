import SwiftUI

struct Saved: View {
  var body: some View {
    NavigationStack { List { NavigationLink("More") { Text("more") } } }
  }
}
