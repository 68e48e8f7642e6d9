// A counter that exists only while toggled on, and a loader whose effects run in order and
// side by side.
import NavMirror

@Reducer
struct OptionalBasics {
  @ObservableState
  struct State: Equatable {
    var optionalCounter: Counter.State?
  }

  enum Action {
    case optionalCounter(Counter.Action)
    case toggleCounterButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .optionalCounter:
        return .none
      case .toggleCounterButtonTapped:
        state.optionalCounter = state.optionalCounter == nil ? Counter.State() : nil
        return .none
      }
    }
    .ifLet(\.optionalCounter, action: \.optionalCounter) {
      Counter()
    }
  }
}

@Reducer
struct Refresh {
  @ObservableState
  struct State: Equatable {
    var log: [String] = []
  }

  enum Action {
    case logged(String)
    case refreshButtonTapped
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .logged(entry):
        state.log.append(entry)
        return .none
      case .refreshButtonTapped:
        state.log = []
        return .concatenate(
          .send(.logged("started")),
          .merge(
            .run { send in
              try await clock.sleep(for: .seconds(2))
              await send(.logged("slow"))
            },
            .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.logged("fast"))
            }
          ),
          .send(.logged("finished"))
        )
      }
    }
  }
}
