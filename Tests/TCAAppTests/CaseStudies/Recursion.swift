// Features that hold themselves: rows of rows, each with its own rows, and a drill-down that
// presents another drill-down.
import NavMirror

@Reducer
struct Nested {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var name = ""
    var rows: IdentifiedArrayOf<State> = []

    init(id: UUID? = nil, name: String = "", rows: IdentifiedArrayOf<State> = []) {
      @Dependency(\.uuid) var uuid
      self.id = id ?? uuid()
      self.name = name
      self.rows = rows
    }
  }

  enum Action {
    case addRowButtonTapped
    case deleteRows(IndexSet)
    case nameTextFieldChanged(String)
    indirect case rows(IdentifiedActionOf<Nested>)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addRowButtonTapped:
        state.rows.append(State(id: uuid()))
        return .none
      case let .deleteRows(offsets):
        state.rows.remove(atOffsets: offsets)
        return .none
      case let .nameTextFieldChanged(name):
        state.name = name
        return .none
      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) {
      Self()
    }
  }
}

@Reducer
struct DrillDown {
  @ObservableState
  struct State: Equatable {
    @Presents var child: State?
    var depth = 0
  }

  enum Action {
    indirect case child(PresentationAction<Action>)
    case closeButtonTapped
    case drillDownButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child:
        return .none
      case .closeButtonTapped:
        return .run { _ in await dismiss() }
      case .drillDownButtonTapped:
        state.child = State(depth: state.depth + 1)
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) {
      Self()
    }
  }
}
