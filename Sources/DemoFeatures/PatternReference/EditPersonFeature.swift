import CasePaths
import NavigationCore

/// The edit sheet: rename a person, then Save (the detail applies it) or Cancel (the sheet
/// dismisses itself).
@Reducer
public struct EditPersonFeature: Sendable {
  /// The form.
  @ObservableState
  public struct State: Equatable {
    /// The new name.
    public var name: String

    /// Starts from `name`.
    public init(name: String) { self.name = name }
  }

  /// The form's actions.
  public enum Action: BindableAction {
    /// The name picker sets `name`.
    case binding(BindingAction<State>)
    case saveButtonTapped
    case cancelButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { _, action in
      switch action {
      case .binding, .saveButtonTapped:
        return .none
      case .cancelButtonTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}
