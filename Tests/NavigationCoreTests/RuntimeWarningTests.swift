import CasePaths
import Clocks
import NavigationCore
import Synchronization
import XCTest

/// TCA's runtime warnings, with the location of the operator that raised them.
final class RuntimeWarningTests: XCTestCase {
  private func makeStore(
    _ recorder: Recorder, path: [Counter.State] = []
  ) -> StoreRuntime<StackParent.State, StackParent.Action> {
    StoreRuntime(
      initialState: StackParent.State(path: StackState(path)),
      reducer: StackParent(recorder: recorder))
  }

  /// The line of `StackParent`'s `forEach`, where its warnings point.
  private var forEachLocation: String {
    "\"NavigationCoreTests/StackReducerTests.swift:\(StackParent.forEachLine)\""
  }

  func testStackActionForAMissingElementRunsTheParentAndWarnsWithTheLocation() {
    let recorder = Recorder()
    let store = makeStore(recorder)
    let result = store.send(.path(.element(id: 3, action: .increment)))
    XCTAssertEqual(recorder.all, ["parent element #3 increment count=-1"])
    XCTAssertEqual(
      result.diagnostics.first?.message.hasPrefix(
        "A \"forEach\" at \(forEachLocation) received an action for a missing element."),
      true, "\(result.diagnostics)")
  }

  func testPopFromAMissingIDWarnsWithTheLocation() {
    let store = makeStore(Recorder(), path: [Counter.State()])
    let result = store.send(.path(.popFrom(id: 9)))
    XCTAssertEqual(
      result.diagnostics.map(\.message),
      [
        """
        A "forEach" at \(forEachLocation) received a "popFrom" action for a missing element.

          ID:
            #9
          Path IDs:
            [#0]
        """
      ])
  }

  func testPushingAnIDBeyondTheNextOneWarnsInTestsAndStillInserts() {
    let store = makeStore(Recorder())
    let result = store.send(.path(.push(id: 1, state: Counter.State())))
    XCTAssertEqual(store.state.path.ids, [1])
    XCTAssertEqual(
      result.diagnostics.map(\.message),
      [
        """
        A "forEach" at \(forEachLocation) received a "push" action with an unexpected \
        generational ID.

          Received ID:
            #1
          Expected ID:
            #0
        """
      ])
  }

  func testPushingTheNextIDDoesNotWarn() {
    let store = makeStore(Recorder(), path: [Counter.State()])
    XCTAssertEqual(store.send(.path(.push(id: 1, state: Counter.State()))).diagnostics, [])
  }

  func testPushingBeyondTheNextIDIsQuietOutsideTests() {
    let store = withDependencies {
      $0.context = .live
    } operation: {
      makeStore(Recorder())
    }
    XCTAssertEqual(store.send(.path(.push(id: 4, state: Counter.State()))).diagnostics, [])
    XCTAssertEqual(store.state.path.ids, [4])
  }

  func testModifyingAnUnrelatedCaseOfAStackElementWarnsAndChangesNothing() {
    var stack = StackState<StackStateTests.Screen>([.counter(42)])
    let modified = collect { stack[id: 0, case: \.text]?.append("!") }
    let removed = collect { stack[id: 0, case: \.text] = nil }
    XCTAssertEqual(Array(stack), [.counter(42)])
    XCTAssertEqual(modified.map(\.message), [#"Can't modify unrelated case "counter""#])
    XCTAssertEqual(removed.map(\.message), [#"Can't modify unrelated case "counter""#])
  }

  func testAnUnhandledEffectErrorNamesWhereTheEffectWasMade() async {
    struct Failure: Error {}
    let line = #line + 1
    let effect = Effect<Int>.run { _ in throw Failure() }
    let store = StoreRuntime(initialState: 0, reducer: Reduce<Int, Int> { _, _ in effect })
    store.send(1)
    await waitUntil { !store.diagnostics.isEmpty }
    XCTAssertEqual(
      store.diagnostics.first?.diagnostic.message.hasPrefix(
        """
        An "Effect.run" returned from "NavigationCoreTests/RuntimeWarningTests.swift:\(line)" \
        threw an unhandled error.
        """), true, "\(store.diagnostics)")
  }

  func testSendingFromACompletedEffectWarns() async {
    let escaped = Mutex<Send<Int>?>(nil)
    let store = StoreRuntime(
      initialState: 0,
      reducer: Reduce<Int, Int> { state, action in
        state += action
        guard action == 1 else { return .none }
        return .run { send in escaped.withLock { $0 = send } }
      })
    store.send(1)
    await waitUntil { escaped.withLock { $0 != nil } && store.effectsInFlight == 0 }
    await escaped.withLock { $0 }?(10)
    await waitUntil { !store.diagnostics.isEmpty }
    let record = store.diagnostics[0]
    XCTAssertEqual(record.diagnostic.code, "effect-send-after-completion")
    XCTAssertEqual(
      record.diagnostic.message,
      """
      An action was sent from a completed effect.

        Action:
          10

        Effect returned from:
          1
      """)
  }

  func testAReentrantSendWarns() {
    let store = StoreRuntime(
      initialState: 0,
      reducer: Reduce<Int, Int> { state, action in
        state += action
        return .none
      })
    store.observe { [unowned store] change in
      if change.action == 1 { store.send(2) }
    }
    store.send(1)
    XCTAssertEqual(store.state, 3)
    XCTAssertEqual(
      store.diagnostics.map(\.diagnostic.message),
      ["Sent '2' while an action was being processed."])
  }
}
