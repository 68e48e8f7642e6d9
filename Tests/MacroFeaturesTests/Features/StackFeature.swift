import CasePaths
import NavigationCore

/// A stack of counters and notes, its path an enum reducer.
@Reducer
struct StackFeature {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    var finishedCounts: [Int] = []
  }

  enum Action {
    case path(StackActionOf<Path>)
    case pushCounterTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pushCounterTapped:
        state.path.append(.counter(CounterFeature.State()))
        return .none
      case .path(.element(let id, .counter(.delegate(.finished(let count))))):
        state.finishedCounts.append(count)
        state.path.pop(from: id)
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }

  @Reducer
  enum Path {
    case counter(CounterFeature)
    case note(NoteFeature)
  }
}

/// A note that can be edited: a second kind of element for the stack.
@Reducer
struct NoteFeature {
  struct State: Equatable {
    var text = ""
  }

  enum Action {
    case textChanged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .textChanged(let text):
        state.text = text
        return .none
      }
    }
  }
}
