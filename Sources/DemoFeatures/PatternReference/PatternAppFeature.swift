import CasePaths
import NavigationCore

/// seeds/001, pattern 4: the app root, an enum that is either the intro or the main tabs.
///
/// ```
/// AppFeature (root enum)
/// ├── IntroFeature
/// └── MainTabFeature (Tab: Scope)
///     ├── CalendarFeature            (Tree: add-transaction sheet)
///     ├── HistoryListFeature         (Stack: StackState)
///     │   └── HistoryDetailFeature   (Tree: edit sheet, delete alert)
///     └── MyPageFeature              (Tree: logout / withdraw alerts)
/// ```
///
/// The children only say what happened; this root switches the case: logging in goes to the
/// tabs, logging out or withdrawing (MyPage's delegate actions) goes back to the intro.
@Reducer
public struct PatternAppFeature {
  /// The app root's state: one case per root screen.
  @ObservableState
  public enum State: Equatable {
    case intro(IntroFeature.State)
    case mainTab(MainTabFeature.State)
  }

  /// The app root's actions: one case per root screen.
  public enum Action {
    case intro(IntroFeature.Action)
    case mainTab(MainTabFeature.Action)
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .intro(.loginButtonTapped):
        state = .mainTab(MainTabFeature.State())
        return .none
      case .mainTab(.myPage(.delegate(.loggedOut))):
        state = .intro(IntroFeature.State())
        return .none
      case .mainTab(.myPage(.delegate(.withdrew))):
        state = .intro(IntroFeature.State(notice: "Your account was deleted."))
        return .none
      case .intro, .mainTab:
        return .none
      }
    }
    .ifCaseLet(\.intro, action: \.intro) { IntroFeature() }
    .ifCaseLet(\.mainTab, action: \.mainTab) { MainTabFeature() }
  }
}
