import CasePaths
import Clocks
import NavigationCore
import Synchronization
import XCTest

/// A parent with a stack of counters that records the order in which it and its children run.
struct StackParent: Reducer {
  struct State: Codable, Equatable {
    var path = StackState<Counter.State>()
    var lastSeenCount: Int?
  }
  @CasePathable
  enum Action: Codable, Equatable {
    case path(StackActionOf<Counter>)
    case pushTapped
  }
  let recorder: Recorder

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path(.popFrom(let id)):
        state.lastSeenCount = state.path[id: id]?.count
        recorder.append("parent popFrom \(id) present=\(state.path[id: id] != nil)")
      case .path(.element(let id, .delegate(.close))):
        recorder.append("parent delegate close \(id)")
        state.path.pop(from: id)
      case .path(.element(let id, let action)):
        recorder.append("parent element \(id) \(action) count=\(state.path[id: id]?.count ?? -1)")
      case .path(.push(let id, _)):
        recorder.append("parent push \(id) present=\(state.path[id: id] != nil)")
      case .pushTapped:
        state.path.append(Counter.State())
      }
      return .none
    }
    .forEach(\.path, action: \.path) { Counter(recorder: recorder) }
  }
  /// The line of the `forEach` above, where its warnings point.
  static let forEachLine = #line - 3
}

final class StackReducerTests: XCTestCase {
  func makeStore(
    _ recorder: Recorder, path: [Counter.State] = [], clock: TestClock<Duration> = TestClock()
  ) -> StoreRuntime<StackParent.State, StackParent.Action> {
    withClock(clock) {
      StoreRuntime(
        initialState: StackParent.State(path: StackState(path)),
        reducer: StackParent(recorder: recorder))
    }
  }

  func testElementActionRunsChildBeforeParent() {
    let recorder = Recorder()
    let store = makeStore(recorder, path: [Counter.State()])
    store.send(.path(.element(id: 0, action: .increment)))
    XCTAssertEqual(
      recorder.all, ["child increment count=0", "parent element #0 increment count=1"])
    XCTAssertEqual(store.state.path[id: 0]?.count, 1)
  }

  func testPopFromRunsParentBeforePopping() {
    let recorder = Recorder()
    let store = makeStore(recorder, path: [Counter.State(count: 7), Counter.State()])
    let result = store.send(.path(.popFrom(id: 0)))
    XCTAssertEqual(recorder.all, ["parent popFrom #0 present=true"])
    XCTAssertEqual(store.state.lastSeenCount, 7)
    XCTAssertTrue(store.state.path.isEmpty)
    XCTAssertTrue(result.changed)
  }

  func testPushInsertsBeforeParentRuns() {
    let recorder = Recorder()
    let store = makeStore(recorder)
    store.send(.path(.push(id: 5, state: Counter.State(count: 2))))
    XCTAssertEqual(recorder.all, ["parent push #5 present=true"])
    XCTAssertEqual(store.state.path.ids, [5])
    store.send(.pushTapped)
    XCTAssertEqual(store.state.path.ids, [5, 6])
  }

  func testActionForMissingElementIsReportedNotCrashing() {
    let store = makeStore(Recorder())
    let result = store.send(.path(.element(id: 3, action: .increment)), origin: "alice")
    XCTAssertEqual(result.diagnostics.map(\.code), ["stack-missing-element"])
    XCTAssertFalse(result.changed)
    let record = try! XCTUnwrap(store.diagnostics.first)
    XCTAssertEqual(record.origin, "alice")
    XCTAssertTrue(record.action.contains("element"))
    XCTAssertTrue(record.diagnostic.message.contains("received an action for a missing element"))
  }

  func testPopFromMissingIDIsReportedWithPathIDs() {
    let store = makeStore(Recorder(), path: [Counter.State()])
    let result = store.send(.path(.popFrom(id: 9)))
    XCTAssertEqual(result.diagnostics.map(\.code), ["stack-pop-missing-id"])
    XCTAssertTrue(result.diagnostics[0].message.contains("Path IDs:\n    [#0]"))
    XCTAssertEqual(store.state.path.count, 1)
  }

  func testPushWithExistingIDIsReportedAndKeepsTheElement() {
    let recorder = Recorder()
    let store = makeStore(recorder, path: [Counter.State()])
    let result = store.send(.path(.push(id: 0, state: Counter.State(count: 3))))
    XCTAssertEqual(result.diagnostics.map(\.code), ["stack-push-duplicate-id"])
    XCTAssertEqual(store.state.path[id: 0]?.count, 0)
    XCTAssertEqual(recorder.all, ["parent push #0 present=true"], "the parent runs, as in TCA")
  }

  func testPushOfAnIdBelowTheCounterThatLeftTheStackIsAccepted() {
    let store = makeStore(Recorder(), path: [Counter.State(), Counter.State(), Counter.State()])
    store.send(.path(.popFrom(id: 1)))
    XCTAssertEqual(store.state.path.nextGeneration, 3)
    let result = store.send(.path(.push(id: 1, state: Counter.State(count: 5))))
    XCTAssertEqual(result.diagnostics, [])
    XCTAssertEqual(store.state.path.ids, [0, 1])
    XCTAssertEqual(store.state.path[id: 1]?.count, 5)
  }

  func testPushOfAnIdDeepInTheStackIsReportedAndIgnored() {
    let store = makeStore(Recorder(), path: (0..<40).map { Counter.State(count: $0) })
    let result = store.send(.path(.push(id: 3, state: Counter.State(count: 99))))
    XCTAssertEqual(result.diagnostics.map(\.code), ["stack-push-duplicate-id"])
    XCTAssertEqual(store.state.path.count, 40)
    XCTAssertEqual(store.state.path[id: 3]?.count, 3)
  }

  func testPopFromAnIdDeepInTheStackPopsEverythingAboveIt() {
    let store = makeStore(Recorder(), path: (0..<40).map { Counter.State(count: $0) })
    store.send(.path(.popFrom(id: 2)))
    XCTAssertEqual(store.state.path.ids, [0, 1])
  }

  func testEffectsOfPoppedElementAreCancelled() async {
    let clock = TestClock()
    let store = makeStore(Recorder(), path: [Counter.State(), Counter.State()], clock: clock)
    let events = Mutex<[EffectEvent]>([])
    store.observeEffects { event in events.withLock { $0.append(event) } }
    store.send(.path(.element(id: 1, action: .startTimer)))
    XCTAssertEqual(store.effectsInFlight, 1)
    for tick in 1...2 {
      await waitUntil { await clock.hasSleepers() }
      await clock.advance(by: .seconds(1))
      await waitUntil { store.state.path[id: 1]?.count == tick }
    }
    await waitUntil { await clock.hasSleepers() }
    store.send(.path(.popFrom(id: 1)))
    XCTAssertEqual(store.effectsInFlight, 0)
    let snapshot = events.withLock { $0 }
    XCTAssertEqual(snapshot.map(\.kind), [.started, .cancelled])
    XCTAssertTrue(snapshot[0].tags.contains("path #1"), "\(snapshot[0].tags)")
    // The clock has not moved since the timer went back to sleep: only cancellation ends it.
    await waitUntil { await !clock.hasSleepers() }
    let version = store.version
    await clock.advance(by: .seconds(5))
    XCTAssertEqual(
      store.send(.path(.element(id: 0, action: .increment))).version, version + 1,
      "no tick arrives after the pop")
  }

  func testRemovingElementsInParentCancelsTheirEffects() async {
    let store = makeStore(Recorder(), path: [Counter.State(), Counter.State()])
    store.send(.path(.element(id: 0, action: .startTimer)))
    XCTAssertEqual(store.effectsInFlight, 1)
    store.send(.path(.element(id: 1, action: .delegate(.close))))
    XCTAssertEqual(store.effectsInFlight, 1, "element #0 is still there")
    store.send(.path(.popFrom(id: 0)))
    XCTAssertEqual(store.effectsInFlight, 0)
  }

  func testChildDismissEndsInPopFromAfterParentRuns() async {
    let recorder = Recorder()
    let store = makeStore(recorder, path: [Counter.State(), Counter.State(count: 4)])
    store.send(.path(.element(id: 1, action: .closeTapped)))
    await waitUntil { store.state.path.count == 1 }
    XCTAssertEqual(store.state.path.ids, [0])
    XCTAssertEqual(store.state.lastSeenCount, 4)
    XCTAssertEqual(recorder.all.last, "parent popFrom #1 present=true")
    XCTAssertEqual(store.log.last?.action, .path(.popFrom(id: 1)))
    XCTAssertTrue(store.diagnostics.isEmpty)
  }

  func testParentDrivenPopThroughDelegateAction() {
    let recorder = Recorder()
    let store = makeStore(recorder, path: [Counter.State(), Counter.State()])
    store.send(.path(.element(id: 1, action: .delegate(.close))))
    XCTAssertEqual(store.state.path.ids, [0])
    XCTAssertEqual(recorder.all.last, "parent delegate close #1")
  }

  func testDismissOfPushedElementWorksForElementsPushedLater() async {
    let store = makeStore(Recorder())
    store.send(.pushTapped)
    store.send(.pushTapped)
    store.send(.path(.element(id: 1, action: .closeTapped)))
    await waitUntil { store.state.path.count == 1 }
    XCTAssertEqual(store.state.path.ids, [0])
    XCTAssertEqual(store.effectsInFlight, 0)
  }

  func testDismissArrivingAfterThePopSendsNothing() async {
    let recorder = Recorder()
    let store = makeStore(recorder, path: [Counter.State(), Counter.State()])
    store.sync {
      store.send(.path(.element(id: 1, action: .closeAndRecord)))
      store.send(.path(.popFrom(id: 1)))
    }
    await waitUntil { recorder.all.contains("child dismiss returned") }
    settle(store)
    XCTAssertEqual(store.state.path.ids, [0])
    XCTAssertEqual(store.log.filter { $0.action == .path(.popFrom(id: 1)) }.count, 1)
    XCTAssertEqual(store.diagnostics, [])
  }

  func testDismissingTwiceSendsOnePop() async {
    let recorder = Recorder()
    let store = makeStore(recorder, path: [Counter.State(), Counter.State()])
    // Both taps land before either dismissal is processed (those wait for the queue).
    store.sync {
      store.send(.path(.element(id: 1, action: .closeAndRecord)))
      store.send(.path(.element(id: 1, action: .closeAndRecord)))
    }
    await waitUntil { recorder.all.filter { $0 == "child dismiss returned" }.count == 2 }
    settle(store)
    XCTAssertEqual(store.state.path.ids, [0])
    XCTAssertEqual(store.log.filter { $0.action == .path(.popFrom(id: 1)) }.count, 1)
    XCTAssertEqual(store.diagnostics, [])
  }

  func testDismissWithoutPresenterIsReported() async {
    let store = StoreRuntime(initialState: Counter.State(), reducer: Counter())
    store.send(.closeTapped)
    await waitUntil { !store.diagnostics.isEmpty }
    let record = store.diagnostics[0]
    XCTAssertEqual(record.diagnostic.code, "dismiss-without-presenter")
    XCTAssertTrue(record.diagnostic.message.contains("couldn't be dismissed"))
    XCTAssertEqual(record.action, "closeTapped")
  }
}

/// Lets the store's queue handle everything a returned dismissal put on it: the dismissal
/// reaches the queue, and its pop is put on the queue from there, so two round trips behind it
/// see the pop handled if one was sent.
private func settle<State, Action>(_ store: StoreRuntime<State, Action>) {
  store.sync {}
  store.sync {}
}
