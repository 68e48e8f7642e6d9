// Onboarding: a welcome step, then a name typed through a binding; finishing hands the name to
// the parent.
import NavMirror

@Reducer
struct OnboardingFeature {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var step = Step.welcome
    var isContinueDisabled: Bool {
      step == .name && name.trimmingCharacters(in: .whitespaces).isEmpty
    }

    enum Step: Equatable {
      case welcome
      case name
    }
  }

  enum Action: BindableAction {
    case backButtonTapped
    case binding(BindingAction<State>)
    case continueButtonTapped
    case delegate(Delegate)

    @CasePathable

    enum Delegate: Equatable {
      case finished(name: String)
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .backButtonTapped:
        state.step = .welcome
        return .none

      case .binding:
        return .none

      case .continueButtonTapped:
        switch state.step {
        case .welcome:
          state.step = .name
          return .none
        case .name:
          guard !state.isContinueDisabled else { return .none }
          return .send(.delegate(.finished(name: state.name.trimmingCharacters(in: .whitespaces))))
        }

      case .delegate:
        return .none
      }
    }
  }
}
