import CasePaths
import NavigationCore

/// The event sheet (`OverlayScreen.sheet(Event)`): a summary to share, closed by "Done".
@Reducer
public struct EventSheetFeature: Sendable {
  /// The event shown.
  @ObservableState
  public struct State: Equatable {
    /// The event.
    public var event: Event

    /// Shows `event`.
    public init(event: Event) { self.event = event }
  }

  /// The sheet's actions.
  public enum Action {
    case doneButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .doneButtonTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}

/// The appearance cover (`OverlayScreen.fullScreen(SettingsViewModel)`): a dark-mode switch,
/// closed by "Close".
@Reducer
public struct AppearanceFeature: Sendable {
  /// The appearance settings.
  @ObservableState
  public struct State: Equatable {
    /// Whether dark mode is on.
    public var isDarkMode = false

    /// Default appearance.
    public init(isDarkMode: Bool = false) { self.isDarkMode = isDarkMode }
  }

  /// The cover's actions.
  public enum Action: BindableAction {
    /// The dark-mode switch sets `isDarkMode`.
    case binding(BindingAction<State>)
    case closeButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { _, action in
      switch action {
      case .binding:
        return .none
      case .closeButtonTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}
