import CasePaths
import Dispatch
import MirrorUI
import NavigationCore

/// A test app whose reducer can be held on a gate the test opens, and whose state can be made
/// to grow by a chosen number of bytes: how the hardening tests keep a room busy or large.
struct GateFeature: Reducer {
  /// Opened by the test to let a waiting `wait` action finish.
  static let gate = DispatchSemaphore(value: 0)

  struct State: Codable, Equatable {
    var count = 0
    var blob = ""
  }

  @CasePathable
  enum Action: Codable, Equatable {
    case tick
    /// Blocks the room's queue until ``GateFeature/gate`` is signalled.
    case wait
    /// Grows the state by this many bytes.
    case grow(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tick:
        state.count += 1
      case .wait:
        Self.gate.wait()
        state.count += 1
      case .grow(let bytes):
        state.blob += String(repeating: "x", count: bytes)
      }
      return .none
    }
  }

  static let app = MirrorApp(
    name: "gate", summary: "A reducer the test can hold and grow.", initialState: State(),
    reducer: GateFeature()
  ) { store in
    Text("count \(store.count)")
  }
}
