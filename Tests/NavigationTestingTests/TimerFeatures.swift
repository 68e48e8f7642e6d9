import NavigationCore

/// A child feature with a timer on the continuous clock, under a cancel id every timer here
/// shares: what the scoped-cancellation tests present, push and run at the root.
struct TimerFeature: Reducer {
  struct State: Equatable {
    var ticks = 0
  }

  @CasePathable
  enum Action: Equatable {
    case start
    case startReplacingInFlight
    case stop
    case stopFromEffect
    case tick
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return timer.cancellable(id: CancelID.timer)
    case .startReplacingInFlight:
      return timer.cancellable(id: CancelID.timer, cancelInFlight: true)
    case .stop:
      return .cancel(id: CancelID.timer)
    case .stopFromEffect:
      return .run { _ in Task.cancel(id: CancelID.timer) }
    case .tick:
      state.ticks += 1
      return .none
    }
  }

  private var timer: Effect<Action> {
    .run { [clock] send in
      while true {
        try await clock.sleep(for: .seconds(1))
        await send(.tick)
      }
    }
  }
}

/// A parent with a timer of its own under the same id as its children's, two presented
/// timers and a stack of them.
struct TimersParent: Reducer {
  struct State: Equatable {
    @Presents var first: TimerFeature.State?
    @Presents var second: TimerFeature.State?
    var path = StackState<TimerFeature.State>()
    var ticks = 0
  }

  @CasePathable
  enum Action: Equatable {
    case first(PresentationAction<TimerFeature.Action>)
    case second(PresentationAction<TimerFeature.Action>)
    case path(StackAction<TimerFeature.State, TimerFeature.Action>)
    case start
    case stop
    case stopFirstChild
    case tick
  }

  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: TimerFeature.CancelID.timer)
      case .stop:
        return .cancel(id: TimerFeature.CancelID.timer)
      case .stopFirstChild:
        return .send(.first(.presented(.stop)))
      case .tick:
        state.ticks += 1
        return .none
      case .first, .second, .path:
        return .none
      }
    }
    .ifLet(\.$first, action: \.first) { TimerFeature() }
    .ifLet(\.$second, action: \.second) { TimerFeature() }
    .forEach(\.path, action: \.path) { TimerFeature() }
  }
}
