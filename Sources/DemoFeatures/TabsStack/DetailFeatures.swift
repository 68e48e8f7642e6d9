import CasePaths
import NavigationCore

/// The first tab's detail: a button that asks the root to push `another`.
@Reducer
public struct FirstDetailFeature {
  @ObservableState
  public struct State: Equatable {
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
  public struct State: Equatable {
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
  public struct State: Equatable {
    public init() {}
  }

  public enum Action: Codable {}

  public var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

/// `@Reducer` cannot make an action enum without cases `Codable` (Swift does not synthesize it),
/// so this one is written by hand: no JSON is one of its actions.
extension AnotherFeature.Action {
  public init(from decoder: any Decoder) throws {
    throw DecodingError.dataCorrupted(
      .init(codingPath: decoder.codingPath, debugDescription: "AnotherFeature has no actions."))
  }

  public func encode(to encoder: any Encoder) throws {}
}
