import CasePaths
import Clocks
import NavigationCore
import XCTest

final class EffectTests: XCTestCase {
  struct Feature: Reducer {
    struct State: Equatable { var received: [Int] = [] }
    enum Action: Equatable {
      case run, merge, concatenate, cancellable, cancelInFlight, cancel, send, throwing
      case value(Int)
    }
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { [clock] state, action in
        switch action {
        case .run:
          return .run { send in await send(.value(1)) }
        case .merge:
          return .merge(
            .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.value(2))
            },
            .run { send in await send(.value(1)) })
        case .concatenate:
          return .concatenate(
            .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.value(1))
            },
            .send(.value(2)),
            .run { send in await send(.value(3)) })
        case .cancellable:
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.value(99))
          }
          .cancellable(id: "slow")
        case .cancelInFlight:
          return .run { send in await send(.value(5)) }
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

  func makeStore(clock: TestClock<Duration> = TestClock()) -> StoreRuntime<
    Feature.State, Feature.Action
  > {
    withClock(clock) { StoreRuntime(initialState: Feature.State(), reducer: Feature()) }
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
    let clock = TestClock()
    let store = makeStore(clock: clock)
    store.send(.merge)
    // The second effect delivers while the first still sleeps on a clock nobody has moved.
    await waitUntil { store.state.received == [1] }
    await waitUntil { await clock.hasSleepers() }
    await clock.advance(by: .seconds(1))
    await waitUntil { store.state.received.count == 2 }
    XCTAssertEqual(store.state.received, [1, 2])
  }

  func testConcatenateRunsInOrder() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    store.send(.concatenate)
    await waitUntil { await clock.hasSleepers() }
    XCTAssertEqual(store.state.received, [], "the later parts wait for the sleeping first one")
    await clock.advance(by: .seconds(1))
    await waitUntil { store.state.received.count == 3 }
    XCTAssertEqual(store.state.received, [1, 2, 3])
  }

  func testCancelByIDStopsEffect() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    store.send(.cancellable)
    XCTAssertEqual(store.effectsInFlight, 1)
    await waitUntil { await clock.hasSleepers() }
    store.send(.cancel)
    XCTAssertEqual(store.effectsInFlight, 0)
    // The clock never moved, so only cancellation can have ended the effect's sleep; a
    // cancelled sleep throws, and the effect ends without sending.
    await waitUntil { await !clock.hasSleepers() }
    await clock.advance(by: .seconds(1))
    store.send(.send)
    XCTAssertEqual(store.log.map(\.action), [.cancellable, .cancel, .send, .value(7)])
  }

  func testCancelInFlightReplacesRunningEffect() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    store.send(.cancellable)
    await waitUntil { await clock.hasSleepers() }
    store.send(.cancelInFlight)
    await waitUntil { store.state.received == [5] }
    // The first effect's sleep ended although the clock never moved: it was cancelled.
    await waitUntil { await !clock.hasSleepers() }
    await waitUntil { store.effectsInFlight == 0 }
    await clock.advance(by: .seconds(1))
    store.send(.send)
    XCTAssertEqual(
      store.log.map(\.action), [.cancellable, .cancelInFlight, .value(5), .send, .value(7)])
  }

  func testCancellingOnePartOfConcatenationMovesOnToTheNext() async {
    struct Chain: Reducer {
      struct State: Equatable { var values: [String] = [] }
      enum Action: Equatable {
        case start, stop
        case value(String)
      }
      @Dependency(\.continuousClock) var clock
      var body: some ReducerOf<Self> {
        Reduce { [clock] state, action in
          switch action {
          case .start:
            return .concatenate(
              .run { _ in try await clock.sleep(for: .seconds(1)) }
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
    let clock = TestClock()
    let store = withClock(clock) { StoreRuntime(initialState: Chain.State(), reducer: Chain()) }
    store.send(.start)
    await waitUntil { await clock.hasSleepers() }
    XCTAssertEqual(store.state.values, [], "the next part waits for the sleeping one")
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
