import CasePaths
import NavMirror

/// A shopping list whose items open on a navigation stack: the smallest app worth mirroring.
public struct ShoppingListFeature: Reducer {
  /// The list and the screens pushed over it.
  public struct State: Codable, Equatable {
    public var items: [Item]
    public var path: StackState<ItemFeature.State>

    /// A list of three things to buy, nothing pushed.
    public init(
      items: [Item] = [Item(name: "Milk"), Item(name: "Bread"), Item(name: "Coffee")],
      path: StackState<ItemFeature.State> = StackState()
    ) {
      self.items = items
      self.path = path
    }
  }

  /// Something to buy.
  public struct Item: Codable, Equatable, Hashable {
    public var name: String
    public var isBought = false

    /// An item not bought yet.
    public init(name: String, isBought: Bool = false) {
      self.name = name
      self.isBought = isBought
    }
  }

  /// What can happen on the list.
  @CasePathable
  public enum Action: Codable, Equatable {
    case itemTapped(String)
    case path(StackActionOf<ItemFeature>)
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .itemTapped(let name):
        guard let item = state.items.first(where: { $0.name == name }) else { return .none }
        state.path.append(ItemFeature.State(item: item))
        return .none
      case .path(.element(id: let id, action: .delegate(.bought))):
        guard let name = state.path[id: id]?.item.name,
          let index = state.items.firstIndex(where: { $0.name == name })
        else { return .none }
        state.items[index].isBought = true
        state.path.pop(from: id)
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { ItemFeature() }
  }
}

/// One item's screen: mark it bought, which the list handles.
public struct ItemFeature: Reducer {
  /// The item shown.
  public struct State: Codable, Equatable {
    public var item: ShoppingListFeature.Item

    /// The screen of `item`.
    public init(item: ShoppingListFeature.Item) {
      self.item = item
    }
  }

  /// What can happen on an item's screen.
  @CasePathable
  public enum Action: Codable, Equatable {
    case boughtButtonTapped
    case delegate(Delegate)

    /// What the item tells the list.
    public enum Delegate: Codable, Equatable {
      case bought
    }
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .boughtButtonTapped:
        return .send(.delegate(.bought))
      case .delegate:
        return .none
      }
    }
  }
}
