// Glue: what seeds/001's views name without showing it.
import NavMirror

extension ParentView {
  /// The parent's screen, which the article elides as `content`.
  var content: some View {
    Button("Edit") { store.send(.editButtonTapped) }
      .navigationTitle("Parent")
  }
}

struct EditView: View {
  @Bindable var store: StoreOf<EditFeature>
  var body: some View {
    Picker("Name", selection: $store.name) {
      Text("Ada").tag("Ada")
      Text("Grace").tag("Grace")
    }
    Button("Save") { store.send(.saveButtonTapped) }
      .navigationTitle("Edit")
  }
}
