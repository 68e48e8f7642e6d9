import MirrorUI
import NavigationCore

/// Two tabs whose content logs its appearances and disappearances and listens while shown:
/// the app the lifecycle tests switch tabs in.
@Reducer
public struct LifecycleTabsFeature {
  public enum Tab: String, Hashable, Sendable {
    case first, second
  }

  @ObservableState
  public struct State: Equatable {
    public var selectedTab = Tab.first
    /// `appeared first`, `disappeared first`, …, in order.
    public var log: [String] = []

    public init() {}
  }

  public enum Action {
    case tabSelected(Tab)
    case appeared(Tab)
    case disappeared(Tab)
    case listen
  }

  @Dependency(\.lifecycleProbe) var probe
  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tabSelected(let tab):
        state.selectedTab = tab
        return .none
      case .appeared(let tab):
        state.log.append("appeared \(tab.rawValue)")
        return .none
      case .disappeared(let tab):
        state.log.append("disappeared \(tab.rawValue)")
        return .none
      case .listen:
        return .run { [probe, clock] _ in
          probe.recordStart()
          do {
            try await clock.sleep(for: .seconds(3600))
          } catch {
            probe.recordCancellation()
          }
        }
      }
    }
  }
}

/// The tab view: each tab's text carries the lifecycle modifiers.
public struct LifecycleTabsView: View {
  @Bindable var store: StoreOf<LifecycleTabsFeature>

  public init(store: StoreOf<LifecycleTabsFeature>) { self.store = store }

  public var body: some View {
    TabView(selection: $store.selectedTab.sending(\.tabSelected)) {
      tab(.first)
      tab(.second)
    }
  }

  private func tab(_ tab: LifecycleTabsFeature.Tab) -> some View {
    Text(tab.rawValue)
      .onAppear { store.send(.appeared(tab)) }
      .onDisappear { store.send(.disappeared(tab)) }
      .task { await store.send(.listen).finish() }
      .tag(tab)
  }
}

extension MirrorApp {
  /// The lifecycle tabs test app, named `lifecycle-tabs`, whose listening effect reports to
  /// `probe`.
  public static func lifecycleTabs(probe: LifecycleProbe) -> MirrorApp {
    MirrorApp(
      name: "lifecycle-tabs", summary: "Two tabs with .onAppear, .onDisappear and .task.",
      initialState: LifecycleTabsFeature.State(), reducer: LifecycleTabsFeature(),
      view: LifecycleTabsView.init, dependencies: { $0.lifecycleProbe = probe })
  }
}
