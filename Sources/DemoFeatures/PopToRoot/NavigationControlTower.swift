import CasePaths
import NavigationCore

/// seeds/002: the navigation control tower, as a feature.
///
/// The article's `@Observable class NavigationControlTower` owns `paths` and is the only thing
/// that moves screens: `push(_:)`, `pop()` and `popToRoot()`. Here the tower is a reducer that
/// owns `paths: StackState<Views>`, and the views send it exactly those three actions.
/// `popToRoot` empties the path in one state change, however deep the stack is.
@Reducer
public struct NavigationControlTower {
  /// The screens the tower can show; `view1` is the root, drawn without being pushed.
  public enum Views: String, Hashable, Sendable {
    case view1, view2, view3
  }

  /// The tower's state: the path of pushed screens.
  @ObservableState
  public struct State: Equatable {
    /// The pushed screens, bottom first (`view1` is under them, not in them).
    public var paths = StackState<Views>()

    /// Nothing pushed: `View1` is showing.
    public init() {}
  }

  /// What the views (and the system's Back) send to the tower.
  public enum Action {
    /// The stack binding: Back and the breadcrumb write it, as SwiftUI writes `$paths`.
    case paths(StackAction<Views, Never>)
    /// Pushes `view` on top of the stack.
    case push(Views)
    /// Pops the top screen.
    case pop
    /// Pops every screen: back to `View1` in one change.
    case popToRoot
  }

  /// Creates the tower.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .push(let view):
        state.paths.append(view)
        return .none
      case .pop:
        guard !state.paths.isEmpty else { return .none }
        state.paths.removeLast()
        return .none
      case .popToRoot:
        state.paths.removeAll()
        return .none
      case .paths:
        return .none
      }
    }
    .forEach(\.paths, action: \.paths) { EmptyReducer() }
  }
}
