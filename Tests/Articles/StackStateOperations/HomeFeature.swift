// seeds/004 "TCA의 네비게이션 방식": its HomeFeature and Path as written there (the later
// Path, with `@Reducer(state: .equatable, action: .equatable)`), with the import TCA code has.
// Article, DetailFeature, EditFeature and SettingsFeature are named but not shown: they are in
// Glue.swift.
import ComposableArchitecture

@Reducer
public struct HomeFeature {
  @ObservableState
  public struct State {
    var path: StackState<Path.State> = .init()  // 스택 컨테이너
    var searchText: String = ""
  }

  public enum Action {
    case path(StackActionOf<Path>)  // 스택 액션
    case searchResultTapped(Article)
  }

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .searchResultTapped(article):
        state.path.append(.detail(.init(article: article)))
        return .none

      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)  // 스택 리듀서 연결
  }

  // 스택에 들어갈 수 있는 화면/패스들 정의
  @Reducer(state: .equatable, action: .equatable)
  public enum Path {
    case detail(DetailFeature)
    case edit(EditFeature)
    case settings(SettingsFeature)
  }
}
