import CasePaths
import NavigationCore

/// seeds/003: navigation through a coordinator, with a `Screen` enum path and an `Overlay`
/// enum kept apart from the stack.
///
/// `View → Coordinator → Router → navigation`: the calendar sends `selectEvent`; the
/// ``CalendarCoordinator`` records analytics, checks permission and asks the router (the
/// `push`/`present` methods on ``State``, the article's `NavigationManager`) to push the detail
/// or present the access-denied alert. Sheets, covers and alerts never go on the stack.
public struct RouterVsPathFeature: Reducer {
  /// The screens the stack can push: the article's `enum Screen: Hashable`.
  public struct Screen: Reducer {
    /// A pushed screen's state.
    @CasePathable @dynamicMemberLookup
    public enum State: Codable, Equatable {
      case eventDetail(EventDetailFeature.State)
      case settings(EventSettingsFeature.State)
      case profile(ProfileFeature.State)
    }

    /// A pushed screen's action.
    @CasePathable
    public enum Action: Codable, Equatable {
      case eventDetail(EventDetailFeature.Action)
      case settings(EventSettingsFeature.Action)
      case profile(ProfileFeature.Action)
    }

    public var body: some ReducerOf<Self> {
      Scope(state: \.eventDetail, action: \.eventDetail) { EventDetailFeature() }
      Scope(state: \.settings, action: \.settings) { EventSettingsFeature() }
      Scope(state: \.profile, action: \.profile) { ProfileFeature() }
    }
  }

  /// What is presented over the stack: the article's `enum OverlayScreen`.
  public struct Overlay: Reducer {
    /// The presented state.
    @CasePathable @dynamicMemberLookup
    public enum State: Codable, Equatable {
      case sheet(EventSheetFeature.State)
      case fullScreenCover(AppearanceFeature.State)
      case alert(AlertState<Alert>)
    }

    /// The presented feature's actions.
    @CasePathable
    public enum Action: Codable, Equatable {
      case sheet(EventSheetFeature.Action)
      case fullScreenCover(AppearanceFeature.Action)
      case alert(Alert)
    }

    /// The access-denied alert's buttons.
    public enum Alert: Codable, Equatable {
      case requestAccess(eventID: Int)
    }

    public var body: some ReducerOf<Self> {
      Scope(state: \.sheet, action: \.sheet) { EventSheetFeature() }
      Scope(state: \.fullScreenCover, action: \.fullScreenCover) { AppearanceFeature() }
    }
  }

  /// The app's state: the calendar, the stack, the overlay and the analytics log.
  public struct State: Codable, Equatable {
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
  @CasePathable
  public enum Action: Codable, Equatable {
    case calendar(EventCalendarFeature.Action)
    case path(StackActionOf<Screen>)
    case overlay(PresentationAction<Overlay.Action>)
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.calendar, action: \.calendar) { EventCalendarFeature() }
    CalendarCoordinator()
      .forEach(\.path, action: \.path) { Screen() }
      .ifLet(\.$overlay, action: \.overlay) { Overlay() }
  }
}
