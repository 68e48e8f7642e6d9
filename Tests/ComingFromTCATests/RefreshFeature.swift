// A list that refreshes with animated sends, as TCA code writes them: `send(_:animation:)` in
// an effect, `.send(_:animation:)` and `.animation()` on effects.
import NavMirror

@Reducer
struct RefreshFeature {
  @ObservableState
  struct State: Equatable {
    var items: [String] = []
    var isRefreshing = false
  }

  enum Action {
    case refreshTapped
    case refreshed([String])
    case clearTapped
    case cleared
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refreshTapped:
        state.isRefreshing = true
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.refreshed(["a", "b"]), animation: .default)
        }
        .animation()
      case let .refreshed(items):
        state.items = items
        state.isRefreshing = false
        return .none
      case .clearTapped:
        return .send(.cleared, animation: .easeInOut)
      case .cleared:
        state.items = []
        return .none
      }
    }
  }
}
