// Glue: the views seeds/004's HomeView names without showing them.
import NavMirror

struct DetailView: View {
  let store: StoreOf<DetailFeature>
  var body: some View {
    Button(store.article.title) { store.send(.editButtonTapped) }
      .navigationTitle("Detail")
  }
}

struct EditView: View {
  @Bindable var store: StoreOf<EditFeature>
  var body: some View {
    Picker("Title", selection: $store.title.sending(\.titleChanged)) {
      Text("Draft").tag("Draft")
      Text("Final").tag("Final")
    }
    .navigationTitle("Edit")
  }
}

struct SettingsView: View {
  let store: StoreOf<SettingsFeature>
  var body: some View {
    Text("Settings").navigationTitle("Settings")
  }
}
