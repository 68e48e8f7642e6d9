// The item editor: title and notes through bindings; saving hands the item to the parent and
// dismisses the editor, cancelling just dismisses it.
import NavMirror

@Reducer
struct EditItemFeature {
  @ObservableState
  struct State: Equatable {
    var focus: Field? = .title
    var isNew = false
    var item: Item

    enum Field: Hashable {
      case notes
      case title
    }
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case cancelButtonTapped
    case delegate(Delegate)
    case saveButtonTapped

    @CasePathable

    enum Delegate: Equatable {
      case save(Item)
    }
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.itemsClient) var itemsClient

  var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.item.title) { _, title in
        Reduce { state, _ in
          state.item.title = String(title.prefix(80))
          return .none
        }
      }
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .cancelButtonTapped:
        return .run { _ in await dismiss() }

      case .delegate:
        return .none

      case .saveButtonTapped:
        state.item.title = state.item.title.trimmingCharacters(in: .whitespaces)
        guard !state.item.title.isEmpty else {
          state.focus = .title
          return .none
        }
        return .run { [item = state.item] send in
          try await itemsClient.save(item)
          await send(.delegate(.save(item)))
          await dismiss()
        }
      }
    }
  }
}
