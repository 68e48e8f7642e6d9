import CasePaths
import NavigationCore

/// The intro screen: a "Log in" button; the app root does the switching.
@Reducer
public struct IntroFeature {
  /// The intro's state.
  @ObservableState
  public struct State: Equatable {
    /// A line shown above the button, such as after a withdrawal.
    public var notice: String?

    /// The intro, with an optional notice.
    public init(notice: String? = nil) { self.notice = notice }
  }

  /// The intro's actions.
  public enum Action {
    /// "Log in" was tapped; the app root shows the tabs.
    case loginButtonTapped
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}
