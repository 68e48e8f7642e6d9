import CasePaths
import NavigationCore

/// A person's history: (pattern 1, tree) an edit sheet and a delete alert, through one
/// `Destination` enum. Saving and deleting are reported to the list with delegate actions.
@Reducer
public struct HistoryDetailFeature {
  /// The detail's state.
  @ObservableState
  public struct State: Equatable {
    /// The person shown.
    public var person: Person
    /// The presented sheet or alert, if any.
    @Presents public var destination: Destination.State?

    /// Shows `person`.
    public init(person: Person, destination: Destination.State? = nil) {
      self.person = person
      self.destination = destination
    }
  }

  /// The detail's actions.
  public enum Action {
    case editButtonTapped
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case delegate(Delegate)

    /// What the list hears from the detail.
    @CasePathable
    public enum Delegate {
      /// The person was renamed.
      case renamed(Person)
      /// Delete the person with this id, and pop this detail.
      case deleteConfirmed(Person.ID)
    }
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editButtonTapped:
        state.destination = .edit(EditPersonFeature.State(name: state.person.name))
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(Self.deleteAlert(state.person))
        return .none

      case .destination(.presented(.edit(.saveButtonTapped))):
        guard case .edit(let edit) = state.destination else { return .none }
        state.person.name = edit.name
        state.destination = nil
        return .send(.delegate(.renamed(state.person)))

      case .destination(.presented(.alert(.confirmDeletion))):
        return .send(.delegate(.deleteConfirmed(state.person.id)))

      case .destination, .delegate:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }

  /// What the detail presents.
  @Reducer
  public enum Destination {
    case edit(EditPersonFeature)
    case alert(AlertState<Alert>)

    /// The delete alert's buttons.
    public enum Alert {
      case confirmDeletion
    }
  }

  /// The delete alert for `person`.
  public static func deleteAlert(_ person: Person) -> AlertState<Destination.Alert> {
    AlertState {
      TextState("Delete \(person.name)?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("Their history will be removed.")
    }
  }
}
