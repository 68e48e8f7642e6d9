import CasePaths
import Foundation
import IdentifiedCollections
import MirrorUI
import NavigationCore

/// Lists whose rows exercise what a reused row must keep right: rows that read the parent's
/// store (the selection), rows with view state of their own and an environment value the root
/// changes, rows of child stores with a toggle, a text field and an `.onAppear` that counts in
/// the row's state, deletable rows, and rows whose links push with the stack's next id.
@Reducer
struct MemoRowsProbeFeature {
  @ObservableState
  struct State: Equatable {
    var items: IdentifiedArrayOf<MemoRowsProbeItem> = [
      MemoRowsProbeItem(id: 1, title: "One"), MemoRowsProbeItem(id: 2, title: "Two"),
      MemoRowsProbeItem(id: 3, title: "Three"),
    ]
    var selectedID: Int?
    var tasks: IdentifiedArrayOf<MemoRowsProbeTask.State> = [
      MemoRowsProbeTask.State(id: 1), MemoRowsProbeTask.State(id: 2),
    ]
    var nextID = 4
    var isDark = false
    var path = StackState<MemoRowsProbeTask.State>()
  }

  enum Action {
    case itemToggled(id: Int)
    case itemSelected(id: Int)
    case itemAdded
    case itemsDeleted(IndexSet)
    case taskAdded
    case tasks(IdentifiedActionOf<MemoRowsProbeTask>)
    case darkToggled
    case path(StackActionOf<MemoRowsProbeTask>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .itemToggled(let id):
        state.items[id: id]?.isDone.toggle()
      case .itemSelected(let id):
        state.selectedID = state.selectedID == id ? nil : id
      case .itemAdded:
        state.items.insert(MemoRowsProbeItem(id: state.nextID, title: "New"), at: 0)
        state.nextID += 1
      case .itemsDeleted(let offsets):
        state.items.remove(atOffsets: offsets)
      case .taskAdded:
        state.tasks.insert(MemoRowsProbeTask.State(id: state.nextID), at: 0)
        state.nextID += 1
      case .darkToggled:
        state.isDark.toggle()
      case .tasks, .path:
        break
      }
      return .none
    }
    .forEach(\.tasks, action: \.tasks) { MemoRowsProbeTask() }
    .forEach(\.path, action: \.path) { MemoRowsProbeTask() }
  }

  static let app = MirrorApp(
    name: "memo-rows-probe", summary: "Rows that a render memo must reuse exactly.",
    initialState: State(), reducer: MemoRowsProbeFeature(), view: MemoRowsProbeView.init)
}

/// One row of the probe's first lists.
struct MemoRowsProbeItem: Equatable, Identifiable, Codable, Sendable {
  let id: Int
  var title: String
  var isDone = false
}

/// A row with a store of its own.
@Reducer
struct MemoRowsProbeTask {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var name = ""
    var isDone = false
    var appearances = 0
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case appeared
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      if case .appeared = action { state.appearances += 1 }
      return .none
    }
  }
}

struct MemoRowsProbeView: View {
  @Bindable var store: StoreOf<MemoRowsProbeFeature>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        Section("Selection") {
          ForEach(store.items) { item in
            HStack {
              Button(item.isDone ? "Undo \(item.title)" : "Do \(item.title)") {
                store.send(.itemToggled(id: item.id))
              }
              if store.selectedID == item.id { Image(systemName: "checkmark") }
              Button("Select \(item.id)") { store.send(.itemSelected(id: item.id)) }
            }
          }
          .onDelete { store.send(.itemsDeleted($0)) }
        }
        Section("Own state") {
          ForEach(store.items) { item in
            MemoRowsProbeItemRow(item: item)
          }
        }
        Section("Links") {
          ForEach(store.items) { item in
            NavigationLink(item.title, state: MemoRowsProbeTask.State(id: item.id))
          }
        }
        Section("Tasks") {
          ForEach(store.scope(state: \.tasks, action: \.tasks)) { task in
            MemoRowsProbeTaskRow(store: task)
          }
        }
        Button("Add item") { store.send(.itemAdded) }
        Button("Add task") { store.send(.taskAdded) }
        Button("Dark") { store.send(.darkToggled) }
      }
      .navigationTitle("Rows")
    } destination: { task in
      MemoRowsProbeTaskRow(store: task)
    }
    .environment(\.colorScheme, store.isDark ? .dark : .light)
  }
}

/// A row drawn from its element alone, with view state of its own and the color scheme.
struct MemoRowsProbeItemRow: View {
  let item: MemoRowsProbeItem
  @State private var isExpanded = false
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    DisclosureGroup("\(item.title) in \(colorScheme.rawValue)", isExpanded: $isExpanded) {
      Text(item.isDone ? "done" : "to do")
    }
  }
}

/// A row of a child store.
struct MemoRowsProbeTaskRow: View {
  @Bindable var store: StoreOf<MemoRowsProbeTask>

  var body: some View {
    HStack {
      Toggle("Done \(store.id)", isOn: $store.isDone)
      TextField("Name", text: $store.name)
      Text("appeared \(store.appearances)")
    }
    .onAppear { store.send(.appeared) }
  }
}
