import NavMirror

@Reducer
struct NewGame {
  @ObservableState
  struct State: Equatable {
    @Presents var game: Game.State?
    var oPlayerName = ""
    var xPlayerName = ""
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case game(PresentationAction<Game.Action>)
    case letsPlayButtonTapped
    case logoutButtonTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding, .game, .logoutButtonTapped:
        return .none

      case .letsPlayButtonTapped:
        state.game = Game.State(oPlayerName: state.oPlayerName, xPlayerName: state.xPlayerName)
        return .none
      }
    }
    .ifLet(\.$game, action: \.game) {
      Game()
    }
  }
}

struct NewGameView: View {
  @Bindable var store: StoreOf<NewGame>

  var body: some View {
    Form {
      Section {
        TextField("Blob Sr.", text: $store.xPlayerName)
          .autocapitalization(.words)
          .disableAutocorrection(true)
          .textContentType(.name)
      } header: {
        Text("X Player Name")
      }

      Section {
        TextField("Blob Jr.", text: $store.oPlayerName)
          .autocapitalization(.words)
          .disableAutocorrection(true)
          .textContentType(.name)
      } header: {
        Text("O Player Name")
      }

      Button("Let's play!") {
        store.send(.letsPlayButtonTapped)
      }
      .disabled(store.oPlayerName.isEmpty || store.xPlayerName.isEmpty)
    }
    .navigationTitle("New Game")
    .navigationBarItems(trailing: Button("Logout") { store.send(.logoutButtonTapped) })
    .navigationDestination(item: $store.scope(\.game, action: \.game)) { store in
      GameView(store: store)
    }
  }
}

#Preview {
  NavigationStack {
    NewGameView(
      store: Store(initialState: NewGame.State()) {
        NewGame()
      }
    )
  }
}
