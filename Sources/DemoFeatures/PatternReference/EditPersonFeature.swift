import CasePaths
import NavigationCore

/// The edit sheet: rename a person, then Save (the detail applies it) or Cancel (the sheet
/// dismisses itself).
public struct EditPersonFeature: Reducer {
  /// The form.
  public struct State: Codable, Equatable {
    /// The new name.
    public var name: String

    /// Starts from `name`.
    public init(name: String) { self.name = name }
  }

  /// The form's actions.
  @CasePathable
  public enum Action: Codable, Equatable {
    case nameChanged(String)
    case saveButtonTapped
    case cancelButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .nameChanged(let name):
        state.name = name
        return .none
      case .saveButtonTapped:
        return .none
      case .cancelButtonTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}
