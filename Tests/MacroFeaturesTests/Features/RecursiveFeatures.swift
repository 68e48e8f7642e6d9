import CasePaths
import IdentifiedCollections
import NavigationCore

/// A screen that presents another of itself: `ifLet(\.$child, action: \.child) { Self() }`.
@Reducer
struct PresentsItself {
  struct State {
    @Presents var child: State?
    var depth = 0
  }
  enum Action {
    indirect case child(PresentationAction<Action>)
    case openTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard case .openTapped = action else { return .none }
      state.child = State(depth: state.depth + 1)
      return .none
    }
    .ifLet(\.$child, action: \.child) { Self() }
  }
}

/// A tree whose rows are trees: `forEach(\.rows, action: \.rows) { Self() }`.
@Reducer
struct TreeOfRows {
  struct State: Identifiable {
    var id: Int
    var rows: IdentifiedArrayOf<State> = []
  }
  enum Action {
    case addTapped
    indirect case rows(IdentifiedActionOf<TreeOfRows>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard case .addTapped = action else { return .none }
      state.rows.append(State(id: state.id * 10 + state.rows.count + 1))
      return .none
    }
    .forEach(\.rows, action: \.rows) { Self() }
  }
}

/// Destinations as TCA's case studies write them, `Equatable` said again in an extension.
@Reducer
struct ChoosesPresentation {
  @Reducer
  enum Destination {
    case popover(CounterFeature)
    case sheet(CounterFeature)
  }
  struct State {
    @Presents var destination: Destination.State?
  }
  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case sheetTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard case .sheetTapped = action else { return .none }
      state.destination = .sheet(CounterFeature.State())
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
  }
}
extension ChoosesPresentation.Destination.State: Equatable {}
