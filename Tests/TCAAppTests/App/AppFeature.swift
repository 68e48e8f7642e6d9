// The app's root: onboarding first, then the main tabs; logging out returns to onboarding.
import NavMirror

@Reducer
struct AppFeature {
  @ObservableState
  enum State: Equatable {
    case onboarding(OnboardingFeature.State)
    case main(MainFeature.State)
  }

  enum Action {
    case main(MainFeature.Action)
    case onboarding(OnboardingFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .onboarding(.delegate(.finished(name))):
        state = .main(MainFeature.State(userName: name))
        return .none

      case .main(.profile(.delegate(.loggedOut))):
        state = .onboarding(OnboardingFeature.State())
        return .none

      case .main, .onboarding:
        return .none
      }
    }
    .ifCaseLet(\.onboarding, action: \.onboarding) {
      OnboardingFeature()
    }
    .ifCaseLet(\.main, action: \.main) {
      MainFeature()
    }
  }
}
