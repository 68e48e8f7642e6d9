import NavigationCore
import NavigationTesting
import XCTest

/// The task `send` returns, waiting for effects, and receiving what they send.
final class TestStoreEffectTests: XCTestCase {
  func testCancellingTheSendTaskStopsALongLivingEffect() async {
    let failures = FailureLog()
    let (ticker, ticks) = Ticker.make()
    let store = TestStore(initialState: Ticker.State()) { ticker }
    failures.install(on: store)
    let task = await store.send(.startTapped) { $0.isRunning = true }
    ticks.yield(2)
    await store.receive(\.ticked, 2) { $0.total = 2 }
    ticks.yield(3)
    await store.receive(.ticked(3)) { $0.total = 5 }
    XCTAssertFalse(task.isCancelled)
    await task.cancel()
    XCTAssertTrue(task.isCancelled)
    ticks.yield(4)
    await store.finish()
    XCTAssertEqual(failures.messages, [])
    XCTAssertEqual(store.state.total, 5)
  }

  func testALongLivingEffectFailsFinishWhenExhaustive() async {
    let failures = FailureLog()
    let (ticker, _) = Ticker.make()
    let store = TestStore(initialState: Ticker.State()) { ticker }
    failures.install(on: store)
    await store.send(.startTapped) { $0.isRunning = true }
    await store.finish(timeout: .milliseconds(50))
    XCTAssertEqual(failures.messages.count, 1, "\(failures.messages)")
    XCTAssertTrue(
      failures.messages.first?.hasPrefix(
        "Expected effects to finish, but there are still effects in-flight after 0.05 seconds.")
        ?? false, "\(failures.messages)")
    await store.skipInFlightEffects()
  }

  func testALongLivingEffectIsAllowedWhenNonExhaustive() async {
    let failures = FailureLog()
    do {
      let (ticker, ticks) = Ticker.make()
      let store = TestStore(initialState: Ticker.State()) { ticker }
      failures.install(on: store)
      store.exhaustivity = .off
      await store.send(.startTapped)
      ticks.yield(1)
      await store.finish(timeout: .milliseconds(50))
    }
    XCTAssertEqual(failures.messages, [])
  }

  func testTaskFinishWaitsForTheEffectsOfItsAction() async {
    let (ticker, ticks) = Ticker.make()
    let store = TestStore(initialState: Ticker.State()) { ticker }
    let task = await store.send(.startTapped) { $0.isRunning = true }
    let finished = LockIsolated(false)
    let waiting = Task {
      await task.finish()
      finished.setValue(true)
    }
    ticks.yield(2)
    await store.receive(\.ticked, 2) { $0.total = 2 }
    XCTAssertFalse(finished.value, "finish returned while the effect still ran")
    ticks.finish()
    await waiting.value
    XCTAssertTrue(finished.value)
    XCTAssertFalse(task.isCancelled)
  }

  func testTaskFinishFailsAndCancelsAfterItsTimeout() async {
    let failures = FailureLog()
    let (ticker, _) = Ticker.make()
    let store = TestStore(initialState: Ticker.State()) { ticker }
    failures.install(on: store)
    let task = await store.send(.startTapped) { $0.isRunning = true }
    await task.finish(timeout: .milliseconds(50))
    XCTAssertEqual(failures.messages.count, 1, "\(failures.messages)")
    XCTAssertTrue(
      failures.messages.first?.hasPrefix(
        "Expected task to finish, but it is still in-flight after 0.05 seconds.") ?? false,
      "\(failures.messages)")
    XCTAssertTrue(task.isCancelled)
    await store.finish()
    XCTAssertEqual(failures.messages.count, 1, "\(failures.messages)")
  }

  func testAnActionWithoutEffectsGivesACancelledTask() async {
    let store = TestStore(initialState: Detail.State()) { Detail() }
    let task = await store.send(.incrementTapped) { $0.count = 1 }
    XCTAssertTrue(task.isCancelled)
    await task.finish()
  }

  func testReceiveByPredicate() async {
    let store = TestStore(initialState: Detail.State()) { Detail() }
    await store.send(.loadTapped)
    await store.receive({ $0 == .loaded(42) }) { $0.count = 42 }
  }

  func testReceivingAnotherActionFailsWithADiff() async {
    let failures = FailureLog()
    let store = TestStore(initialState: Detail.State()) { Detail() }
    failures.install(on: store)
    await store.send(.loadTapped)
    await store.receive(.loaded(7))
    XCTAssertEqual(failures.messages.count, 1, "\(failures.messages)")
    let message = failures.messages.first ?? ""
    XCTAssertTrue(message.hasPrefix("Received unexpected action:"), message)
    XCTAssertTrue(message.contains("− Detail.Action.loaded(7)"), message)
    XCTAssertTrue(message.contains("+ Detail.Action.loaded(42)"), message)
    XCTAssertTrue(message.hasSuffix("(Expected: −, Received: +)"), message)
  }

  func testReceivingAWrongPayloadByCaseKeyPathFailsWithADiff() async {
    let failures = FailureLog()
    let store = TestStore(initialState: Detail.State()) { Detail() }
    failures.install(on: store)
    await store.send(.loadTapped)
    await store.receive(\.loaded, 7) { $0.count = 7 }
    XCTAssertEqual(failures.messages.count, 1, "\(failures.messages)")
    let message = failures.messages.first ?? ""
    XCTAssertTrue(message.hasPrefix("Received unexpected action:"), message)
    XCTAssertTrue(message.contains("−"), message)
    XCTAssertTrue(message.contains("7"), message)
    XCTAssertTrue(message.contains("42"), message)
    XCTAssertTrue(message.hasSuffix("(Expected: −, Actual: +)"), message)
    XCTAssertEqual(store.state.count, 42)
  }

  func testReceivingOneActionBeforeTheExpectedOneSaysSo() async {
    let failures = FailureLog()
    let store = TestStore(initialState: Ticker.State()) { Ticker.make().0 }
    failures.install(on: store)
    await store.send(.refreshTapped).finish()
    await store.receive(\.refreshed) { $0.total = 10 }
    XCTAssertTrue(
      failures.messages.first?.hasPrefix("Received unexpected action before this one:") ?? false,
      "\(failures.messages)")
  }

  func testReceiveTimesOutWhenTheEffectSendsNothing() async {
    let failures = FailureLog()
    let (ticker, _) = Ticker.make()
    let store = TestStore(initialState: Ticker.State()) { ticker }
    failures.install(on: store)
    await store.send(.startTapped) { $0.isRunning = true }
    await store.receive(\.ticked, timeout: .milliseconds(50))
    XCTAssertTrue(
      failures.messages.first?.hasPrefix(
        "Expected to receive an action, but received none after 0.05 seconds.") ?? false,
      "\(failures.messages)")
    await store.skipInFlightEffects()
  }

  func testReceiveWithNothingInFlightFailsAtOnce() async {
    let failures = FailureLog()
    let store = TestStore(initialState: Detail.State()) { Detail() }
    failures.install(on: store)
    await store.receive(\.loaded)
    XCTAssertEqual(
      failures.messages,
      ["Expected to receive an action matching case path, but didn't get one."])
  }

  func testSkippingReceivedActionsMovesTheStateAndIsShownAsSkipped() async {
    let failures = FailureLog()
    let store = TestStore(initialState: Detail.State()) { Detail() }
    failures.install(on: store)
    await store.send(.loadTapped).finish()
    await store.skipReceivedActions()
    XCTAssertEqual(store.state.count, 42)
    XCTAssertEqual(failures.messages, [])
    XCTAssertTrue(
      failures.skipped.first?.hasPrefix("Skipped assertions.\n\n1 received action was skipped.")
        ?? false, "\(failures.skipped)")
    await store.skipReceivedActions()
    XCTAssertEqual(failures.messages, ["There were no received actions to skip."])
  }

  func testSkippingInFlightEffectsStopsTrackingThem() async {
    let failures = FailureLog()
    let (ticker, _) = Ticker.make()
    let store = TestStore(initialState: Ticker.State()) { ticker }
    failures.install(on: store)
    await store.send(.startTapped) { $0.isRunning = true }
    await store.skipInFlightEffects()
    XCTAssertTrue(
      failures.skipped.first?.hasPrefix(
        "Skipped assertions.\n\n1 in-flight effect was cancelled, originating from:") ?? false,
      "\(failures.skipped)")
    await store.finish(timeout: .milliseconds(50))
    await store.skipInFlightEffects(strict: false)
    XCTAssertEqual(failures.messages, [])
    await store.skipInFlightEffects()
    XCTAssertEqual(failures.messages, ["There were no in-flight effects to skip."])
  }

  func testAssertChecksTheStateWithoutSending() async {
    let failures = FailureLog()
    let store = TestStore(initialState: Detail.State()) { Detail() }
    failures.install(on: store)
    await store.send(.incrementTapped) { $0.count = 1 }
    store.assert { $0.count = 1 }
    XCTAssertEqual(failures.messages, [])
    store.assert { $0.count = 2 }
    XCTAssertTrue(
      failures.messages.first?.hasPrefix("A state change does not match expectation.") ?? false,
      "\(failures.messages)")
  }
}
