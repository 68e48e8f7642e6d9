// The main screen: three tabs (inbox, focus timer, profile).
import NavMirror

@Reducer
struct MainFeature {
  @ObservableState
  struct State: Equatable {
    var focus = FocusTimerFeature.State()
    var inbox = InboxFeature.State()
    var profile: ProfileFeature.State
    var selectedTab = Tab.inbox

    init(userName: String) {
      self.profile = ProfileFeature.State(userName: userName)
    }
  }

  enum Tab: String, Equatable, CaseIterable {
    case inbox
    case focus
    case profile
  }

  enum Action {
    case focus(FocusTimerFeature.Action)
    case inbox(InboxFeature.Action)
    case profile(ProfileFeature.Action)
    case tabSelected(Tab)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.inbox, action: \.inbox) {
      InboxFeature()
    }
    Scope(state: \.focus, action: \.focus) {
      FocusTimerFeature()
    }
    Scope(state: \.profile, action: \.profile) {
      ProfileFeature()
    }
    Reduce { state, action in
      switch action {
      case .inbox(.delegate(.focusRequested)):
        state.selectedTab = .focus
        return .none

      case .focus, .inbox, .profile:
        return .none

      case let .tabSelected(tab):
        state.selectedTab = tab
        return .none
      }
    }
  }
}
