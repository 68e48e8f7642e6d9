// The inbox tab: items loaded from the API, one row feature per item, and a navigation stack of
// item details, item editors and the inbox's settings.
import NavMirror

@Reducer
struct InboxFeature {
  @ObservableState
  struct State: Equatable {
    var isLoading = false
    var loadError: String?
    var path = StackState<Path.State>()
    var rows: IdentifiedArrayOf<ItemRowFeature.State> = []
    var settings = InboxSettings()
  }

  enum Action {
    case addButtonTapped
    case delegate(Delegate)
    case itemsResponse(Result<[Item], any Error>)
    case path(StackActionOf<Path>)
    case rows(IdentifiedActionOf<ItemRowFeature>)
    case settingsButtonTapped
    case task

    @CasePathable

    enum Delegate: Equatable {
      case focusRequested
    }
  }

  @Reducer
  enum Path {
    case detail(ItemDetailFeature)
    case edit(EditItemFeature)
    case settings(SettingsFeature)
  }

  @Dependency(\.date.now) var now
  @Dependency(\.itemsClient) var itemsClient
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        let item = Item(id: uuid(), title: "", createdAt: now)
        state.path.append(.edit(EditItemFeature.State(isNew: true, item: item)))
        return .none

      case .delegate:
        return .none

      case let .itemsResponse(.success(items)):
        state.isLoading = false
        state.rows = IdentifiedArray(
          uniqueElements: items.map { ItemRowFeature.State(item: $0) })
        return .none

      case let .itemsResponse(.failure(error)):
        state.isLoading = false
        state.loadError = error.localizedDescription
        return .none

      case let .path(.element(id: _, action: .edit(.delegate(.save(item))))):
        if state.rows[id: item.id] == nil {
          state.rows.insert(ItemRowFeature.State(item: item), at: 0)
        } else {
          state.rows[id: item.id]?.item = item
        }
        for id in state.path.ids where state.path[id: id]?.is(\.detail) == true {
          state.path[id: id, case: \.detail]?.item = item
        }
        return .none

      case let .path(.element(id: _, action: .detail(.delegate(.deleteItem(id))))):
        state.rows.remove(id: id)
        return .none

      case .path(.element(id: _, action: .detail(.delegate(.focusButtonTapped)))):
        state.path.removeAll()
        return .send(.delegate(.focusRequested))

      case let .path(.element(id: _, action: .settings(.delegate(.settingsChanged(settings))))):
        state.settings = settings
        return .none

      case .path:
        return .none

      case let .rows(.element(id: id, action: .delegate(.tapped))):
        guard let item = state.rows[id: id]?.item else { return .none }
        state.path.append(.detail(ItemDetailFeature.State(item: item)))
        return .none

      case .rows:
        return .none

      case .settingsButtonTapped:
        state.path.append(.settings(SettingsFeature.State(settings: state.settings)))
        return .none

      case .task:
        state.isLoading = true
        state.loadError = nil
        return .run { send in
          await send(.itemsResponse(Result { try await itemsClient.load() }))
        }
      }
    }
    .forEach(\.rows, action: \.rows) {
      ItemRowFeature()
    }
    .forEach(\.path, action: \.path)
  }
}

/// How the inbox lists its items.
struct InboxSettings: Equatable, Codable {
  var showsStarredOnly = false
  var sort = Sort.newestFirst

  enum Sort: String, Equatable, Codable, CaseIterable {
    case newestFirst
    case title
  }
}

@Reducer
struct ItemRowFeature {
  @ObservableState
  struct State: Equatable, Identifiable {
    var item: Item
    var id: Item.ID { item.id }
  }

  enum Action {
    case delegate(Delegate)
    case rowTapped
    case starButtonTapped

    @CasePathable

    enum Delegate: Equatable {
      case tapped
    }
  }

  @Dependency(\.itemsClient) var itemsClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .delegate:
        return .none

      case .rowTapped:
        return .send(.delegate(.tapped))

      case .starButtonTapped:
        state.item.isStarred.toggle()
        return .run { [item = state.item] _ in
          try await itemsClient.save(item)
        }
      }
    }
  }
}
