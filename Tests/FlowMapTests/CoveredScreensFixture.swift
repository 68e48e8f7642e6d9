import CasePaths
import DemoFeatures
import MirrorUI
import NavigationCore

/// A stack of settings screens whose root can present a sheet: the sheet stays over the
/// pushed screens, so its controls are live while the root's are covered.
struct CoveredFeature: Reducer {
  struct State: Codable, Equatable {
    var path = StackState<HomeSettingsFeature.State>()
    @Presents var sheet: HomeSettingsFeature.State?
  }

  @CasePathable
  enum Action: Codable {
    case path(StackActionOf<HomeSettingsFeature>)
    case sheet(PresentationAction<HomeSettingsFeature.Action>)
    case pushTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .pushTapped = action { state.path.append(HomeSettingsFeature.State()) }
      return .none
    }
    .forEach(\.path, action: \.path) { HomeSettingsFeature() }
    .ifLet(\.$sheet, action: \.sheet) { HomeSettingsFeature() }
  }
}

struct CoveredView: View {
  @Bindable var store: StoreOf<CoveredFeature>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      Button("Push") { store.send(.pushTapped) }
        .navigationTitle("Root")
        .sheet(item: $store.scope(state: \.sheet, action: \.sheet)) { sheet in
          Toggle("Sheet ids", isOn: Bindable(sheet).showsIDs)
        }
    } destination: { element in
      Toggle("Show ids", isOn: Bindable(element).showsIDs)
        .navigationTitle("Settings")
    }
  }
}

enum CoveredFixture {
  static let app = MirrorApp(
    name: "covered", summary: "Pushed screens over a root that presents a sheet.",
    initialState: CoveredFeature.State(), reducer: CoveredFeature(),
    view: { CoveredView(store: $0) })

  /// Two settings screens pushed, the second with ids shown, and the sheet when `sheet`.
  static func state(sheet: Bool) -> CoveredFeature.State {
    var state = CoveredFeature.State()
    state.path.append(HomeSettingsFeature.State())
    state.path.append(HomeSettingsFeature.State(showsIDs: true))
    if sheet { state.sheet = HomeSettingsFeature.State() }
    return state
  }

  /// The explorer's scene of `state`.
  static func scene(of state: CoveredFeature.State) -> Scene {
    func render<App: ExplorableApp>(_ app: App) -> Scene {
      app.scene(for: state as! App.State)
    }
    return render(app.explorable())
  }
}
