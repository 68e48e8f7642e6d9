import CasePaths
import NavigationCore

/// An app root that is an enum reducer: the intro, then the counter.
@Reducer
enum AppRoot {
  case intro(IntroFeature)
  case counter(CounterFeature)
}

/// The intro screen, which tells its parent when it is done.
@Reducer
struct IntroFeature {
  struct State: Equatable {}

  enum Action {
    case startTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

/// Switches the root from the intro to the counter when the intro's start is tapped: what an
/// app wraps around `AppRoot.body`.
struct RootSwitcher: Reducer {
  var body: some ReducerOf<AppRoot> {
    AppRoot.body
    Reduce { state, action in
      if case .intro(.startTapped) = action {
        state = .counter(CounterFeature.State())
      }
      return .none
    }
  }
}
