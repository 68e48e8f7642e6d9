import MirrorUI
import NavigationCore

/// A stack over a root that counts its appearances, pushing loader screens (by the path and by
/// `.navigationDestination(item:)`) and listing rows: the app the lifecycle tests run
/// (`.onAppear`, `.task`, `.task(id:)`).
@Reducer
public struct LifecycleFeature {
  @ObservableState
  public struct State: Equatable {
    public var path = StackState<LoaderFeature.State>()
    /// How many times the root screen appeared.
    public var rootAppearances = 0
    /// How many times a loader screen appeared.
    public var loaderAppearances = 0
    /// Changed by a button to re-render without moving any view but the one in the branch of
    /// an `if`/`else` that flips with it.
    public var renders = 0
    /// How many times a view of that branch appeared.
    public var branchAppearances = 0
    /// A sheet over the root, when shown.
    @Presents public var sheet: LoaderFeature.State?
    /// A loader pushed by the root's `.navigationDestination(item:)`, when shown.
    @Presents public var detail: LoaderFeature.State?
    /// The root's rows, each identified by its id.
    public var rows = [LifecycleRow(id: 1), LifecycleRow(id: 2)]
    /// The ids of the rows, in the order they appeared.
    public var rowAppearances: [Int] = []

    public init() {}
  }

  public enum Action {
    case path(StackActionOf<LoaderFeature>)
    case sheet(PresentationAction<LoaderFeature.Action>)
    case detail(PresentationAction<LoaderFeature.Action>)
    case openTapped
    case sheetTapped
    case detailTapped
    case insertRowTapped
    case rowAppeared(Int)
    case rerenderTapped
    case onAppear
    case branchAppeared
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openTapped:
        state.path.append(LoaderFeature.State())
        return .none
      case .sheetTapped:
        state.sheet = LoaderFeature.State()
        return .none
      case .detailTapped:
        state.detail = LoaderFeature.State()
        return .none
      case .insertRowTapped:
        state.rows.insert(LifecycleRow(id: (state.rows.first?.id ?? 1) - 1), at: 0)
        return .none
      case let .rowAppeared(id):
        state.rowAppearances.append(id)
        return .none
      case .rerenderTapped:
        state.renders += 1
        return .none
      case .onAppear:
        state.rootAppearances += 1
        return .none
      case .branchAppeared:
        state.branchAppearances += 1
        return .none
      case .path(.element(id: _, action: .onAppear)):
        state.loaderAppearances += 1
        return .none
      case .path, .sheet, .detail:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { LoaderFeature() }
    .ifLet(\.$sheet, action: \.sheet) { LoaderFeature() }
    .ifLet(\.$detail, action: \.detail) { LoaderFeature() }
  }
}

/// A screen that loads on appearance (`.task` waiting for its effect with `finish()`) and
/// listens while it is shown (a `.task(id:)` whose effect lives until cancelled).
@Reducer
public struct LoaderFeature {
  @ObservableState
  public struct State: Equatable {
    /// What happened, in order.
    public var log: [String] = []
    /// The listening task's id: changing it restarts the task.
    public var generation = 0

    public init() {}
  }

  public enum Action {
    case onAppear
    case load
    case loaded
    case loadFinished
    case listen
    case restartTapped
  }

  @Dependency(\.lifecycleProbe) var probe
  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
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
      case .load:
        return .run { [clock] send in
          try await clock.sleep(for: .milliseconds(20))
          await send(.loaded)
        }
      case .loaded:
        state.log.append("loaded")
        return .none
      case .loadFinished:
        state.log.append("load finished")
        return .none
      case .restartTapped:
        state.generation += 1
        return .none
      }
    }
  }
}

/// The root: a stack of loaders, a sheet, and the buttons that move them.
public struct LifecycleView: View {
  @Bindable var store: StoreOf<LifecycleFeature>

  public init(store: StoreOf<LifecycleFeature>) { self.store = store }

  public var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        Text("Root appeared \(store.rootAppearances) times")
        Text("Loaders appeared \(store.loaderAppearances) times")
        Button("Open loader") { store.send(.openTapped) }
        Button("Show sheet") { store.send(.sheetTapped) }
        Button("Re-render") { store.send(.rerenderTapped) }
        Button("Open detail") { store.send(.detailTapped) }
        Button("Insert row") { store.send(.insertRowTapped) }
        ForEach(store.rows) { row in
          Text("Row \(row.id)").onAppear { store.send(.rowAppeared(row.id)) }
        }
        if store.renders.isMultiple(of: 2) {
          Text("Even renders").onAppear { store.send(.branchAppeared) }
        } else {
          Text("Odd renders").onAppear { store.send(.branchAppeared) }
        }
      }
      .navigationTitle("Lifecycle")
      .onAppear { store.send(.onAppear) }
      .navigationDestination(item: $store.scope(state: \.detail, action: \.detail)) { store in
        LoaderView(store: store)
      }
    } destination: { store in
      LoaderView(store: store)
    }
    .sheet(item: $store.scope(state: \.sheet, action: \.sheet)) { store in
      LoaderView(store: store)
    }
  }
}

/// A row of the lifecycle app's root.
public struct LifecycleRow: Equatable, Codable, Identifiable, Sendable {
  public var id: Int
}

/// A loader screen.
struct LoaderView: View {
  let store: StoreOf<LoaderFeature>

  var body: some View {
    List {
      Text(store.log.isEmpty ? "Loading" : store.log.joined(separator: ", "))
      Button("Restart listening") { store.send(.restartTapped) }
    }
    .navigationTitle("Loader")
    .onAppear { store.send(.onAppear) }
    .task {
      await store.send(.load).finish()
      store.send(.loadFinished)
    }
    .task(id: store.generation) { await store.send(.listen).finish() }
  }
}

extension MirrorApp {
  /// The lifecycle test app, named `lifecycle`, whose listening effect reports to `probe`.
  public static func lifecycle(probe: LifecycleProbe) -> MirrorApp {
    MirrorApp(
      name: "lifecycle", summary: "A stack of loaders with .onAppear and .task.",
      initialState: LifecycleFeature.State(), reducer: LifecycleFeature(),
      view: LifecycleView.init, dependencies: { $0.lifecycleProbe = probe })
  }
}
