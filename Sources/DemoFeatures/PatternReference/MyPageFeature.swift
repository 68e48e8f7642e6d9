import CasePaths
import NavigationCore

/// The my-page tab: (pattern 1, tree) logout and withdraw alerts; confirming either tells the
/// app root, which returns to the intro.
@Reducer
public struct MyPageFeature {
  /// The my-page state.
  @ObservableState
  public struct State: Equatable {
    /// The presented alert, if any.
    @Presents public var alert: AlertState<Action.Alert>?

    /// Nothing presented.
    public init(alert: AlertState<Action.Alert>? = nil) { self.alert = alert }
  }

  /// The my-page actions.
  public enum Action {
    case logoutButtonTapped
    case withdrawButtonTapped
    case alert(PresentationAction<Alert>)
    case delegate(Delegate)

    /// The alerts' buttons.
    public enum Alert: Sendable {
      case confirmLogout
      case confirmWithdrawal
    }

    /// What the app root hears.
    @CasePathable
    public enum Delegate {
      case loggedOut
      case withdrew
    }
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .logoutButtonTapped:
        state.alert = Self.logoutAlert
        return .none
      case .withdrawButtonTapped:
        state.alert = Self.withdrawAlert
        return .none
      case .alert(.presented(.confirmLogout)):
        return .send(.delegate(.loggedOut))
      case .alert(.presented(.confirmWithdrawal)):
        return .send(.delegate(.withdrew))
      case .alert, .delegate:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  /// "Log out?"
  public static let logoutAlert = AlertState<Action.Alert> {
    TextState("Log out?")
  } actions: {
    ButtonState(action: .confirmLogout) { TextState("Log out") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState("You can log in again at any time.")
  }

  /// "Withdraw?", with a destructive button.
  public static let withdrawAlert = AlertState<Action.Alert> {
    TextState("Withdraw?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmWithdrawal) { TextState("Withdraw") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState("Your account and all its data will be deleted.")
  }
}
