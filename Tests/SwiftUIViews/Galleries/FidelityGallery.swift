// Views drawn as iOS draws them where the page once drew them otherwise, for the browser tests:
// taps on views without an action, section headers as written, edit mode on swiped rows, look
// modifiers in order, pop-up menus (sections, dividers, submenus, disabled), context menus.
import NavMirror

@Reducer
struct FidelityGallery {
  @ObservableState
  struct State: Equatable {
    var archived: [String] = []
    var cardTaps = 0
    var lastAction = "none"
    var marks = 0
    var duplicates = 0
    var places = ["Lisbon", "Porto", "Faro"]
    var sort = "name"
  }

  enum Action {
    case actionTapped(String)
    case archive(String)
    case cardTapped
    case delete(IndexSet)
    case duplicateTapped
    case lockedTapped
    case markTapped
    case sortTapped(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .actionTapped(name):
        state.lastAction = name
        return .none
      case let .archive(place):
        state.places.removeAll { $0 == place }
        state.archived.append(place)
        return .none
      case let .delete(offsets):
        state.places.remove(atOffsets: offsets)
        return .none
      case .cardTapped, .lockedTapped:
        state.cardTaps += 1
        return .none
      case .duplicateTapped:
        state.duplicates += 1
        return .none
      case .markTapped:
        state.marks += 1
        return .none
      case let .sortTapped(sort):
        state.sort = sort
        return .none
      }
    }
  }
}

struct FidelityGalleryView: View {
  let store: StoreOf<FidelityGallery>

  var body: some View {
    NavigationStack {
      List {
        Section("Taps") {
          Text("Card tapped \(store.cardTaps) times, marked \(store.marks) times")
          // A disabled gesture inside another: a tap on it does nothing, as on iOS.
          VStack {
            Text("Card")
            Text("Locked")
              .onTapGesture { store.send(.lockedTapped) }
              .disabled(true)
          }
          .onTapGesture { store.send(.cardTapped) }
          Button("Mark") { store.send(.markTapped) }
        }
        Section {
          Text("Synced")
        } header: {
          Text("iCloud Drive").textCase(nil)
        }
        // Rows with swipe actions and .onDelete: edit mode's red control still deletes.
        Section("Places") {
          ForEach(store.places, id: \.self) { place in
            Text(place)
              .swipeActions {
                Button("Archive") { store.send(.archive(place)) }
              }
          }
          .onDelete { store.send(.delete($0)) }
          Text("Archived: \(store.archived.joined(separator: ", "))")
        }
        // Pop-up menus, with a title or a label of their own.
        Section("Menus") {
          Text("Sorted by \(store.sort), duplicated \(store.duplicates) times")
          Menu("Sort") {
            Button("By name") { store.send(.sortTapped("name")) }
            Button("By date") { store.send(.sortTapped("date")) }
          }
          // A picker inside a menu: its options, the selected one checked.
          Menu("Order") {
            Picker(
              "Order", selection: Binding(get: { store.sort }, set: { store.send(.sortTapped($0)) })
            ) {
              Text("Name").tag("name")
              Text("Date").tag("date")
            }
          }
          // A menu-style picker inside a menu: a submenu of its options.
          Menu {
            Button("Duplicate") { store.send(.duplicateTapped) }
            Picker(
              "Sort by",
              selection: Binding(get: { store.sort }, set: { store.send(.sortTapped($0)) })
            ) {
              Text("Name").tag("name")
              Text("Date").tag("date")
            }
            .pickerStyle(.menu)
          } label: {
            Label("More", systemImage: "ellipsis.circle")
          }
          // Sections, a divider, a disabled item and a submenu, as iOS groups a menu.
          Text("Last action: \(store.lastAction)")
          Menu("Actions") {
            Section {
              Button("Copy") { store.send(.actionTapped("copy")) }
              Button("Paste") { store.send(.actionTapped("paste")) }.disabled(true)
            }
            Divider()
            Section("Share") {
              Button("Mail") { store.send(.actionTapped("mail")) }
            }
            Menu("Move to") {
              Button("Archive") { store.send(.actionTapped("archive")) }
              Button("Trash", role: .destructive) { store.send(.actionTapped("trash")) }
            }
          }
          Menu("Locked") {
            Button("Unlock") { store.send(.actionTapped("unlock")) }
          }
          .disabled(true)
        }
        // Look modifiers in the order written: padding then background paints the padding.
        Section("Order") {
          HStack {
            Text("Painted").padding(10).background(Color.red)
            Text("Unpainted").background(Color.blue).padding(10)
            Text("Moved").offset(x: 40).background(Color.green)
          }
        }
        // A context menu on the list's last row opens over it, not under the screen's bottom.
        Section("Context") {
          Text("Hold for actions")
            .contextMenu {
              Button("Pin") { store.send(.actionTapped("pin")) }
              Divider()
              Button("Forget", role: .destructive) { store.send(.actionTapped("forget")) }
            }
        }
      }
      .navigationTitle("Fidelity")
      .toolbar { EditButton() }
    }
  }
}

extension MirrorApp {
  /// The fidelity gallery, as the browser tests serve it.
  static let fidelityGallery = MirrorApp(
    name: "fidelity-gallery",
    summary: "Views drawn as iOS draws them: taps, headers, edit mode, order, menus.",
    initialState: FidelityGallery.State(), reducer: FidelityGallery(),
    view: FidelityGalleryView.init)
}
