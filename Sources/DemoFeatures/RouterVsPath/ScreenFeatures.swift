import CasePaths
import NavigationCore

/// The event detail screen.
public struct EventDetailFeature: Reducer {
  /// The event shown.
  public struct State: Codable, Equatable {
    /// The event.
    public var event: Event

    /// Shows `event`.
    public init(event: Event) { self.event = event }
  }

  /// The detail's intents.
  @CasePathable
  public enum Action: Codable, Equatable {
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
public struct EventSettingsFeature: Reducer {
  /// The settings.
  public struct State: Codable, Equatable {
    /// Whether event reminders are on.
    public var remindersOn = true

    /// Default settings.
    public init(remindersOn: Bool = true) { self.remindersOn = remindersOn }
  }

  /// The settings' actions.
  @CasePathable
  public enum Action: Codable, Equatable {
    case remindersToggled(Bool)
    case appearanceButtonTapped
    case profileButtonTapped
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .remindersToggled(let isOn):
        state.remindersOn = isOn
        return .none
      case .appearanceButtonTapped, .profileButtonTapped:
        return .none
      }
    }
  }
}

/// A user's profile screen: `Screen.profile(UserID)` in the article.
public struct ProfileFeature: Reducer {
  /// The profile shown.
  public struct State: Codable, Equatable {
    /// The user's id.
    public var userID: String

    /// Shows the profile of `userID`.
    public init(userID: String) { self.userID = userID }
  }

  /// The profile's intents.
  @CasePathable
  public enum Action: Codable, Equatable {
    case backToCalendarButtonTapped
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}
