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

struct PersonCardView: View {
  let person: Person
  var body: some View {
    Label(person.name, systemImage: "person.circle")
  }
}

struct HistoryDetailView: View {
  @Bindable var store: StoreOf<HistoryDetailFeature>
  var body: some View {
    VStack {
      Button("Edit") { store.send(.editButtonTapped) }
      Button("Delete", role: .destructive) { store.send(.deleteButtonTapped) }
    }
    .navigationTitle(store.person.name)
    .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { store in
      EditView(store: store)
    }
    .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
  }
}

struct CalendarView: View {
  let store: StoreOf<CalendarFeature>
  var body: some View {
    Text("Calendar").navigationTitle("캘린더")
  }
}

struct MyPageView: View {
  @Bindable var store: StoreOf<MyPageFeature>
  var body: some View {
    Button("Log out") { store.send(.logoutButtonTapped) }
      .alert($store.scope(state: \.alert, action: \.alert))
  }
}

struct IntroView: View {
  let store: StoreOf<IntroFeature>
  var body: some View {
    Button("Start") { store.send(.startButtonTapped) }
  }
}
