// Tic-tac-toe, written the way TCA's examples write a game: a board of optional players, a
// reducer that places marks and declares the winner, and an alert when the game is over.
import NavMirror

/// One of the two players.
enum Player: String, Codable, Equatable, Sendable {
  case x, o

  var label: String { self == .x ? "X" : "O" }

  mutating func toggle() { self = self == .x ? .o : .x }
}

/// Three rows of three cells, each empty or marked by a player.
struct Board: Codable, Equatable, Sendable {
  var rows: [[Player?]] = Array(repeating: Array(repeating: nil, count: 3), count: 3)

  subscript(row: Int, column: Int) -> Player? {
    get { rows[row][column] }
    set { rows[row][column] = newValue }
  }

  var isFilled: Bool { rows.allSatisfy { $0.allSatisfy { $0 != nil } } }

  /// The player holding a row, a column or a diagonal.
  var winner: Player? {
    let lines: [[(Int, Int)]] =
      (0..<3).map { row in (0..<3).map { (row, $0) } }
      + (0..<3).map { column in (0..<3).map { ($0, column) } }
      + [[(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]]
    for line in lines {
      let marks = line.map { self[$0.0, $0.1] }
      if let first = marks[0], marks.allSatisfy({ $0 == first }) { return first }
    }
    return nil
  }
}

@Reducer
struct Game {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var board = Board()
    var currentPlayer = Player.x
    var oPlayerName: String
    var xPlayerName: String

    var currentPlayerName: String { currentPlayer == .x ? xPlayerName : oPlayerName }
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case cellTapped(row: Int, column: Int)
    case playAgainButtonTapped
    case quitButtonTapped

    @CasePathable
    enum Alert: Equatable {
      case playAgain
      case quit
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.playAgain)), .playAgainButtonTapped:
        state.board = Board()
        state.currentPlayer = .x
        return .none

      case .alert(.presented(.quit)), .quitButtonTapped:
        return .run { _ in await dismiss() }

      case .alert:
        return .none

      case let .cellTapped(row, column):
        guard state.board[row, column] == nil, state.board.winner == nil else { return .none }
        state.board[row, column] = state.currentPlayer
        if let winner = state.board.winner {
          let name = winner == .x ? state.xPlayerName : state.oPlayerName
          state.alert = .gameOver(message: "\(name) wins!")
        } else if state.board.isFilled {
          state.alert = .gameOver(message: "A tie.")
        } else {
          state.currentPlayer.toggle()
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

extension AlertState where Action == Game.Action.Alert {
  static func gameOver(message: String) -> Self {
    Self {
      TextState("Game over")
    } actions: {
      ButtonState(action: .playAgain) { TextState("Play again") }
      ButtonState(role: .cancel, action: .quit) { TextState("Quit") }
    } message: {
      TextState(message)
    }
  }
}
