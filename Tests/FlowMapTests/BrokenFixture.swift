import CasePaths
import MirrorUI
import NavigationCore

/// A deliberately broken app: "Finish" switches the app root to a screen with no way back,
/// which nests a NavigationStack inside the root one; "Bad" sends an action the app cannot
/// decode; and the sheet's "Close" dismisses it through an effect (`dismiss()`).
struct BrokenFeature: Reducer {
  @CasePathable
  enum State: Codable, Equatable {
    case start(StartFeature.State)
    case done
  }

  @CasePathable
  enum Action: Codable, Equatable {
    case start(StartFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.start, action: \.start) { StartFeature() }
    Reduce { state, action in
      if case .start(.finishTapped) = action { state = .done }
      return .none
    }
  }
}

struct StartFeature: Reducer {
  struct State: Codable, Equatable {
    @Presents var sheet: SheetFeature.State?
  }

  @CasePathable
  enum Action: Codable, Equatable {
    case finishTapped
    case openSheetTapped
    case sheet(PresentationAction<SheetFeature.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .openSheetTapped = action { state.sheet = SheetFeature.State() }
      return .none
    }
    .ifLet(\.$sheet, action: \.sheet) { SheetFeature() }
  }
}

struct SheetFeature: Reducer {
  struct State: Codable, Equatable {}
  enum Action: Codable, Equatable {
    case closeTapped
  }
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .run { _ in await dismiss() } }
  }
}

struct BrokenView: View {
  let store: StoreOf<BrokenFeature>
  /// Sends JSON that is not one of the app's actions.
  let undecodable = Store<Int, Void>(state: 0) { _ in ["noSuchAction": [:]] }

  var body: some View {
    NavigationStack {
      if let start = store.scope(state: \.start, action: \.start) {
        VStack {
          Button("Finish") { start.send(.finishTapped) }
          Button("Open sheet") { start.send(.openSheetTapped) }
          Button("Bad") { undecodable.send(()) }
        }
        .navigationTitle("Start")
        .sheet(item: Bindable(start).scope(state: \.sheet, action: \.sheet)) { sheet in
          Button("Close") { sheet.send(.closeTapped) }
            .navigationTitle("Sheet")
        }
      } else {
        NavigationStack {
          Text("All done")
            .navigationTitle("Done")
        }
      }
    }
  }
}

enum BrokenFixture {
  static let app = MirrorApp(
    name: "broken", summary: "A broken app for the flow map's tests.",
    initialState: BrokenFeature.State.start(StartFeature.State()), reducer: BrokenFeature(),
    view: { BrokenView(store: $0) })
}
