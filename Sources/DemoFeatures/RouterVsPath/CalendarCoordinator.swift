import NavigationCore

/// seeds/003's `CalendarCoordinator`: turns the screens' intents into navigation.
///
/// Selecting an event (1) tracks `event_selected` (in `analytics`, and as an effect named
/// "analytics" that completes), (2) checks permission — private events get an access-denied
/// alert — and (3) pushes the event detail.
@Reducer
public struct CalendarCoordinator {
  public typealias State = RouterVsPathFeature.State
  public typealias Action = RouterVsPathFeature.Action

  /// Creates the coordinator.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .calendar(.selectEvent(let event)):
      let tracking = track("event_selected id=\(event.id)", in: &state)
      guard Self.hasViewPermission(for: event) else {
        state.present(.alert(Self.accessDeniedAlert(event)))
        return tracking
      }
      state.push(.eventDetail(EventDetailFeature.State(event: event)))
      return tracking

    case .calendar(.settingsButtonTapped):
      state.push(.settings(EventSettingsFeature.State()))
      return .none

    case .calendar(.profileButtonTapped),
      .path(.element(id: _, action: .settings(.profileButtonTapped))):
      state.push(.profile(ProfileFeature.State(userID: "me")))
      return .none

    case .path(.element(id: let id, action: .eventDetail(.organizerButtonTapped))):
      guard let event = state.path[id: id]?.eventDetail?.event else { return .none }
      state.push(.profile(ProfileFeature.State(userID: event.organizer)))
      return .none

    case .path(.element(id: let id, action: .eventDetail(.shareButtonTapped))):
      guard let event = state.path[id: id]?.eventDetail?.event else { return .none }
      state.present(.sheet(EventSheetFeature.State(event: event)))
      return track("event_shared id=\(event.id)", in: &state)

    case .path(.element(id: _, action: .settings(.appearanceButtonTapped))):
      state.present(.fullScreenCover(AppearanceFeature.State()))
      return .none

    case .path(.element(id: _, action: .profile(.backToCalendarButtonTapped))):
      state.popToRoot()
      return .none

    case .overlay(.presented(.alert(.requestAccess(let eventID)))):
      return track("access_requested id=\(eventID)", in: &state)

    case .calendar, .path, .overlay:
      return .none
    }
  }

  /// The permission service: private events are denied.
  public static func hasViewPermission(for event: Event) -> Bool { !event.isPrivate }

  /// The alert shown when `event` may not be viewed.
  public static func accessDeniedAlert(_ event: Event) -> AlertState<
    RouterVsPathFeature.Overlay.Alert
  > {
    AlertState {
      TextState("Access denied")
    } actions: {
      ButtonState(action: .requestAccess(eventID: event.id)) { TextState("Request access") }
      ButtonState(role: .cancel) { TextState("OK") }
    } message: {
      TextState("\"\(event.title)\" is a private event.")
    }
  }

  /// Records `name` in the log and sends it to the analytics service.
  private func track(_ name: String, in state: inout State) -> Effect<Action> {
    state.analytics.append(name)
    return .run(name: "analytics") { _ in
      await Task.yield()
    }
  }
}
