import MirrorUI

/// The history tab: its own NavigationStack (there is none around the tab view), the people at
/// the root and their details pushed.
struct HistoryListView: View {
  @Bindable var store: StoreOf<HistoryListFeature>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        ForEach(store.persons) { person in
          Button(person.name) { store.send(.personTapped(person)) }
        }
      }
      .navigationTitle("History")
    } destination: { store in
      HistoryDetailView(store: store)
    }
  }
}

struct HistoryDetailView: View {
  @Bindable var store: StoreOf<HistoryDetailFeature>

  var body: some View {
    VStack {
      Text(store.person.name).font(.title)
      Button("Edit") { store.send(.editButtonTapped) }
      Button("Delete", role: .destructive) { store.send(.deleteButtonTapped) }
    }
    .navigationTitle(store.person.name)
    .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { store in
      EditPersonView(store: store)
    }
    .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
  }
}

struct EditPersonView: View {
  @Bindable var store: StoreOf<EditPersonFeature>

  var body: some View {
    List {
      Picker("Name", selection: $store.name) {
        ForEach(Person.names) { name in
          Text(name).tag(name)
        }
      }
      .pickerStyle(.inline)
      Button("Save") { store.send(.saveButtonTapped) }
      Button("Cancel", role: .cancel) { store.send(.cancelButtonTapped) }
    }
    .navigationTitle("Edit")
  }
}
