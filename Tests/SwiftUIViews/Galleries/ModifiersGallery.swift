// Every modifier that was refused before view state was mirrored, each doing what it does in
// SwiftUI, for the browser tests.
import NavMirror

struct GalleryItem: Codable, Equatable, Identifiable, Sendable {
  let id: Int
  var title: String
}

@Reducer
struct ModifiersGallery {
  @ObservableState
  struct State: Equatable {
    var archived: [String] = []
    var items: IdentifiedArrayOf<GalleryItem> = [
      GalleryItem(id: 1, title: "Lisbon"), GalleryItem(id: 2, title: "Porto"),
      GalleryItem(id: 3, title: "Faro"),
    ]
    var pinned: [String] = []
    var query = ""
    var queryChanges = 0
    var refreshes = 0
    var resets = 0
    var showsBanner = false
    var taps = 0
  }

  enum Action: BindableAction {
    case archive(Int)
    case binding(BindingAction<State>)
    case bannerToggled
    case pin(Int)
    case queryChanged(String)
    case refresh
    case refreshed
    case resetTapped
    case tapped
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case let .archive(id):
        if let item = state.items.remove(id: id) { state.archived.append(item.title) }
        return .none
      case .binding:
        return .none
      case .bannerToggled:
        state.showsBanner.toggle()
        return .none
      case let .pin(id):
        if let item = state.items[id: id] { state.pinned.append(item.title) }
        return .none
      case .queryChanged:
        state.queryChanges += 1
        return .none
      case .refresh:
        return .run { send in
          try await clock.sleep(for: .milliseconds(400))
          await send(.refreshed)
        }
      case .refreshed:
        state.refreshes += 1
        return .none
      case .resetTapped:
        state.resets += 1
        return .none
      case .tapped:
        state.taps += 1
        return .none
      }
    }
  }
}

struct ModifiersGalleryView: View {
  @Bindable var store: StoreOf<ModifiersGallery>

  var body: some View {
    NavigationStack {
      List {
        Section("Gestures") {
          Text("Tapped \(store.taps) times")
            .onTapGesture { store.send(.tapped) }
          Text("Archived: \(store.archived.joined(separator: ", "))")
          Text("Pinned: \(store.pinned.joined(separator: ", "))")
        }
        Section("Places") {
          ForEach(store.items.filter { store.query.isEmpty || $0.title.contains(store.query) }) {
            item in
            Text(item.title)
              .swipeActions {
                Button("Archive", role: .destructive) { store.send(.archive(item.id)) }
              }
              .contextMenu {
                Button("Pin") { store.send(.pin(item.id)) }
              }
          }
        }
        Section("Layers") {
          Text("Inbox")
            .padding(8)
            .background {
              RoundedRectangle(cornerRadius: 8).stroke(Color.blue, lineWidth: 2)
            }
            .overlay(alignment: .topTrailing) {
              Circle().fill(.red).frame(width: 10, height: 10)
            }
          Button("Toggle banner") { store.send(.bannerToggled) }
          if store.showsBanner {
            Text("Banner").transition(.slide)
          }
        }
        .animation(.default, value: store.showsBanner)
        Section("Identity") {
          ResettableCounter()
            .id(store.resets)
          Button("Reset counter") { store.send(.resetTapped) }
          Text("Refreshed \(store.refreshes) times, query changed \(store.queryChanges) times")
        }
        Section("Input") {
          TextField("Email", text: $store.query)
            .textInputAutocapitalization(.never)
            .keyboardType(.emailAddress)
            .textContentType(.emailAddress)
            .autocorrectionDisabled()
            .textFieldStyle(.roundedBorder)
        }
      }
      .navigationTitle("Modifiers")
      .searchable(text: $store.query, prompt: "Search places")
      .refreshable { await store.send(.refresh).finish() }
      .onChange(of: store.query) { _, query in store.send(.queryChanged(query)) }
    }
  }
}

/// A counter whose count is its own view state: a new `.id` starts it again.
struct ResettableCounter: View {
  @State private var count = 0

  var body: some View {
    Stepper("Count: \(count)", value: $count)
  }
}

extension MirrorApp {
  /// The modifiers gallery, as the browser tests serve it.
  static let modifiersGallery = MirrorApp(
    name: "modifiers-gallery", summary: "Taps, swipes, menus, search, refresh, layers, ids.",
    initialState: ModifiersGallery.State(), reducer: ModifiersGallery(),
    view: ModifiersGalleryView.init)
}
