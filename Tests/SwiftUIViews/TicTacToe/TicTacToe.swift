import NavMirror

/// The app: logging in, then new games.
@Reducer
struct TicTacToe {
  @ObservableState
  enum State: Equatable {
    case login(Login.State)
    case newGame(NewGame.State)
  }

  enum Action {
    case login(Login.Action)
    case newGame(NewGame.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .login(.loginResponse(.success(response))):
        if !response.twoFactorRequired { state = .newGame(NewGame.State()) }
        return .none

      case .login(.twoFactor(.presented(.twoFactorResponse(.success)))):
        state = .newGame(NewGame.State())
        return .none

      case .newGame(.logoutButtonTapped):
        state = .login(Login.State())
        return .none

      case .login, .newGame:
        return .none
      }
    }
    .ifCaseLet(\.login, action: \.login) {
      Login()
    }
    .ifCaseLet(\.newGame, action: \.newGame) {
      NewGame()
    }
  }
}

struct TicTacToeView: View {
  let store: StoreOf<TicTacToe>

  var body: some View {
    if let store = store.scope(\.login, action: \.login) {
      NavigationStack {
        LoginView(store: store)
      }
    } else if let store = store.scope(\.newGame, action: \.newGame) {
      NavigationStack {
        NewGameView(store: store)
      }
    }
  }
}

extension MirrorApp {
  /// Tic-tac-toe as a room serves it.
  static let ticTacToe = MirrorApp(
    name: "tic-tac-toe", summary: "Log in, name the players, play.",
    initialState: TicTacToe.State.login(Login.State()), reducer: TicTacToe(),
    view: TicTacToeView.init)
}
