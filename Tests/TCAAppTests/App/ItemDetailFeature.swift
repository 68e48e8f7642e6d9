// An item's detail: edit it (pushes the editor), delete it after an alert (then dismisses
// itself), or start focusing on it.
import NavMirror

@Reducer
struct ItemDetailFeature {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var item: Item
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case delegate(Delegate)
    case deleteButtonTapped
    case focusButtonTapped

    @CasePathable

    enum Alert: Equatable {
      case confirmDeletion
    }
    @CasePathable
    enum Delegate: Equatable {
      case deleteItem(Item.ID)
      case focusButtonTapped
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDeletion)):
        return .run { [id = state.item.id] send in
          await send(.delegate(.deleteItem(id)))
          await dismiss()
        }

      case .alert:
        return .none

      case .delegate:
        return .none

      case .deleteButtonTapped:
        state.alert = .deleteItem(title: state.item.title)
        return .none

      case .focusButtonTapped:
        return .send(.delegate(.focusButtonTapped))
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

extension AlertState where Action == ItemDetailFeature.Action.Alert {
  static func deleteItem(title: String) -> Self {
    Self {
      TextState("Delete “\(title)”?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
    } message: {
      TextState("This cannot be undone.")
    }
  }
}
