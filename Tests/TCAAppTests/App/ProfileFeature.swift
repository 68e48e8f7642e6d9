// The profile tab: an account sheet with its own navigation stack, a log-out confirmation
// dialog and a sign-out alert when the session expires.
import NavMirror

@Reducer
struct ProfileFeature {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var userName: String
  }

  enum Action {
    case accountButtonTapped
    case delegate(Delegate)
    case destination(PresentationAction<Destination.Action>)
    case logOutButtonTapped
    case sessionExpired

    @CasePathable

    enum Delegate: Equatable {
      case loggedOut
    }
    @CasePathable
    enum ConfirmationDialog: Equatable {
      case logOut
    }
    @CasePathable
    enum Alert: Equatable {
      case signInAgain
    }
  }

  @Reducer
  enum Destination {
    case account(AccountFeature)
    case alert(AlertState<ProfileFeature.Action.Alert>)
    case confirmationDialog(ConfirmationDialogState<ProfileFeature.Action.ConfirmationDialog>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .accountButtonTapped:
        state.destination = .account(AccountFeature.State(userName: state.userName))
        return .none

      case .delegate:
        return .none

      case let .destination(.presented(.account(.delegate(.renamed(name))))):
        state.userName = name
        return .none

      case .destination(.presented(.alert(.signInAgain))),
        .destination(.presented(.confirmationDialog(.logOut))):
        return .send(.delegate(.loggedOut))

      case .destination:
        return .none

      case .logOutButtonTapped:
        state.destination = .confirmationDialog(.logOut)
        return .none

      case .sessionExpired:
        state.destination = .alert(.sessionExpired)
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension ConfirmationDialogState where Action == ProfileFeature.Action.ConfirmationDialog {
  static let logOut = Self(titleVisibility: .visible) {
    TextState("Log out?")
  } actions: {
    ButtonState(role: .destructive, action: .logOut) {
      TextState("Log out")
    }
    ButtonState(role: .cancel) {
      TextState("Cancel")
    }
  }
}

extension AlertState where Action == ProfileFeature.Action.Alert {
  static let sessionExpired = Self {
    TextState("Session expired")
  } actions: {
    ButtonState(action: .signInAgain) {
      TextState("Sign in again")
    }
  } message: {
    TextState("Sign in again to keep your inbox in sync.")
  }
}

/// The account sheet: its own stack, from the account summary to a rename screen.
@Reducer
struct AccountFeature {
  @ObservableState
  struct State: Equatable {
    var path = StackState<RenameFeature.State>()
    var userName: String
  }

  enum Action {
    case closeButtonTapped
    case delegate(Delegate)
    case path(StackAction<RenameFeature.State, RenameFeature.Action>)
    case renameButtonTapped

    @CasePathable

    enum Delegate: Equatable {
      case renamed(String)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeButtonTapped:
        return .run { _ in await dismiss() }

      case .delegate:
        return .none

      case let .path(.element(id: _, action: .delegate(.confirmed(name)))):
        state.userName = name
        return .send(.delegate(.renamed(name)))

      case .path:
        return .none

      case .renameButtonTapped:
        state.path.append(RenameFeature.State(name: state.userName))
        return .none
      }
    }
    .forEach(\.path, action: \.path) {
      RenameFeature()
    }
  }
}

@Reducer
struct RenameFeature {
  @ObservableState
  struct State: Equatable {
    var name: String
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case delegate(Delegate)
    case doneButtonTapped

    @CasePathable

    enum Delegate: Equatable {
      case confirmed(String)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding, .delegate:
        return .none

      case .doneButtonTapped:
        return .run { [name = state.name] send in
          await send(.delegate(.confirmed(name)))
          await dismiss()
        }
      }
    }
  }
}
