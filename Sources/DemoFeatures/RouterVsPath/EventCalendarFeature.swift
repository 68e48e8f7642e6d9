import CasePaths
import IdentifiedCollections
import NavigationCore

/// The calendar screen: it only sends intents (`selectEvent`); what happens next is the
/// coordinator's business, as seeds/003 wants of a view.
@Reducer
public struct EventCalendarFeature {
  /// The calendar's state.
  @ObservableState
  public struct State: Equatable {
    /// The events listed.
    public var events: IdentifiedArrayOf<Event> = IdentifiedArray(uniqueElements: Event.samples)

    /// The sample events.
    public init() {}
  }

  /// The calendar's intents.
  public enum Action {
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
