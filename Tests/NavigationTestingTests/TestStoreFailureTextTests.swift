import Clocks
import NavigationCore
import NavigationTesting
import XCTest

/// What a test store says when a test fails, word for word as TCA's test store says it.
final class TestStoreFailureTextTests: XCTestCase {
  enum Action: Equatable { case first, second }

  /// Sends `.second` for `.first`; `.second` counts.
  static func counter() -> Reduce<Int, Action> {
    Reduce { count, action in
      switch action {
      case .first: return .send(.second)
      case .second:
        count += 1
        return .none
      }
    }
  }

  func testAnUnexpectedReceivedActionIsShownAsADiffAgainstTheExpectedOne() async {
    let failures = FailureLog()
    let store = TestStore(initialState: 0) { Self.counter() }
    failures.install(on: store)
    await store.send(.first)
    await store.receive(.first)
    XCTAssertEqual(
      failures.messages,
      [
        """
        Received unexpected action:

            − TestStoreFailureTextTests.Action.first
            + TestStoreFailureTextTests.Action.second

        (Expected: −, Received: +)
        """
      ])
  }

  func testAnExpectedActionThatAnEffectNeverSentIsNamed() async {
    let failures = FailureLog()
    let store = TestStore(initialState: 0) {
      Reduce<Int, Action> { _, _ in .run { _ in } }
    }
    failures.install(on: store)
    await store.send(.first)
    await store.receive(.second)
    let expected = """
      Expected to receive the following action, but didn't:

        TestStoreFailureTextTests.Action.second
      """
    XCTAssertEqual(failures.messages, [expected])
  }

  func testUnhandledActionsAtTheEndAreListedWithTheWaysToHandleThem() async {
    let failures = FailureLog()
    let store = TestStore(initialState: 0) { Self.counter() }
    failures.install(on: store)
    await store.send(.first)
    await store.finish()
    XCTAssertEqual(
      failures.messages,
      [
        """
        The store received 1 unexpected action.

          Unhandled actions:
            .second

        To fix, explicitly assert against these actions using "store.receive", skip these actions \
        by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
        store: "store.exhaustivity = .off".
        """
      ])
  }

  func testAnEffectStillRunningAtTheEndIsReportedAtTheSendThatStartedIt() async {
    enum Action { case started, ticked }
    let failures = FailureLog()
    let clock = TestClock()
    var sendLine: UInt = 0
    do {
      let store = TestStore(initialState: 0) {
        Reduce<Int, Action> { count, action in
          switch action {
          case .started:
            return .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.ticked)
              try await clock.sleep(for: .seconds(1))
            }
          case .ticked:
            count += 1
            // An effect of an action an effect sent belongs to the send it descends from.
            return .run { _ in try await clock.sleep(for: .seconds(5)) }
          }
        }
      }
      failures.install(on: store)
      store.timeout = .milliseconds(10)
      sendLine = #line + 1
      await store.send(.started)
      await clock.advance(by: .seconds(1))
      await store.receive({ if case .ticked = $0 { true } else { false } }) { $0 = 1 }
    }
    XCTAssertEqual(failures.lines, [sendLine, sendLine])
    XCTAssertTrue(
      failures.messages.allSatisfy {
        $0.hasPrefix(
          """
          An effect returned for this action is still running. It must complete before the end \
          of the test.
          """)
      }, "\(failures.messages)")
    XCTAssertTrue(
      failures.messages.allSatisfy {
        $0.hasSuffix(
          """
          If you do not wish to assert on these effects, perform "await \
          store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
          "store.exhaustivity = .off".
          """)
      }, "\(failures.messages)")
  }
}
