import CasePaths
import NavigationCore

/// The event sheet (`OverlayScreen.sheet(Event)`): a summary to share, closed by "Done".
public struct EventSheetFeature: Reducer {
  /// The event shown.
  public struct State: Codable, Equatable {
    /// The event.
    public var event: Event

    /// Shows `event`.
    public init(event: Event) { self.event = event }
  }

  /// The sheet's actions.
  @CasePathable
  public enum Action: Codable, Equatable {
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
public struct AppearanceFeature: Reducer {
  /// The appearance settings.
  public struct State: Codable, Equatable {
    /// Whether dark mode is on.
    public var isDarkMode = false

    /// Default appearance.
    public init(isDarkMode: Bool = false) { self.isDarkMode = isDarkMode }
  }

  /// The cover's actions.
  @CasePathable
  public enum Action: Codable, Equatable {
    case darkModeToggled(Bool)
    case closeButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .darkModeToggled(let isOn):
        state.isDarkMode = isOn
        return .none
      case .closeButtonTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}
