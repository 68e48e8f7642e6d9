import Clocks
import NavigationCore
import NavigationTesting
import XCTest

/// A root feature that dismisses itself under a test store, as TCA's test store handles it.
final class TestStoreDismissalTests: XCTestCase {
  /// Starts an effect that runs until it is cancelled, and dismisses itself.
  struct Dismissing: Reducer {
    struct State: Equatable {}
    enum Action { case dismissTapped, appeared }
    let clock: TestClock<Duration>
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case .dismissTapped:
          return .run { _ in await dismiss() }
        case .appeared:
          return .run { [clock] _ in try await clock.sleep(for: .seconds(1)) }
        }
      }
    }
  }

  func testDismissingTheRootFeatureMarksTheStoreDismissedAndSkipsItsEffects() async {
    let failures = FailureLog()
    let clock = TestClock()
    do {
      let store = TestStore(initialState: Dismissing.State()) { Dismissing(clock: clock) }
      failures.install(on: store)
      await store.send(.appeared)
      XCTAssertFalse(store.isDismissed)
      await store.send(.dismissTapped)
      XCTAssertTrue(store.isDismissed)
      await store.finish(timeout: .seconds(30))
    }
    XCTAssertEqual(failures.messages, [])
    XCTAssertEqual(failures.skipped, [])
  }

  func testSendingToADismissedStoreFails() async {
    let failures = FailureLog()
    let store = TestStore(initialState: Dismissing.State()) {
      Dismissing(clock: TestClock())
    }
    failures.install(on: store)
    await store.send(.dismissTapped)
    let task = await store.send(.appeared)
    XCTAssertEqual(failures.messages, ["Can't send action to dismissed test store."])
    XCTAssertTrue(task.isCancelled, "the refused action started no effect")
  }
}
