import Clocks
import ConcurrencyExtras
import Dependencies
import NavigationCore
import NavigationTesting
import XCTest

/// `send` lets what the action started run as far as it can before it returns, as TCA's test
/// store does: what an effect does without waiting on something outside is done by then.
final class TestStoreYieldTests: XCTestCase {
  @Reducer
  struct Worker {
    @ObservableState
    struct State: Equatable {}
    enum Action {
      case work
      case finished
    }
    let steps: LockIsolated<[String]>
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case .work:
          return .run { [steps, clock] send in
            steps.withValue { $0.append("started") }
            for _ in 0..<100 { await Task.yield() }
            steps.withValue { $0.append("yielded") }
            try? await clock.sleep(for: .seconds(1))
            steps.withValue { $0.append("slept") }
            await send(.finished)
          }
        case .finished:
          return .none
        }
      }
    }
  }

  func testSendReturnsOnceTheEffectWaitsForTheClock() async {
    let steps = LockIsolated<[String]>([])
    let clock = TestClock()
    let store = TestStore(initialState: Worker.State()) {
      Worker(steps: steps)
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.work)
    XCTAssertEqual(steps.value, ["started", "yielded"], "the body ran up to its sleep")
    await clock.advance(by: .seconds(1))
    await store.receive(\.finished)
    XCTAssertEqual(steps.value, ["started", "yielded", "slept"])
  }

  func testDismissWithoutSuspendingIsSeenWhenSendReturns() async {
    let store = TestStore(initialState: Dismisser.State()) { Dismisser() }
    await store.send(.closeTapped)
    XCTAssertTrue(store.isDismissed)
  }

  @Reducer
  struct Dismisser {
    @ObservableState
    struct State: Equatable {}
    enum Action { case closeTapped }
    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
      Reduce { _, _ in
        .run { [dismiss] _ in await dismiss() }
      }
    }
  }
}
