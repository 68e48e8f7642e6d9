import NavigationCore
import NavigationTesting

/// A feature with one way to make each kind of `TestStore` failure: a loader whose effect
/// answers with a number, and a timer that runs until it is stopped.
@Reducer
struct FailureScenarios {
  @ObservableState
  struct State: Equatable {
    var isLoading = false
    var value = 0
    var ticks = 0
  }

  enum Action: Equatable {
    case load
    case loaded(Int)
    case startTimer
    case tick
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .load:
        state.isLoading = true
        return .run { send in await send(.loaded(42)) }
      case .loaded(let value):
        state.isLoading = false
        state.value = value
        return .none
      case .startTimer:
        return .run { [clock] send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}
