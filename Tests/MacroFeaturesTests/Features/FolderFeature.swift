import CasePaths
import NavigationCore

/// A folder presenting a subfolder of its own type: state that contains itself.
@Reducer
struct FolderFeature {
  @ObservableState
  struct State {
    var name: String
    @ObservationStateIgnored var openedCount = 0
    @Presents var child: State?
  }

  enum Action {
    case openSubfolderTapped(name: String)
    case closeSubfolderTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openSubfolderTapped(let name):
        state.openedCount += 1
        state.child = State(name: name)
        return .none
      case .closeSubfolderTapped:
        state.child = nil
        return .none
      }
    }
  }
}
