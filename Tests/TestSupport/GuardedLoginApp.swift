import Foundation
import MirrorUI
import NavigationCore

/// A login whose button needs an email with an `@` and a password of eight characters: what the
/// explorer's `"Sample"` does not get past, and what a preview of the login screen shows filled
/// in.
@Reducer
struct GuardedLogin {
  @ObservableState
  struct State: Codable, Equatable {
    var email = ""
    var password = ""
    var path = StackState<Welcome.State>()
    var canLogIn: Bool { email.contains("@") && password.count >= 8 }
  }

  enum Action: BindableAction, Codable {
    case binding(BindingAction<State>)
    case logInButtonTapped
    case path(StackAction<Welcome.State, Welcome.Action>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding, .path:
        return .none
      case .logInButtonTapped:
        state.path.append(Welcome.State(email: state.email))
        return .none
      }
    }
    .forEach(\.path, action: \.path) { Welcome() }
  }
}

/// The screen behind the login.
@Reducer
struct Welcome {
  @ObservableState
  struct State: Codable, Equatable {
    var email = ""
  }

  enum Action: Codable {
    case signOutButtonTapped
  }

  var body: some ReducerOf<Self> { EmptyReducer() }
}

/// The login as one feature of an app: what a preview of the login screen alone must fill in.
@Reducer
struct GuardedLoginHost {
  @ObservableState
  struct State: Codable, Equatable {
    var login = GuardedLogin.State()
  }

  enum Action: Codable {
    case login(GuardedLogin.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.login, action: \.login) { GuardedLogin() }
  }
}

struct GuardedLoginView: View {
  @Bindable var store: StoreOf<GuardedLogin>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      Form {
        TextField("Email", text: $store.email)
        SecureField("Password", text: $store.password)
        Button("Log in") { store.send(.logInButtonTapped) }
          .disabled(!store.canLogIn)
      }
      .navigationTitle("Sign in")
    } destination: { welcome in
      Text("Signed in as \(welcome.email)")
        .navigationTitle("Welcome")
    }
  }
}

/// The apps of the guarded login.
public enum GuardedLoginApp {
  /// The login alone.
  public static let app = MirrorApp(
    name: "guarded-login", summary: "A login that needs a real email and a long password.",
    initialState: GuardedLogin.State(), reducer: GuardedLogin(), view: GuardedLoginView.init)

  /// The login inside an app that holds it as a child feature.
  public static let host = MirrorApp(
    name: "guarded-login-host", summary: "The guarded login as a child feature.",
    initialState: GuardedLoginHost.State(), reducer: GuardedLoginHost(),
    view: { store in GuardedLoginView(store: store.scope(state: \.login, action: \.login)) })

  /// A preview of the login screen filled in, as its authors would write one.
  public static let preview = MirrorApp.previews([
    PreviewDescriptor(name: "Filled in", fileID: "TestSupport/GuardedLoginApp.swift", line: 1) {
      GuardedLoginView(
        store: Store(
          initialState: GuardedLogin.State(email: "blob@pointfree.co", password: "correct horse")
        ) {
          GuardedLogin()
        })
    }
  ])[0]
}
