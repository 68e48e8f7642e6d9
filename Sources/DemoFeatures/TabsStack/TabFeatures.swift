import NavigationCore

/// The first tab: a button that asks the root to push its detail.
public struct FirstFeature: Reducer {
  public struct State: Codable, Equatable {
    public init() {}
  }
  public enum Action: Codable, Equatable {
    case moveDetailViewButtonTapped
  }

  public var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .moveDetailViewButtonTapped: return .none
      }
    }
  }
}

/// The second tab: a button that asks the root to push its detail.
public struct SecondFeature: Reducer {
  public struct State: Codable, Equatable {
    public init() {}
  }
  public enum Action: Codable, Equatable {
    case moveDetailViewButtonTapped
  }

  public var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .moveDetailViewButtonTapped: return .none
      }
    }
  }
}
