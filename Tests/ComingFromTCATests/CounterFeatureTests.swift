import NavMirror
import NavigationTesting
import XCTest

/// The counter's tests as TCA's tutorial writes them: a test clock, an overridden client.
@MainActor
final class CounterFeatureTests: XCTestCase {
  func testCounter() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 0
    }
  }

  func testTimer() async {
    let clock = TestClock()

    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.count = 1
    }
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerRunning = false
    }
  }

  func testNumberFact() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number." }
    }

    await store.send(.factButtonTapped) {
      $0.isLoading = true
    }
    await store.receive(\.factResponse, "0 is a good number.") {
      $0.isLoading = false
      $0.fact = "0 is a good number."
    }
  }

  func testNonExhaustiveIncrements() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    }
    store.exhaustivity = .off

    await store.send(.incrementButtonTapped)
    await store.send(.incrementButtonTapped) {
      $0.count = 2
    }
  }
}
