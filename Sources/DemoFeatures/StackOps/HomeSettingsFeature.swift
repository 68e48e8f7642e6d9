import CasePaths
import NavigationCore

/// The settings screen of the stack-ops demo: one toggle.
public struct HomeSettingsFeature: Reducer {
  /// The settings.
  public struct State: Codable, Equatable {
    /// Whether search shows article ids.
    public var showsIDs = false

    /// Default settings.
    public init(showsIDs: Bool = false) { self.showsIDs = showsIDs }
  }

  /// The settings' actions.
  @CasePathable
  public enum Action: Codable, Equatable {
    /// The "Show ids" toggle changed.
    case showsIDsToggled(Bool)
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showsIDsToggled(let isOn):
        state.showsIDs = isOn
        return .none
      }
    }
  }
}
