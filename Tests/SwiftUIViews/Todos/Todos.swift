import NavMirror

enum Filter: LocalizedStringKey, CaseIterable, Codable, Hashable {
  case all = "All"
  case active = "Active"
  case completed = "Completed"
}

@Reducer
struct Todos {
  @ObservableState
  struct State: Equatable {
    var editMode: EditMode = .inactive
    var filter: Filter = .all
    var todos: IdentifiedArrayOf<Todo.State> = []

    var filteredTodos: IdentifiedArrayOf<Todo.State> {
      switch filter {
      case .active: return todos.filter { !$0.isComplete }
      case .all: return todos
      case .completed: return todos.filter(\.isComplete)
      }
    }
  }

  enum Action: BindableAction, Sendable {
    case addTodoButtonTapped
    case binding(BindingAction<State>)
    case clearCompletedButtonTapped
    case delete(IndexSet)
    case move(IndexSet, Int)
    case todos(IdentifiedActionOf<Todo>)
  }

  @Dependency(\.uuid) var uuid

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addTodoButtonTapped:
        state.todos.insert(Todo.State(id: uuid()), at: 0)
        return .none

      case .binding, .todos:
        return .none

      case .clearCompletedButtonTapped:
        state.todos.removeAll(where: \.isComplete)
        return .none

      case let .delete(offsets):
        let shown = state.filteredTodos
        for offset in offsets {
          state.todos.remove(id: shown[offset].id)
        }
        return .none

      case let .move(source, destination):
        var ids = state.filteredTodos.ids.elements
        ids.move(fromOffsets: source, toOffset: destination)
        let hidden = state.todos.filter { !ids.contains($0.id) }
        state.todos = IdentifiedArray(uniqueElements: ids.compactMap { state.todos[id: $0] })
        state.todos.append(contentsOf: hidden)
        return .none
      }
    }
    .forEach(\.todos, action: \.todos) {
      Todo()
    }
  }
}

struct TodosView: View {
  @Bindable var store: StoreOf<Todos>

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        Picker("Filter", selection: $store.filter.animation()) {
          ForEach(Filter.allCases, id: \.self) { filter in
            Text(filter.rawValue).tag(filter)
          }
        }
        .pickerStyle(.segmented)
        .padding(.horizontal)

        List {
          ForEach(store.scope(state: \.filteredTodos, action: \.todos)) { store in
            TodoView(store: store)
          }
          .onDelete { store.send(.delete($0)) }
          .onMove { store.send(.move($0, $1)) }
        }
      }
      .navigationTitle("Todos")
      .navigationBarItems(
        trailing: HStack(spacing: 20) {
          EditButton()
          Button("Clear Completed") {
            store.send(.clearCompletedButtonTapped, animation: .default)
          }
          .disabled(!store.todos.contains(where: \.isComplete))
          Button("Add Todo") { store.send(.addTodoButtonTapped, animation: .default) }
        }
      )
      .environment(\.editMode, $store.editMode)
    }
  }
}

extension IdentifiedArrayOf<Todo.State> {
  static let mock: Self = [
    Todo.State(description: "Check Mail", id: UUID(100), isComplete: false),
    Todo.State(description: "Buy Milk", id: UUID(101), isComplete: false),
    Todo.State(description: "Call Mom", id: UUID(102), isComplete: true),
  ]
}

#Preview {
  TodosView(
    store: Store(initialState: Todos.State(todos: .mock)) {
      Todos()
    }
  )
}

extension MirrorApp {
  /// The todos as a room serves them, ids made in order.
  static let todos = MirrorApp(
    name: "todos", summary: "A todo list with a filter, edit mode, swipe to delete and moves.",
    initialState: Todos.State(todos: .mock), reducer: Todos(), view: TodosView.init,
    dependencies: { $0.uuid = .incrementing })
}
