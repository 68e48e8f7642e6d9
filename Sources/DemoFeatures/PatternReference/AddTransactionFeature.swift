import CasePaths
import NavigationCore

/// The add-transaction sheet: a small form, Save (the calendar adds it and closes the sheet)
/// and Cancel (the sheet dismisses itself).
@Reducer
public struct AddTransactionFeature: Sendable {
  /// The amounts the form offers, in won.
  public static let amounts = [5_000, 10_000, 50_000]

  /// The form.
  @ObservableState
  public struct State: Equatable {
    /// Income or expense.
    public var kind: Transaction.Kind = .expense
    /// The amount, in won.
    public var amount = 10_000

    /// The form's defaults.
    public init(kind: Transaction.Kind = .expense, amount: Int = 10_000) {
      self.kind = kind
      self.amount = amount
    }
  }

  /// The form's actions.
  public enum Action: BindableAction {
    /// The type and amount pickers set `kind` and `amount`.
    case binding(BindingAction<State>)
    case saveButtonTapped
    case cancelButtonTapped
    case delegate(Delegate)

    /// What the calendar hears from the form.
    @CasePathable
    public enum Delegate {
      /// Save this transaction.
      case save(kind: Transaction.Kind, amount: Int)
    }
  }

  @Dependency(\.dismiss) var dismiss

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .saveButtonTapped:
        return .send(.delegate(.save(kind: state.kind, amount: state.amount)))
      case .cancelButtonTapped:
        return .run { _ in await dismiss() }
      case .binding, .delegate:
        return .none
      }
    }
  }
}
