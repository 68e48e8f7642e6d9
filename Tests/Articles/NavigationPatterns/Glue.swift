// Glue: what seeds/001 names but does not show, kept as small as its navigation map allows
// (HistoryDetailFeature has an edit modal and a delete alert; MyPageFeature a logout alert;
// CalendarFeature a modal to add a transaction).
import NavMirror

struct Person: Equatable, Identifiable, Codable {
  let id: Int
  var name: String

  /// The people the history lists once the intro is done: the article loads them from where it
  /// does not show.
  static let history = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Alan")]
}

@Reducer
struct EditFeature {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case saveButtonTapped
  }
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .saveButtonTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}

@Reducer
struct DetailFeature {
  @ObservableState
  struct State: Equatable {}
  enum Action {}
  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

@Reducer
struct HistoryDetailFeature {
  @ObservableState
  struct State: Equatable {
    var person: Person
    @Presents var destination: Destination.State?
  }
  enum Action {
    case editButtonTapped
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case delegate(Delegate)
    @CasePathable
    enum Delegate {
      case deletePerson(id: Int)
    }
  }
  @Reducer
  enum Destination {
    case edit(EditFeature)
    case alert(AlertState<Alert>)
    @CasePathable
    enum Alert {
      case confirmDeletion
    }
  }
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editButtonTapped:
        state.destination = .edit(EditFeature.State(name: state.person.name))
        return .none
      case .deleteButtonTapped:
        state.destination = .alert(
          AlertState {
            TextState("Delete \(state.person.name)?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion) {
              TextState("Delete")
            }
            ButtonState(role: .cancel) {
              TextState("Cancel")
            }
          }
        )
        return .none
      case .destination(.presented(.alert(.confirmDeletion))):
        return .run { [id = state.person.id] send in
          await send(.delegate(.deletePerson(id: id)))
          await dismiss()
        }
      case .destination(.presented(.edit(.saveButtonTapped))):
        guard let edit = state.destination?.edit else { return .none }
        state.person.name = edit.name
        return .none
      case .destination, .delegate:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@Reducer
struct CalendarFeature {
  @ObservableState
  struct State: Equatable {}
  enum Action {}
  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

@Reducer
struct MyPageFeature {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
  }
  enum Action {
    case logoutButtonTapped
    case alert(PresentationAction<Alert>)
    enum Alert {
      case confirmLogout
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .logoutButtonTapped:
        state.alert = AlertState {
          TextState("Log out?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmLogout) {
            TextState("Log out")
          }
        }
        return .none
      case .alert:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

@Reducer
struct IntroFeature {
  @ObservableState
  struct State: Equatable {}
  enum Action {
    case startButtonTapped
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

/// The article leaves the switch from Intro to MainTab "to a parent, or an AppCoordinator
/// reducer": this is that reducer.
@Reducer
struct AppCoordinator {
  typealias State = AppFeature.State
  typealias Action = AppFeature.Action
  var body: some ReducerOf<Self> {
    AppFeature.body
    Reduce { state, action in
      if case .intro(.startButtonTapped) = action {
        state = .mainTab(
          MainTabFeature.State(historyList: HistoryListFeature.State(persons: Person.history)))
      }
      return .none
    }
  }
}
