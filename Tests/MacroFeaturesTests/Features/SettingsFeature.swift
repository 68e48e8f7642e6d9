import NavigationCore

/// A public feature whose state has every kind of member `@ObservableState` meets: stored `var`s
/// and `let`s, `@ObservationStateIgnored`, public and private `@Presents`, computed and static
/// properties.
@Reducer
public struct SettingsFeature {
  @ObservableState
  public struct State: Equatable {
    public var name = "Ada"
    let id: Int
    @ObservationStateIgnored var drafts = 0
    @Presents var alert: AlertState<Action.Alert>?
    @Presents private var sheet: Int?
    var isNamed: Bool { !name.isEmpty }
    static let maximum = 3

    public init() { id = 7 }

    mutating func presentSheet(_ value: Int) { sheet = value }
  }

  public enum Action {
    case alert(PresentationAction<Alert>)

    public enum Alert: Equatable, Sendable {
      case confirm
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

/// A generic state, as a reusable feature declares it.
@ObservableState
struct PickerState<Item: Codable & Equatable>: Equatable {
  var items: [Item] = []
  @Presents var chosen: Item?
}
