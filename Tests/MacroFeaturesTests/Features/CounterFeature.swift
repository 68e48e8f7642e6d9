import CasePaths
import NavigationCore

/// A counter whose state and actions declare no conformance: `@Reducer` generates them.
@Reducer
struct CounterFeature {
  struct State {
    var count = 0
    var history: [Entry] = []
  }

  enum Action {
    case incrementTapped
    case doneTapped
    case delegate(Delegate)
  }

  /// A past count, used by the state only through its array.
  struct Entry {
    var value: Int
  }

  /// What the counter tells its parent: used by the actions only.
  @CasePathable
  enum Delegate {
    case finished(count: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        state.history.append(Entry(value: state.count))
        state.count += 1
        return .none
      case .doneTapped:
        return .send(.delegate(.finished(count: state.count)))
      case .delegate:
        return .none
      }
    }
  }
}
