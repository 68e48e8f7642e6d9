import CasePaths
import MirrorUI
import NavigationCore
import Synchronization

/// An app whose map the test controls: exploring its one button runs a reducer that keeps a
/// core busy, as a large map's exploration does, until the test opens its gate; it counts how
/// many explorations reached it.
struct BusyMapFeature: Reducer {
  /// The gate the reducer spins on, and how many times it was reached.
  final class Gate: Sendable {
    private let isOpen = Atomic(false)
    private let reached = Atomic(0)

    /// How many explorations reached the busy button.
    var count: Int { reached.load(ordering: .acquiring) }

    /// Lets every spinning reducer finish.
    func open() { isOpen.store(true, ordering: .releasing) }

    func spin() {
      reached.add(1, ordering: .acquiringAndReleasing)
      while !isOpen.load(ordering: .acquiring) {}
    }
  }

  struct State: Codable, Equatable {
    var isDone = false
  }

  @CasePathable
  enum Action: Codable, Equatable {
    case workTapped
  }

  let gate: Gate

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      gate.spin()
      state.isDone = true
      return .none
    }
  }

  struct BusyView: View {
    let store: StoreOf<BusyMapFeature>
    var body: some View {
      if store.isDone {
        Text("Done")
      } else {
        Button("Work") { store.send(.workTapped) }
      }
    }
  }

  /// The app, spinning on `gate`.
  static func app(gate: Gate) -> MirrorApp {
    MirrorApp(
      name: "busy-map", summary: "A map that keeps a core busy.", initialState: State(),
      reducer: BusyMapFeature(gate: gate), view: BusyView.init)
  }
}
