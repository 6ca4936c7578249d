import SwiftUI

struct Article: View {
  var body: some View {
    NavigationStack { List { NavigationLink("More") { Text("more") } } }
  }
}
