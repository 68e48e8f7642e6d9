import NavMirror

@Reducer
struct Login {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var email = ""
    var isFormValid = false
    var isLoginRequestInFlight = false
    var password = ""
    @Presents var twoFactor: TwoFactor.State?
  }

  enum Action: ViewAction {
    case alert(PresentationAction<Alert>)
    case loginResponse(Result<AuthenticationResponse, any Error>)
    case twoFactor(PresentationAction<TwoFactor.Action>)
    case view(View)

    @CasePathable
    enum Alert: Equatable {}

    @CasePathable
    enum View: BindableAction {
      case binding(BindingAction<State>)
      case loginButtonTapped
    }
  }

  @Dependency(\.authenticationClient) var authenticationClient

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .alert:
        return .none

      case let .loginResponse(.success(response)):
        state.isLoginRequestInFlight = false
        if response.twoFactorRequired {
          state.twoFactor = TwoFactor.State(token: response.token)
        }
        return .none

      case let .loginResponse(.failure(error)):
        state.alert = AlertState { TextState("\(error)") }
        state.isLoginRequestInFlight = false
        return .none

      case .twoFactor:
        return .none

      case .view(.binding):
        state.isFormValid = !state.email.isEmpty && !state.password.isEmpty
        return .none

      case .view(.loginButtonTapped):
        state.isLoginRequestInFlight = true
        return .run { [email = state.email, password = state.password] send in
          do {
            await send(
              .loginResponse(.success(try await authenticationClient.login(email, password))))
          } catch {
            await send(.loginResponse(.failure(error)))
          }
        }
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$twoFactor, action: \.twoFactor) {
      TwoFactor()
    }
  }
}

@ViewAction(for: Login.self)
struct LoginView: View {
  @Bindable var store: StoreOf<Login>

  var body: some View {
    Form {
      Text(
        """
        To log in use any email and "password" for the password. If your email contains \
        "2fa" you go through a second factor, whose code is "1234".
        """
      )

      Section {
        TextField("blob@pointfree.co", text: $store.email)
          .autocapitalization(.none)
          .keyboardType(.emailAddress)
          .textContentType(.emailAddress)

        SecureField("••••••••", text: $store.password)
      }

      Button {
        send(.loginButtonTapped)
      } label: {
        HStack {
          Text("Log in")
          if store.isLoginRequestInFlight {
            Spacer()
            ProgressView()
          }
        }
      }
      .disabled(!store.isFormValid)
    }
    .disabled(store.isLoginRequestInFlight)
    .alert($store.scope(\.alert, action: \.alert))
    .navigationDestination(item: $store.scope(\.twoFactor, action: \.twoFactor)) { store in
      TwoFactorView(store: store)
    }
    .navigationTitle("Login")
  }
}

#Preview("Login") {
  NavigationStack {
    LoginView(
      store: Store(initialState: Login.State()) {
        Login()
      } withDependencies: {
        $0.authenticationClient.login = { @Sendable _, _ in
          AuthenticationResponse(token: "deadbeef", twoFactorRequired: false)
        }
      }
    )
  }
}
