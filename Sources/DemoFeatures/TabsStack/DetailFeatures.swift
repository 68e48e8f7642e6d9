import NavigationCore

/// The first tab's detail: a button that asks the root to push `another`.
public struct FirstDetailFeature: Reducer {
  public struct State: Codable, Equatable {
    public init() {}
  }
  public enum Action: Codable, Equatable {
    case moveAnotherViewButtonTapped
  }

  public var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .moveAnotherViewButtonTapped: return .none
      }
    }
  }
}

/// The second tab's detail: a button that asks the root to push `another`.
public struct SecondDetailFeature: Reducer {
  public struct State: Codable, Equatable {
    public init() {}
  }
  public enum Action: Codable, Equatable {
    case moveAnotherViewButtonTapped
  }

  public var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .moveAnotherViewButtonTapped: return .none
      }
    }
  }
}

/// The screen at the end of both paths; it has nothing to do.
public struct AnotherFeature: Reducer {
  public struct State: Codable, Equatable {
    public init() {}
  }
  public enum Action: Equatable {}

  public var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

/// Swift cannot synthesize `Codable` for an enum without cases: no JSON is one of its actions.
extension AnotherFeature.Action: Codable {
  public init(from decoder: any Decoder) throws {
    throw DecodingError.dataCorrupted(
      .init(codingPath: decoder.codingPath, debugDescription: "AnotherFeature has no actions."))
  }

  public func encode(to encoder: any Encoder) throws {}
}
