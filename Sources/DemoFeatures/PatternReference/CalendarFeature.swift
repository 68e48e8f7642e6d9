import CasePaths
import IdentifiedCollections
import NavigationCore

/// The calendar tab: its transactions, and (pattern 1, tree) an add-transaction sheet through
/// a `Destination` enum.
@Reducer
public struct CalendarFeature {
  /// The calendar's state.
  @ObservableState
  public struct State: Equatable {
    /// The saved transactions, oldest first.
    public var transactions: IdentifiedArrayOf<Transaction> = []
    /// The id the next saved transaction gets.
    public var nextTransactionID = 1
    /// The presented sheet, if any.
    @Presents public var destination: Destination.State?

    /// An empty calendar.
    public init() {}
  }

  /// The calendar's actions.
  public enum Action {
    /// "Add" was tapped: present the sheet.
    case addButtonTapped
    /// The presented sheet's actions.
    case destination(PresentationAction<Destination.Action>)
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .addTransaction(AddTransactionFeature.State())
        return .none

      case .destination(.presented(.addTransaction(.delegate(.save(let kind, let amount))))):
        state.transactions.append(
          Transaction(id: state.nextTransactionID, kind: kind, amount: amount))
        state.nextTransactionID += 1
        state.destination = nil
        return .none

      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }

  /// What the calendar presents.
  @Reducer
  public enum Destination {
    case addTransaction(AddTransactionFeature)
  }
}
