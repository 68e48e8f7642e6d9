// The focus tab: a cancellable countdown on the continuous clock.
import NavMirror

@Reducer
struct FocusTimerFeature {
  @ObservableState
  struct State: Equatable {
    var completedSessions = 0
    var isRunning = false
    var secondsLeft = 25 * 60
    var sessionLength = 25 * 60
  }

  enum Action {
    case resetButtonTapped
    case startButtonTapped
    case stopButtonTapped
    case tick
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .resetButtonTapped:
        state.isRunning = false
        state.secondsLeft = state.sessionLength
        return .cancel(id: CancelID.timer)

      case .startButtonTapped:
        guard !state.isRunning else { return .none }
        state.isRunning = true
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)

      case .stopButtonTapped:
        state.isRunning = false
        return .cancel(id: CancelID.timer)

      case .tick:
        state.secondsLeft -= 1
        guard state.secondsLeft <= 0 else { return .none }
        state.completedSessions += 1
        state.isRunning = false
        state.secondsLeft = state.sessionLength
        return .cancel(id: CancelID.timer)
      }
    }
  }
}
