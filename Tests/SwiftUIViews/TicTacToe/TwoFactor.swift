import NavMirror

@Reducer
struct TwoFactor {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var code = ""
    var isTwoFactorRequestInFlight = false
    let token: String

    var isFormValid: Bool { code.count >= 4 }
  }

  enum Action: ViewAction {
    case alert(PresentationAction<Alert>)
    case twoFactorResponse(Result<AuthenticationResponse, any Error>)
    case view(View)

    @CasePathable
    enum Alert: Equatable {}

    @CasePathable
    enum View: BindableAction {
      case binding(BindingAction<State>)
      case submitButtonTapped
    }
  }

  @Dependency(\.authenticationClient) var authenticationClient

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .alert, .view(.binding):
        return .none

      case .twoFactorResponse(.success):
        state.isTwoFactorRequestInFlight = false
        return .none

      case let .twoFactorResponse(.failure(error)):
        state.alert = AlertState { TextState("\(error)") }
        state.isTwoFactorRequestInFlight = false
        return .none

      case .view(.submitButtonTapped):
        state.isTwoFactorRequestInFlight = true
        return .run { [code = state.code, token = state.token] send in
          do {
            await send(
              .twoFactorResponse(.success(try await authenticationClient.twoFactor(token, code))))
          } catch {
            await send(.twoFactorResponse(.failure(error)))
          }
        }
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

@ViewAction(for: TwoFactor.self)
struct TwoFactorView: View {
  @Bindable var store: StoreOf<TwoFactor>

  var body: some View {
    Form {
      Text(#"To confirm the second factor enter "1234" into the form."#)

      Section {
        TextField("1234", text: $store.code)
          .keyboardType(.numberPad)
      }

      HStack {
        Button("Submit") {
          send(.submitButtonTapped)
        }
        .disabled(!store.isFormValid)

        if store.isTwoFactorRequestInFlight {
          Spacer()
          ProgressView()
        }
      }
    }
    .alert($store.scope(\.alert, action: \.alert))
    .disabled(store.isTwoFactorRequestInFlight)
    .navigationTitle("Confirmation Code")
  }
}
