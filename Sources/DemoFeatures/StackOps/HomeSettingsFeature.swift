import CasePaths
import NavigationCore

/// The settings screen of the stack-ops demo: one toggle, bound to the state.
@Reducer
public struct HomeSettingsFeature {
  /// The settings.
  @ObservableState
  public struct State: Equatable {
    /// Whether search shows article ids.
    public var showsIDs = false

    /// Default settings.
    public init(showsIDs: Bool = false) { self.showsIDs = showsIDs }
  }

  /// The settings' actions.
  public enum Action: BindableAction {
    /// The "Show ids" toggle changed.
    case binding(BindingAction<State>)
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
  }
}
