// Glue: the types seeds/004 uses without showing them, and a parent running the operations it
// lists.
import NavMirror

public struct Article: Equatable, Codable, Sendable {
  public var title: String
}

@Reducer
public struct DetailFeature {
  @ObservableState
  public struct State: Equatable {
    var article: Article
  }
  public enum Action: Equatable {
    case editButtonTapped
  }
  public var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

@Reducer
public struct EditFeature {
  @ObservableState
  public struct State: Equatable {
    var title = ""
  }
  public enum Action: Equatable {
    case titleChanged(String)
  }
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .titleChanged(title):
        state.title = title
        return .none
      }
    }
  }
}

@Reducer
public struct SettingsFeature {
  @ObservableState
  public struct State: Equatable {}
  /// The StackState operations the article lists, asked for from the settings screen; the
  /// parent runs them (StackOperationsCoordinator).
  public enum Action: Equatable {
    case removeLastTapped
    case removeLastTwoTapped
    case removeAllTapped
    case removeSecondTapped
    case removeSecondToFourthTapped
  }
  public var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

/// The article lists StackState's operations as what a parent reducer writes on its path. This
/// parent runs HomeFeature, then the operation the settings screen asks for, as seeds/000 moves
/// its path from the parent; an operation the stack is too short for does nothing.
@Reducer
struct StackOperationsCoordinator {
  typealias State = HomeFeature.State
  typealias Action = HomeFeature.Action
  var body: some ReducerOf<Self> {
    HomeFeature()
    Reduce { state, action in
      guard case let .path(.element(id: _, action: .settings(operation))) = action else {
        return .none
      }
      let count = state.path.count
      switch operation {
      case .removeLastTapped:
        state.path.removeLast()
      case .removeLastTwoTapped where count >= 2:
        state.path.removeLast(2)
      case .removeAllTapped:
        state.path.removeAll()
      case .removeSecondTapped where count >= 2:
        state.path.remove(at: 1)
      case .removeSecondToFourthTapped where count >= 4:
        state.path.removeSubrange(1...3)
      case .removeLastTwoTapped, .removeSecondTapped, .removeSecondToFourthTapped:
        break
      }
      return .none
    }
  }
}
