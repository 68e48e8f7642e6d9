import CasePaths
import NavigationCore

/// The event detail screen.
@Reducer
public struct EventDetailFeature {
  /// The event shown.
  @ObservableState
  public struct State: Equatable {
    /// The event.
    public var event: Event

    /// Shows `event`.
    public init(event: Event) { self.event = event }
  }

  /// The detail's intents.
  public enum Action {
    case shareButtonTapped
    case organizerButtonTapped
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

/// The settings screen.
@Reducer
public struct EventSettingsFeature {
  /// The settings.
  @ObservableState
  public struct State: Equatable {
    /// Whether event reminders are on.
    public var remindersOn = true

    /// Default settings.
    public init(remindersOn: Bool = true) { self.remindersOn = remindersOn }
  }

  /// The settings' actions.
  public enum Action: BindableAction {
    /// The reminders switch sets `remindersOn`.
    case binding(BindingAction<State>)
    case appearanceButtonTapped
    case profileButtonTapped
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

/// A user's profile screen: `Screen.profile(UserID)` in the article.
@Reducer
public struct ProfileFeature {
  /// The profile shown.
  @ObservableState
  public struct State: Equatable {
    /// The user's id.
    public var userID: String

    /// Shows the profile of `userID`.
    public init(userID: String) { self.userID = userID }
  }

  /// The profile's intents.
  public enum Action {
    case backToCalendarButtonTapped
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}
