import NavMirror

@MainActor
struct GameView: View {
  @Bindable var store: StoreOf<Game>

  var body: some View {
    GeometryReader { proxy in
      VStack(spacing: 0) {
        VStack {
          Text(store.title)
            .font(.title)
          if store.isGameOver {
            Button("Play again?") { store.send(.playAgainButtonTapped) }
              .padding(.top, 12)
              .font(.title)
          }
        }
        .padding(.bottom, 48)

        VStack(spacing: 0) {
          ForEach(0..<3) { row in
            HStack(spacing: 0) {
              ForEach(0..<3) { column in
                cell(row: row, column: column, proxy: proxy)
              }
            }
          }
        }
        .disabled(store.isGameOver)
      }
      .navigationTitle("Tic-tac-toe")
      .navigationBarItems(leading: Button("Quit") { store.send(.quitButtonTapped) })
      .navigationBarBackButtonHidden(true)
      .alert($store.scope(\.alert, action: \.alert))
    }
  }

  private func cell(row: Int, column: Int, proxy: GeometryProxy) -> some View {
    Button {
      store.send(.cellTapped(row: row, column: column))
    } label: {
      Text(store.board[row, column]?.label ?? "")
        .frame(width: proxy.size.width / 3, height: proxy.size.width / 3)
        .background(
          (row + column).isMultiple(of: 2)
            ? Color(red: 0.8, green: 0.8, blue: 0.8)
            : Color(red: 0.6, green: 0.6, blue: 0.6)
        )
    }
  }
}

extension Game.State {
  fileprivate var isGameOver: Bool { board.winner != nil || board.isFilled }
  fileprivate var title: String {
    if let winner = board.winner {
      return "Winner! Congrats \(winner == .x ? xPlayerName : oPlayerName)!"
    }
    return board.isFilled ? "Tied game!" : "\(currentPlayerName), place your \(currentPlayer.label)"
  }
}

#Preview {
  NavigationStack {
    GameView(
      store: Store(initialState: Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")) {
        Game()
      }
    )
  }
}
