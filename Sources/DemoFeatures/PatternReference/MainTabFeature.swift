import CasePaths
import NavigationCore

/// seeds/001, pattern 3: the main tabs, each child feature composed with `Scope`, and the
/// selection bound to `tabSelected`.
@Reducer
public struct MainTabFeature {
  /// The main tabs' state.
  @ObservableState
  public struct State: Equatable {
    /// The tabs.
    public enum Tab: String, Hashable, Sendable {
      case calendar, history, myPage
    }

    /// The selected tab.
    public var selectedTab: Tab = .calendar
    /// The calendar tab.
    public var calendar = CalendarFeature.State()
    /// The history tab.
    public var historyList = HistoryListFeature.State()
    /// The my-page tab.
    public var myPage = MyPageFeature.State()

    /// The tabs as they are after logging in.
    public init() {}
  }

  /// The main tabs' actions.
  public enum Action {
    case tabSelected(State.Tab)
    case calendar(CalendarFeature.Action)
    case historyList(HistoryListFeature.Action)
    case myPage(MyPageFeature.Action)
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.calendar, action: \.calendar) { CalendarFeature() }
    Scope(state: \.historyList, action: \.historyList) { HistoryListFeature() }
    Scope(state: \.myPage, action: \.myPage) { MyPageFeature() }
    Reduce { state, action in
      switch action {
      case .tabSelected(let tab):
        state.selectedTab = tab
        return .none
      case .calendar, .historyList, .myPage:
        return .none
      }
    }
  }
}
