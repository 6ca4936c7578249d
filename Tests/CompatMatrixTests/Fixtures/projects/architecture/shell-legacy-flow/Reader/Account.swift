import SwiftUI

struct Account: View {
  var body: some View {
    NavigationStack { List { NavigationLink("More") { Text("more") } } }
  }
}
