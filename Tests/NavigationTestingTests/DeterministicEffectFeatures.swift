import NavigationCore

/// A timer on `clock.timer`, whose every tick starts a short flash that ends on the clock too.
@Reducer
struct FlashingTimer {
  @ObservableState
  struct State: Equatable {
    var ticks = 0
    var isFlashing = false
  }

  enum Action: Equatable {
    case start
    case tick
    case flashEnded
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { [clock] send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
      case .tick:
        state.ticks += 1
        state.isFlashing = true
        return .run { [clock] send in
          try await clock.sleep(for: .milliseconds(100))
          await send(.flashEnded)
        }
      case .flashEnded:
        state.isFlashing = false
        return .none
      }
    }
  }
}

/// A search field that asks for results 300 ms after the last keystroke.
@Reducer
struct DebouncedSearch {
  @ObservableState
  struct State: Equatable {
    var query = ""
    var searched: [String] = []
  }

  enum Action: Equatable {
    case queryChanged(String)
    case search
  }

  enum CancelID { case search }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .queryChanged(let query):
        state.query = query
        return .run { [clock] send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.search)
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)
      case .search:
        state.searched.append(state.query)
        return .none
      }
    }
  }
}

/// TCA's cascading cancellation: each action an effect sends starts effects that never end.
@Reducer
struct Cascade {
  enum Action: Equatable {
    case task
    case response
    case response1
    case response2
  }

  var body: some Reducer<Int, Action> {
    Reduce { _, action in
      switch action {
      case .task:
        return .run { send in await send(.response) }
      case .response:
        return .merge(
          .run { _ in try await Task.never() },
          .run { send in await send(.response1) }
        )
      case .response1:
        return .merge(
          .run { _ in try await Task.never() },
          .run { send in await send(.response2) }
        )
      case .response2:
        return .run { _ in try await Task.never() }
      }
    }
  }
}
