// The inbox's settings, pushed on the stack: every change is handed to the parent at once.
import NavMirror

@Reducer
struct SettingsFeature {
  @ObservableState
  struct State: Equatable {
    var settings: InboxSettings
    var preferences = Preferences()

    struct Preferences: Equatable {
      var theme = Theme.system

      enum Theme: String, Equatable, CaseIterable {
        case dark
        case light
        case system
      }
    }
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case delegate(Delegate)
    case resetButtonTapped

    @CasePathable

    enum Delegate: Equatable {
      case settingsChanged(InboxSettings)
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.settings):
        return .send(.delegate(.settingsChanged(state.settings)))

      case .binding:
        return .none

      case .delegate:
        return .none

      case .resetButtonTapped:
        state.settings = InboxSettings()
        state.preferences = State.Preferences()
        return .send(.delegate(.settingsChanged(state.settings)))
      }
    }
  }
}
