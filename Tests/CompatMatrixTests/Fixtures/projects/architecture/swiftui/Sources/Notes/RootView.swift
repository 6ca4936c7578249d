import SwiftUI

struct RootView: View {
  @State private var path: [Note.ID] = []

  var body: some View {
    TabView {
      NavigationStack(path: $path) {
        NoteList()
          .navigationDestination(for: Note.ID.self) { NoteDetail(id: $0) }
      }
      .tabItem { Label("Notes", systemImage: "note.text") }
    }
  }
}
