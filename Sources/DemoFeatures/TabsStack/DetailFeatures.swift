import CasePaths
import NavigationCore

/// The first tab's detail: a button that asks the root to push `another`.
@Reducer
public struct FirstDetailFeature {
  @ObservableState
  public struct State: Equatable, Sendable {
    public init() {}
  }

  public enum Action {
    case moveAnotherViewButtonTapped
  }

  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

/// The second tab's detail: a button that asks the root to push `another`.
@Reducer
public struct SecondDetailFeature {
  @ObservableState
  public struct State: Equatable, Sendable {
    public init() {}
  }

  public enum Action {
    case moveAnotherViewButtonTapped
  }

  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

/// The screen at the end of both paths; it has nothing to do.
@Reducer
public struct AnotherFeature {
  @ObservableState
  public struct State: Equatable, Sendable {
    public init() {}
  }

  public enum Action {}

  public var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}
