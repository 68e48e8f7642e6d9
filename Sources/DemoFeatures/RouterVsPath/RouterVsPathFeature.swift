import CasePaths
import NavigationCore

/// seeds/003: navigation through a coordinator, with a `Screen` enum path and an `Overlay`
/// enum kept apart from the stack.
///
/// `View → Coordinator → Router → navigation`: the calendar sends `selectEvent`; the
/// ``CalendarCoordinator`` records analytics, checks permission and asks the router (the
/// `push`/`present` methods on ``State``, the article's `NavigationManager`) to push the detail
/// or present the access-denied alert. Sheets, covers and alerts never go on the stack.
@Reducer
public struct RouterVsPathFeature {
  /// The app's state: the calendar, the stack, the overlay and the analytics log.
  @ObservableState
  public struct State: Equatable {
    /// The calendar at the root of the stack.
    public var calendar = EventCalendarFeature.State()
    /// The pushed screens.
    public var path = StackState<Screen.State>()
    /// The sheet, cover or alert over everything, if any.
    @Presents public var overlay: Overlay.State?
    /// Every analytics event tracked, oldest first.
    public var analytics: [String] = []

    /// The calendar, nothing pushed or presented.
    public init() {}
  }

  /// The app's actions.
  public enum Action {
    case calendar(EventCalendarFeature.Action)
    case path(StackActionOf<Screen>)
    case overlay(PresentationAction<Overlay.Action>)
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.calendar, action: \.calendar) { EventCalendarFeature() }
    CalendarCoordinator()
      .forEach(\.path, action: \.path)
      .ifLet(\.$overlay, action: \.overlay)
  }

  /// The screens the stack can push: the article's `enum Screen: Hashable`.
  @Reducer
  public enum Screen {
    case eventDetail(EventDetailFeature)
    case settings(EventSettingsFeature)
    case profile(ProfileFeature)
  }

  /// What is presented over the stack: the article's `enum OverlayScreen`.
  @Reducer
  public enum Overlay {
    case sheet(EventSheetFeature)
    case fullScreenCover(AppearanceFeature)
    case alert(AlertState<Alert>)

    /// The access-denied alert's buttons.
    public enum Alert {
      case requestAccess(eventID: Int)
    }
  }
}
