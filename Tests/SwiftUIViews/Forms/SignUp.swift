// A form with focus, as TCA's focus case study writes one: the feature's state says which
// field should have the focus, and `.bind` keeps it in step with the view's `@FocusState`.
import NavMirror

@Reducer
struct SignUp {
  @ObservableState
  struct State: Equatable {
    var acceptsTerms = false
    var age = 30.0
    var focusedField: Field?
    var password = ""
    var signedUp = false
    var username = ""

    enum Field: String, Codable, Hashable {
      case username, password
    }
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case signUpButtonTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .signUpButtonTapped:
        if state.username.isEmpty {
          state.focusedField = .username
        } else if state.password.isEmpty {
          state.focusedField = .password
        } else {
          state.focusedField = nil
          state.signedUp = true
        }
        return .none
      }
    }
  }
}

struct SignUpView: View {
  @Bindable var store: StoreOf<SignUp>
  @FocusState var focusedField: SignUp.State.Field?
  @State private var showsPassword = false

  var body: some View {
    Form {
      Section {
        TextField("Username", text: $store.username)
          .focused($focusedField, equals: .username)
          .textInputAutocapitalization(.never)
        if showsPassword {
          TextField("Password", text: $store.password)
            .focused($focusedField, equals: .password)
        } else {
          SecureField("Password", text: $store.password)
            .focused($focusedField, equals: .password)
        }
        Toggle("Show password", isOn: $showsPassword)
      } header: {
        Text("Account")
      } footer: {
        Text("Use at least **8** characters.")
      }

      Section("About you") {
        LabeledContent("Age", value: "\(Int(store.age))")
        Slider(value: $store.age, in: 18...99, step: 1)
        Toggle("I accept the terms", isOn: $store.acceptsTerms)
      }

      Button("Sign up") {
        store.send(.signUpButtonTapped)
      }
      .disabled(!store.acceptsTerms)

      if store.signedUp {
        Label("Welcome, \(store.username)!", systemImage: "checkmark.seal.fill")
      }
    }
    .bind($store.focusedField, to: $focusedField)
    .navigationTitle("Sign up")
  }
}

#Preview {
  NavigationStack {
    SignUpView(store: Store(initialState: SignUp.State()) { SignUp() })
  }
}

extension MirrorApp {
  /// The sign-up form as a room serves it.
  static let signUp = MirrorApp(
    name: "sign-up", summary: "A form whose feature moves the focus.",
    initialState: SignUp.State(), reducer: SignUp(),
    view: { store in NavigationStack { SignUpView(store: store) } })
}
