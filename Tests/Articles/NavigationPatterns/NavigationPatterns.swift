// seeds/001 "TCA Navigation 패턴 레퍼런스": the reducers of its four patterns (Tree, Stack,
// Tab, App Root) as written there, with the import TCA code has. The article names features it
// does not show (EditFeature, DetailFeature, HistoryDetailFeature, CalendarFeature,
// MyPageFeature, IntroFeature, Person): they are in Glue.swift, shaped after its navigation
// map. The views are in ParentView.swift and PatternViews.swift.
import ComposableArchitecture

// MARK: Pattern 1: Tree-based navigation (modal, sheet, alert)

@Reducer
struct ParentFeature {
  @Reducer
  enum Destination {
    case edit(EditFeature)
    case detail(DetailFeature)
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case editButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editButtonTapped:
        state.destination = .edit(EditFeature.State())
        return .none

      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

// MARK: Pattern 2: Stack-based navigation (push)

@Reducer
struct HistoryListFeature {
  @ObservableState
  struct State: Equatable {
    var persons: [Person] = []
    var path = StackState<HistoryDetailFeature.State>()
  }

  enum Action {
    case path(StackActionOf<HistoryDetailFeature>)
    case personTapped(Person)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .personTapped(person):
        state.path.append(HistoryDetailFeature.State(person: person))
        return .none

      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) {
      HistoryDetailFeature()
    }
  }
}

// MARK: Pattern 3: Tab navigation

@Reducer
struct MainTabFeature {
  @ObservableState
  struct State: Equatable {
    var selectedTab: Tab = .calendar
    var calendar = CalendarFeature.State()
    var historyList = HistoryListFeature.State()
    var myPage = MyPageFeature.State()

    enum Tab: Equatable {
      case calendar, history, myPage
    }
  }

  enum Action {
    case tabSelected(State.Tab)
    case calendar(CalendarFeature.Action)
    case historyList(HistoryListFeature.Action)
    case myPage(MyPageFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.calendar, action: \.calendar) {
      CalendarFeature()
    }
    Scope(state: \.historyList, action: \.historyList) {
      HistoryListFeature()
    }
    Scope(state: \.myPage, action: \.myPage) {
      MyPageFeature()
    }
    Reduce { state, action in
      switch action {
      case let .tabSelected(tab):
        state.selectedTab = tab
        return .none
      case .calendar, .historyList, .myPage:
        return .none
      }
    }
  }
}

// MARK: Pattern 4: App root (Intro → MainTab)

@Reducer
enum AppFeature {
  case intro(IntroFeature)
  case mainTab(MainTabFeature)
}
