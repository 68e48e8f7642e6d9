import CasePaths
import NavigationCore
import XCTest

final class EffectTests: XCTestCase {
  struct Feature: Reducer {
    struct State: Equatable { var received: [Int] = [] }
    enum Action: Equatable {
      case run, merge, concatenate, cancellable, cancelInFlight, cancel, send, throwing
      case value(Int)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .run:
          return .run { send in send(.value(1)) }
        case .merge:
          return .merge(
            .run { send in
              try await Task.sleep(nanoseconds: 10_000_000)
              send(.value(2))
            },
            .run { send in send(.value(1)) })
        case .concatenate:
          return .concatenate(
            .run { send in
              try await Task.sleep(nanoseconds: 10_000_000)
              send(.value(1))
            },
            .send(.value(2)),
            .run { send in send(.value(3)) })
        case .cancellable:
          return .run { send in
            try await Task.sleep(nanoseconds: 50_000_000)
            send(.value(99))
          }
          .cancellable(id: "slow")
        case .cancelInFlight:
          return .run { send in
            try await Task.sleep(nanoseconds: 10_000_000)
            send(.value(5))
          }
          .cancellable(id: "slow", cancelInFlight: true)
        case .cancel:
          return .cancel(id: "slow")
        case .send:
          return .send(.value(7))
        case .throwing:
          return .run { _ in throw URLError(.badURL) }
        case .value(let value):
          state.received.append(value)
          return .none
        }
      }
    }
  }

  func makeStore() -> Store<Feature.State, Feature.Action> {
    Store(initialState: Feature.State(), reducer: Feature())
  }

  func testRunSendsBackIntoStore() async {
    let store = makeStore()
    store.send(.run)
    await waitUntil { store.state.received == [1] }
    await waitUntil { store.effectsInFlight == 0 }
  }

  func testSendRunsSynchronouslyAfterAction() {
    let store = makeStore()
    let result = store.send(.send)
    XCTAssertEqual(store.state.received, [7])
    XCTAssertEqual(result.version, 1)
  }

  func testMergeRunsConcurrently() async {
    let store = makeStore()
    store.send(.merge)
    await waitUntil { store.state.received.count == 2 }
    XCTAssertEqual(store.state.received, [1, 2])
  }

  func testConcatenateRunsInOrder() async {
    let store = makeStore()
    store.send(.concatenate)
    await waitUntil { store.state.received.count == 3 }
    XCTAssertEqual(store.state.received, [1, 2, 3])
  }

  func testCancelByIDStopsEffect() async {
    let store = makeStore()
    store.send(.cancellable)
    XCTAssertEqual(store.effectsInFlight, 1)
    store.send(.cancel)
    XCTAssertEqual(store.effectsInFlight, 0)
    try? await Task.sleep(nanoseconds: 70_000_000)
    XCTAssertEqual(store.state.received, [])
  }

  func testCancelInFlightReplacesRunningEffect() async {
    let store = makeStore()
    store.send(.cancellable)
    store.send(.cancelInFlight)
    XCTAssertEqual(store.effectsInFlight, 1)
    try? await Task.sleep(nanoseconds: 80_000_000)
    XCTAssertEqual(store.state.received, [5])
  }

  func testCancellingOnePartOfConcatenationMovesOnToTheNext() async {
    struct Chain: Reducer {
      struct State: Equatable { var values: [String] = [] }
      enum Action: Equatable {
        case start, stop
        case value(String)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .start:
            return .concatenate(
              .run { _ in
                while !Task.isCancelled { try? await Task.sleep(nanoseconds: 1_000_000) }
              }
              .cancellable(id: "wait"),
              .send(.value("after")))
          case .stop:
            return .cancel(id: "wait")
          case .value(let value):
            state.values.append(value)
            return .none
          }
        }
      }
    }
    let store = Store(initialState: Chain.State(), reducer: Chain())
    store.send(.start)
    try? await Task.sleep(nanoseconds: 5_000_000)
    XCTAssertEqual(store.state.values, [])
    store.send(.stop)
    await waitUntil { store.state.values == ["after"] }
  }

  func testEffectErrorWithoutCatchIsReportedToStore() async {
    let store = makeStore()
    store.send(.throwing)
    await waitUntil { !store.diagnostics.isEmpty }
    XCTAssertEqual(store.diagnostics[0].diagnostic.code, "effect-error")
    XCTAssertEqual(store.diagnostics[0].action, "throwing")
  }

  func testStoreReportsEffectStartAndFinish() async {
    let store = makeStore()
    let events = Recorder()
    store.observeEffects { events.append("\($0.kind) \($0.name ?? "-")") }
    store.send(.run)
    await waitUntil { events.all.count == 2 }
    XCTAssertEqual(events.all, ["started -", "finished -"])
  }
}
