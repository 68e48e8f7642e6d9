// Glue: the types seeds/004 uses without showing them.
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
  public enum Action: Equatable {}
  public var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}
