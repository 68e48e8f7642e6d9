import Clocks
import NavigationCore
import NavigationTesting
import XCTest

/// The order in which a test store processes what effects send, and what its state and skips
/// mean, as TCA's test store has them.
final class TestStoreOrderingTests: XCTestCase {
  enum Step: Equatable { case start, b1, b2, b3, c1, c2, c3, stop }
  enum Action: Equatable { case tapped, answered }

  /// Answers a tap a second later on `clock`; the answer sets the count to 42.
  static func answering(after clock: TestClock<Duration>) -> Reduce<Int, Action> {
    Reduce { count, action in
      switch action {
      case .tapped:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.answered)
        }
      case .answered:
        count = 42
        return .none
      }
    }
  }

  func testAnEffectsFollowUpActionsComeBeforeWhatItsSenderSendsNext() async {
    let failures = FailureLog()
    let clock = TestClock()
    let store = TestStore(initialState: [Step]()) {
      Reduce<[Step], Step> { steps, step in
        steps.append(step)
        switch step {
        case .start:
          return .merge(
            .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.b1)
              await send(.c1)
            },
            .run { _ in try await TestClock().sleep(for: .seconds(1)) }.cancellable(id: 1)
          )
        case .b1: return .concatenate(.send(.b2), .send(.b3))
        case .c1: return .concatenate(.send(.c2), .send(.c3))
        case .b2, .b3, .c2, .c3: return .none
        case .stop: return .cancel(id: 1)
        }
      }
    }
    failures.install(on: store)
    await store.send(.start) { $0 = [.start] }
    await clock.advance(by: .seconds(1))
    for step in [Step.b1, .b2, .b3, .c1, .c2, .c3] {
      await store.receive(step) { $0.append(step) }
    }
    await store.send(.stop) { $0.append(.stop) }
    XCTAssertEqual(failures.messages, [])
  }

  func testTheStateInsideAnAssertionIsTheStateBeforeTheAction() async {
    enum Action { case a, b, c }
    let store = TestStore(initialState: 0) {
      Reduce<Int, Action> { count, action in
        count += 1
        return action == .a ? .merge(.send(.b), .send(.c)) : .none
      }
    }
    await store.send(.a) {
      XCTAssertEqual(store.state, 0)
      $0 = 1
    }
    XCTAssertEqual(store.state, 1)
    await store.receive({ $0 == .b }) {
      XCTAssertEqual(store.state, 1)
      $0 = 2
    }
    XCTAssertEqual(store.state, 2)
    await store.receive({ $0 == .c }) {
      XCTAssertEqual(store.state, 2)
      $0 = 3
    }
    XCTAssertEqual(store.state, 3)
  }

  func testSkippedInFlightEffectsGoOnRunningAndTheirActionsAreReceived() async {
    let failures = FailureLog()
    let clock = TestClock()
    let store = TestStore(initialState: 0) { Self.answering(after: clock) }
    failures.install(on: store)
    await store.send(.tapped)
    await store.skipInFlightEffects()
    await clock.advance(by: .seconds(1))
    await store.receive(.answered) { $0 = 42 }
    XCTAssertEqual(failures.messages, [])
    XCTAssertEqual(
      failures.skipped,
      [
        """
        Skipped assertions.

        1 in-flight effect was cancelled, originating from:

        TestStoreOrderingTests.Action.tapped
        """
      ])
  }

  func testSendingWithUnhandledActionsFailsAndLeavesThemReceivable() async {
    enum Action: Equatable { case first, second }
    let failures = FailureLog()
    let store = TestStore(initialState: 0) {
      Reduce<Int, Action> { _, action in action == .first ? .send(.second) : .none }
    }
    failures.install(on: store)
    await store.send(.first)
    await store.send(.first)
    XCTAssertEqual(
      failures.messages,
      [
        """
        Must handle 1 received action before sending an action.

        Unhandled actions: [
          [0]: .second
        ]
        """
      ])
    await store.receive(.second)
    await store.receive(.second)
    XCTAssertEqual(failures.messages.count, 1, "\(failures.messages)")
  }

  func testReceivingWithNothingQueuedAndNothingInFlightFailsAtOnce() async {
    enum Action: Equatable { case loaded }
    let failures = FailureLog()
    let store = TestStore(initialState: 0) { Reduce<Int, Action> { _, _ in .none } }
    failures.install(on: store)
    let start = ContinuousClock.now
    await store.receive(.loaded, timeout: .seconds(60))
    XCTAssertLessThan(start.duration(to: .now), .seconds(30))
    XCTAssertEqual(
      failures.messages,
      [
        """
        Expected to receive the following action, but didn't:

          TestStoreOrderingTests.Action.loaded
        """
      ])
  }

  func testSkippingReceivedActionsTakesWhatEffectsAreAboutToSend() async {
    let failures = FailureLog()
    let clock = TestClock()
    let store = TestStore(initialState: 0) { Self.answering(after: clock) }
    failures.install(on: store)
    await store.send(.tapped)
    await clock.advance(by: .seconds(1))
    await store.skipReceivedActions()
    XCTAssertEqual(store.state, 42)
    XCTAssertEqual(failures.messages, [])
    XCTAssertEqual(
      failures.skipped,
      [
        """
        Skipped assertions.

        1 received action was skipped.

        TestStoreOrderingTests.Action.answered
        """
      ])
  }

  func testSkippingWhenThereIsNothingToSkipFails() async {
    let failures = FailureLog()
    let store = TestStore(initialState: 0) { Reduce<Int, Step> { _, _ in .none } }
    failures.install(on: store)
    await store.skipReceivedActions()
    await store.skipInFlightEffects()
    XCTAssertEqual(
      failures.messages,
      ["There were no received actions to skip.", "There were no in-flight effects to skip."])
  }
}
