import NavigationCore

/// The app the core benchmark drives, written as a TCA user writes it: three tabs, each with a
/// little state of its own, and one root `StackState` path of detail screens.
@Reducer
struct BenchAppFeature {
  enum Tab: Int, Equatable {
    case home, search, profile
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    var home = TabFeature.State(title: "Home")
    var search = TabFeature.State(title: "Search")
    var profile = TabFeature.State(title: "Profile")
    var selectedTab = Tab.home
  }

  enum Action {
    case path(StackActionOf<Path>)
    case home(TabFeature.Action)
    case search(TabFeature.Action)
    case profile(TabFeature.Action)
    case tabSelected(Tab)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.home, action: \.home) { TabFeature() }
    Scope(state: \.search, action: \.search) { TabFeature() }
    Scope(state: \.profile, action: \.profile) { TabFeature() }
    Reduce { state, action in
      switch action {
      case .tabSelected(let tab):
        state.selectedTab = tab
        return .none
      case .home(.openTapped):
        state.path.append(.detail(DetailFeature.State(title: "from home")))
        return .none
      case .path, .home, .search, .profile:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }

  /// The screens the root stack can push.
  @Reducer
  enum Path {
    case detail(DetailFeature)
    case settings(TabFeature)
  }
}

/// A tab: a title and a counter.
@Reducer
struct TabFeature {
  @ObservableState
  struct State: Equatable {
    var title: String
    var count = 0
  }

  enum Action {
    case increment
    case openTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .openTapped:
        return .none
      }
    }
  }
}

/// A pushed detail screen.
@Reducer
struct DetailFeature {
  @ObservableState
  struct State: Equatable {
    var title: String
    var count = 0
  }

  enum Action {
    case increment
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      }
    }
  }
}
