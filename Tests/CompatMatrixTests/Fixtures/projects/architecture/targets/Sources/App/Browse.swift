import SwiftUI

struct Browse: View {
  var body: some View {
    NavigationView { List { Text("Item") } }
  }
}
