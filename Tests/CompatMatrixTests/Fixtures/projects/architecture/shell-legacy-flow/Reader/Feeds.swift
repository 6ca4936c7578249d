import SwiftUI

struct Feeds: View {
  var body: some View {
    NavigationStack { List { NavigationLink("More") { Text("more") } } }
  }
}
