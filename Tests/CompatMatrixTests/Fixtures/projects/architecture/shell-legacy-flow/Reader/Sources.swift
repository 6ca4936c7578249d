import SwiftUI

struct Sources: View {
  var body: some View {
    NavigationStack { List { NavigationLink("More") { Text("more") } } }
  }
}
