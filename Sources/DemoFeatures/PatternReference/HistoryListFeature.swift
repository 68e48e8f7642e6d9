import CasePaths
import IdentifiedCollections
import NavigationCore

/// seeds/001, pattern 2: the history tab, a list of people over a stack of their details.
///
/// The list owns the stack and the people: a detail's delegate actions rename a person here,
/// or delete the person and pop the detail, in one change.
@Reducer
public struct HistoryListFeature {
  /// The history's state.
  @ObservableState
  public struct State: Equatable {
    /// The people listed.
    public var persons: IdentifiedArrayOf<Person> = IdentifiedArray(
      uniqueElements: Person.samples)
    /// The pushed details.
    public var path = StackState<HistoryDetailFeature.State>()

    /// The sample people, nothing pushed.
    public init() {}
  }

  /// The history's actions.
  public enum Action {
    case path(StackActionOf<HistoryDetailFeature>)
    case personTapped(Person)
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .personTapped(let person):
        state.path.append(HistoryDetailFeature.State(person: person))
        return .none

      case .path(.element(id: _, action: .delegate(.renamed(let person)))):
        state.persons[id: person.id] = person
        return .none

      case .path(.element(id: let id, action: .delegate(.deleteConfirmed(let personID)))):
        state.persons.remove(id: personID)
        state.path.pop(from: id)
        return .none

      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { HistoryDetailFeature() }
  }
}
