import CasePaths
import NavigationCore

/// The calendar screen: it only sends intents (`selectEvent`); what happens next is the
/// coordinator's business, as seeds/003 wants of a view.
public struct EventCalendarFeature: Reducer {
  /// The calendar's state.
  public struct State: Codable, Equatable {
    /// The events listed.
    public var events = Event.samples

    /// The sample events.
    public init() {}
  }

  /// The calendar's intents.
  @CasePathable
  public enum Action: Codable, Equatable {
    case selectEvent(Event)
    case settingsButtonTapped
    case profileButtonTapped
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}
