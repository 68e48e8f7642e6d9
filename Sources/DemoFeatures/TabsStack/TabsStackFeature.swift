import CasePaths
import NavigationCore

/// seeds/000: one NavigationStack at the root, around a TabView of two tabs.
///
/// The tabs only say what happened (`moveDetailViewButtonTapped`); this root feature owns the
/// path and decides what to push, including `another` from either detail screen.
public struct TabsStackFeature: Reducer {
  /// The tabs of the tab view.
  public enum Tab: String, Codable, Hashable, Sendable {
    case first, second
  }

  /// The root state: the one stack, both tabs, and which tab is shown.
  public struct State: Codable, Equatable {
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
  @CasePathable
  public enum Action: Codable, Equatable {
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
    .forEach(\.path, action: \.path) { Path() }
  }

  /// The screens the root stack can push.
  public struct Path: Reducer {
    /// A pushed screen's state.
    @CasePathable
    public enum State: Codable, Equatable {
      case firstDetail(FirstDetailFeature.State)
      case secondDetail(SecondDetailFeature.State)
      case another(AnotherFeature.State)
    }

    /// A pushed screen's action.
    @CasePathable
    public enum Action: Codable, Equatable {
      case firstDetail(FirstDetailFeature.Action)
      case secondDetail(SecondDetailFeature.Action)
      case another(AnotherFeature.Action)
    }

    public var body: some ReducerOf<Self> {
      Scope(state: \.firstDetail, action: \.firstDetail) { FirstDetailFeature() }
      Scope(state: \.secondDetail, action: \.secondDetail) { SecondDetailFeature() }
      Scope(state: \.another, action: \.another) { AnotherFeature() }
    }
  }
}
