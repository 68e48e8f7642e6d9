import Clocks
import Dispatch
import Foundation
import NavigationCore
import Synchronization
import XCTest

final class StoreTests: XCTestCase {
  func testVersionGrowsOnlyWhenStateChanges() {
    let store = StoreRuntime(initialState: Counter.State(), reducer: Counter())
    XCTAssertEqual(store.send(.increment).version, 1)
    let unchanged = store.send(.delegate(.close))
    XCTAssertEqual(unchanged.version, 1)
    XCTAssertFalse(unchanged.changed)
    XCTAssertEqual(store.version, 1)
    XCTAssertEqual(store.log.count, 2)
  }

  func testAStateThatIsNotEquatableTakesEveryActionForAChange() {
    // As TCA's store asks nothing of its state: a view generic over `Store<State, Action>`
    // holds one whatever its state.
    struct Tally { var count = 0 }
    let store = StoreRuntime(
      initialState: Tally(),
      reducer: Reduce<Tally, Bool> { state, adds in
        if adds { state.count += 1 }
        return .none
      })
    XCTAssertEqual(store.send(true).version, 1)
    let untouched = store.send(false)
    XCTAssertTrue(untouched.changed)
    XCTAssertEqual(untouched.version, 2)
    XCTAssertEqual(store.state.count, 1)
  }

  func testObserversGetVersionStateAndCause() {
    let store = StoreRuntime(initialState: Counter.State(), reducer: Counter())
    var changes: [(Int, Int, Counter.Action, String?)] = []
    store.observe { changes.append(($0.version, $0.state.count, $0.action, $0.origin)) }
    store.send(.increment, origin: "bob")
    store.send(.delegate(.close), origin: "bob")
    XCTAssertEqual(changes.count, 1)
    XCTAssertEqual(changes[0].0, 1)
    XCTAssertEqual(changes[0].1, 1)
    XCTAssertEqual(changes[0].2, .increment)
    XCTAssertEqual(changes[0].3, "bob")
    XCTAssertEqual(store.log.map(\.origin), ["bob", "bob"])
  }

  func testConcurrentSendsFromManyThreadsAreSerialized() {
    let store = StoreRuntime(initialState: Counter.State(), reducer: Counter(), keepsLog: true)
    var versions: [Int] = []
    store.observe { versions.append($0.version) }
    DispatchQueue.concurrentPerform(iterations: 400) { index in
      store.send(.increment, origin: "client-\(index % 8)")
    }
    XCTAssertEqual(store.state.count, 400)
    XCTAssertEqual(store.version, 400)
    XCTAssertEqual(versions, Array(1...400))
    XCTAssertEqual(store.log.map(\.version), Array(1...400))
  }

  func testResetCancelsEffectsAndReplacesState() {
    let store = withClock(TestClock()) {
      StoreRuntime(initialState: Counter.State(), reducer: Counter())
    }
    store.send(.startTimer)
    store.reset(state: Counter.State(count: 9), version: 42)
    XCTAssertEqual(store.effectsInFlight, 0)
    XCTAssertEqual(store.state.count, 9)
    XCTAssertEqual(store.send(.increment).version, 43)
  }

  func testTheLogAndTheWarningsAreDatedByTheInjectedNow() {
    let seconds = Mutex(0.0)
    let store = StoreRuntime(
      initialState: StackParent.State(), reducer: StackParent(recorder: Recorder()),
      now: {
        seconds.withLock {
          $0 += 1
          return Date(timeIntervalSince1970: $0)
        }
      })
    store.send(.path(.popFrom(id: 7)))
    store.send(.path(.popFrom(id: 8)))
    XCTAssertEqual(store.log.map(\.date.timeIntervalSince1970), [1, 2])
    XCTAssertEqual(store.diagnostics.map(\.date.timeIntervalSince1970), [1, 2])
  }

  func testWarningsOfAStoresReducersGoToTheStoreEvenInsideAnotherReporter() {
    let store = StoreRuntime(
      initialState: StackParent.State(), reducer: StackParent(recorder: Recorder()))
    let outside = collect {
      store.send(.path(.popFrom(id: 7)))
      // Once the store's action is done, warnings go to the reporter around it again.
      RuntimeWarnings.report(code: "after", message: "after the action", fix: "")
    }
    XCTAssertEqual(store.diagnostics.map(\.diagnostic.code), ["stack-pop-missing-id"])
    XCTAssertEqual(outside.map(\.code), ["after"])
  }

  func testAStoreSendingFromAnotherStoresReducerKeepsWarningsApart() {
    let inner = StoreRuntime(
      initialState: StackParent.State(), reducer: StackParent(recorder: Recorder()))
    let outer = StoreRuntime(
      initialState: 0,
      reducer: Reduce<Int, Int> { state, _ in
        // A reducer that drives another store, then misbehaves itself.
        inner.send(.path(.popFrom(id: 1)))
        RuntimeWarnings.report(code: "outer", message: "from the outer reducer", fix: "")
        state += 1
        return .none
      })
    outer.send(1)
    XCTAssertEqual(inner.diagnostics.map(\.diagnostic.code), ["stack-pop-missing-id"])
    XCTAssertEqual(outer.diagnostics.map(\.diagnostic.code), ["outer"])
  }
}
