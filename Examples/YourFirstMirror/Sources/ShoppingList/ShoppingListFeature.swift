import NavMirror

/// A shopping list whose items open on a navigation stack, with a timer that counts the seconds
/// spent shopping: the smallest app worth mirroring.
@Reducer
public struct ShoppingListFeature {
  /// The list and the screens pushed over it.
  @ObservableState
  public struct State: Equatable {
    public var items: IdentifiedArrayOf<Item>
    public var path: StackState<ItemFeature.State>
    /// The seconds the shopping timer has counted.
    public var secondsShopping = 0
    /// Whether the shopping timer runs.
    public var isTimerRunning = false

    /// A list of three things to buy, nothing pushed, the timer stopped.
    public init(
      items: IdentifiedArrayOf<Item> = [
        Item(name: "Milk"), Item(name: "Bread"), Item(name: "Coffee"),
      ],
      path: StackState<ItemFeature.State> = StackState()
    ) {
      self.items = items
      self.path = path
    }
  }

  /// Something to buy; its name tells it apart on the list.
  public struct Item: Equatable, Identifiable {
    public var name: String
    public var isBought = false

    /// The item's name.
    public var id: String { name }

    /// An item not bought yet.
    public init(name: String, isBought: Bool = false) {
      self.name = name
      self.isBought = isBought
    }
  }

  /// What can happen on the list.
  public enum Action {
    case itemTapped(Item.ID)
    case path(StackActionOf<ItemFeature>)
    case timerButtonTapped
    case timerTicked
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .itemTapped(let id):
        guard let item = state.items[id: id] else { return .none }
        state.path.append(ItemFeature.State(item: item))
        return .none
      case .path(.element(id: let id, action: .delegate(.bought))):
        guard let item = state.path[id: id]?.item else { return .none }
        state.items[id: item.id]?.isBought = true
        state.path.pop(from: id)
        return .none
      case .path:
        return .none
      case .timerButtonTapped:
        state.isTimerRunning.toggle()
        guard state.isTimerRunning else { return .cancel(id: CancelID.timer) }
        return .run { [clock] send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer)
      case .timerTicked:
        state.secondsShopping += 1
        return .none
      }
    }
    .forEach(\.path, action: \.path) { ItemFeature() }
  }
}

/// One item's screen: mark it bought, which the list handles.
@Reducer
public struct ItemFeature {
  /// The item shown.
  @ObservableState
  public struct State: Equatable {
    public var item: ShoppingListFeature.Item

    /// The screen of `item`.
    public init(item: ShoppingListFeature.Item) {
      self.item = item
    }
  }

  /// What can happen on an item's screen.
  public enum Action {
    case boughtButtonTapped
    case delegate(Delegate)

    /// What the item tells the list.
    @CasePathable
    public enum Delegate {
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
