import CasePaths
import NavigationCore

/// The first tab: a button that asks the root to push its detail.
@Reducer
public struct FirstFeature {
  @ObservableState
  public struct State: Equatable, Sendable {
    public init() {}
  }

  public enum Action {
    case moveDetailViewButtonTapped
  }

  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

/// The second tab: a button that asks the root to push its detail.
@Reducer
public struct SecondFeature {
  @ObservableState
  public struct State: Equatable, Sendable {
    public init() {}
  }

  public enum Action {
    case moveDetailViewButtonTapped
  }

  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}
