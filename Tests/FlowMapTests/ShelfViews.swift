import MirrorUI
import NavigationCore

/// The views of ``ShelfApp``: the onboarding has no navigation stack and no title; the
/// library's root screen and the timer have no title either.
struct ShelfAppView: View {
  let store: StoreOf<ShelfApp>

  var body: some View {
    switch store.state {
    case .onboarding:
      if let store = store.scope(state: \.onboarding, action: \.onboarding) {
        OnboardingView(store: store)
      }
    case .main:
      if let store = store.scope(state: \.main, action: \.main) {
        ShelfTabsView(store: store)
      }
    }
  }
}

struct OnboardingView: View {
  let store: StoreOf<Onboarding>

  var body: some View {
    VStack {
      Text("Page \(store.page + 1) of \(Onboarding.pages)")
      if store.page < Onboarding.pages - 1 {
        Button("Next") { store.send(.nextTapped) }
      } else {
        Button("Get started") { store.send(.getStartedTapped) }
      }
    }
  }
}

struct ShelfTabsView: View {
  @Bindable var store: StoreOf<ShelfTabs>

  var body: some View {
    TabView(selection: $store.selectedTab.sending(\.tabSelected)) {
      LibraryView(store: store.scope(state: \.library, action: \.library))
        .tag(ShelfTabs.State.Tab.library)
        .tabItem { Label("Library", systemImage: "books.vertical") }
      TickerView(store: store.scope(state: \.timer, action: \.timer))
        .tag(ShelfTabs.State.Tab.timer)
        .tabItem { Label("Timer", systemImage: "timer") }
      ShelfSettingsView(store: store.scope(state: \.settings, action: \.settings))
        .tag(ShelfTabs.State.Tab.settings)
        .tabItem { Label("Settings", systemImage: "gear") }
    }
  }
}

struct LibraryView: View {
  @Bindable var store: StoreOf<Library>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        ForEach(store.books, id: \.self) { title in
          Button(title) { store.send(.bookTapped(title)) }
        }
      }
    } destination: { store in
      BookDetailView(store: store)
    }
  }
}

struct BookDetailView: View {
  @Bindable var store: StoreOf<BookDetail>

  var body: some View {
    VStack {
      Button("Edit") { store.send(.editTapped) }
      Button("Delete", role: .destructive) { store.send(.deleteTapped) }
      Button("Share") { store.send(.shareTapped) }
      if store.hasSimilar {
        Button("Similar") { store.send(.similarTapped) }
      }
    }
    .navigationTitle(store.title)
    .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { store in
      EditBookView(store: store)
    }
    .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
    .confirmationDialog($store.scope(state: \.destination?.share, action: \.destination.share))
  }
}

struct EditBookView: View {
  @Bindable var store: StoreOf<EditBook>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      VStack {
        Button("Author") { store.send(.authorTapped) }
        Button("Save") { store.send(.saveTapped) }
        Button("Cancel", role: .cancel) { store.send(.cancelTapped) }
      }
      .navigationTitle("Edit")
    } destination: { store in
      EditStepView(store: store)
    }
  }
}

struct EditStepView: View {
  let store: StoreOf<EditStep>

  var body: some View {
    Button(store.confirmed ? "Confirmed" : "Confirm") { store.send(.confirmTapped) }
  }
}

struct TickerView: View {
  let store: StoreOf<Ticker>

  var body: some View {
    VStack {
      Text("\(store.seconds) s")
      Button("Start") { store.send(.startTapped) }
    }
  }
}

struct ShelfSettingsView: View {
  @Bindable var store: StoreOf<ShelfSettings>

  var body: some View {
    NavigationStack {
      VStack {
        Toggle("Notifications", isOn: $store.notifications)
        Button("Log out", role: .destructive) { store.send(.logOutTapped) }
      }
      .navigationTitle("Settings")
      .confirmationDialog($store.scope(state: \.dialog, action: \.dialog))
    }
  }
}

enum ShelfFixture {
  /// The app, its library's stack going `levels` books deep.
  static func app(levels: Int = 2) -> MirrorApp {
    MirrorApp(
      name: "shelf", summary: "Onboarding, then a library, a timer and settings in tabs.",
      initialState: ShelfApp.State.onboarding(Onboarding.State()),
      reducer: ShelfApp(levels: levels), view: { ShelfAppView(store: $0) })
  }
}
