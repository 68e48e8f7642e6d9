import CasePaths
import NavigationCore

/// seeds/000: one NavigationStack at the root, around a TabView of two tabs.
///
/// The tabs only say what happened (`moveDetailViewButtonTapped`); this root feature owns the
/// path and decides what to push, including `another` from either detail screen.
@Reducer
public struct TabsStackFeature {
  /// The tabs of the tab view.
  public enum Tab: String, Hashable, Sendable {
    case first, second
  }

  /// The root state: the one stack, both tabs, and which tab is shown.
  @ObservableState
  public struct State: Equatable, Sendable {
    public var path: StackState<Path.State>
    public var tab1: FirstFeature.State
    public var tab2: SecondFeature.State
    public var selectedTab: Tab

    /// The app as it starts by default: first tab, nothing pushed.
    public init(
      path: StackState<Path.State> = StackState(), tab1: FirstFeature.State = .init(),
      tab2: SecondFeature.State = .init(), selectedTab: Tab = .first
    ) {
      self.path = path
      self.tab1 = tab1
      self.tab2 = tab2
      self.selectedTab = selectedTab
    }
  }

  /// The root actions.
  public enum Action {
    case path(StackActionOf<Path>)
    case tab1(FirstFeature.Action)
    case tab2(SecondFeature.Action)
    case tabSelected(Tab)
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.tab1, action: \.tab1) { FirstFeature() }
    Scope(state: \.tab2, action: \.tab2) { SecondFeature() }
    Reduce { state, action in
      switch action {
      case .tab1(.moveDetailViewButtonTapped):
        state.path.append(.firstDetail(FirstDetailFeature.State()))
        return .none
      case .tab2(.moveDetailViewButtonTapped):
        state.path.append(.secondDetail(SecondDetailFeature.State()))
        return .none
      case .path(.element(id: _, action: .firstDetail(.moveAnotherViewButtonTapped))),
        .path(.element(id: _, action: .secondDetail(.moveAnotherViewButtonTapped))):
        state.path.append(.another(AnotherFeature.State()))
        return .none
      case .tabSelected(let tab):
        state.selectedTab = tab
        return .none
      case .path, .tab1, .tab2:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }

  /// The screens the root stack can push.
  @Reducer
  public enum Path {
    case firstDetail(FirstDetailFeature)
    case secondDetail(SecondDetailFeature)
    case another(AnotherFeature)
  }
}

/// The screens' states are values: a render on the main actor reads the store's state itself
/// instead of a copy decoded from its JSON.
extension TabsStackFeature.Path.State: Sendable {}
