// Glue: the views seeds/004's HomeView names without showing them. Their links push the
// article's Path cases and the settings screen asks for the operations the article lists.
import NavMirror

struct DetailView: View {
  let store: StoreOf<DetailFeature>
  var body: some View {
    List {
      Button(store.article.title) { store.send(.editButtonTapped) }
      NavigationLink("Edit", state: HomeFeature.Path.State.edit(EditFeature.State(title: "Draft")))
      NavigationLink("Settings", state: HomeFeature.Path.State.settings(SettingsFeature.State()))
    }
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
    List {
      NavigationLink("More settings", state: HomeFeature.Path.State.settings(.init()))
      Section("StackState") {
        Button("removeLast()") { store.send(.removeLastTapped) }
        Button("removeLast(2)") { store.send(.removeLastTwoTapped) }
        Button("removeAll()") { store.send(.removeAllTapped) }
        Button("remove(at: 1)") { store.send(.removeSecondTapped) }
        Button("removeSubrange(1...3)") { store.send(.removeSecondToFourthTapped) }
      }
    }
    .navigationTitle("Settings")
  }
}
