import Foundation
import NavigationCore
import NavigationTesting
import XCTest

final class DependencyTests: XCTestCase {
  func testUUIDAndDateComeFromTheTestStoreOverrides() async {
    let date = Date(timeIntervalSince1970: 1_234_567_890)
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date = .constant(date)
    }
    await store.send(.addTapped) {
      $0.todos = [Todos.Todo(id: UUID(0), createdAt: date)]
    }
    await store.send(.addTapped) {
      $0.todos.append(Todos.Todo(id: UUID(1), createdAt: date))
    }
  }

  func testTimerTicksOnlyWhenTheTestClockAdvancesAndStopsWhenCancelled() async throws {
    let clock = TestClock()
    let store = TestStore(initialState: ClockTimer.State()) {
      ClockTimer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.toggleTapped) { $0.isOn = true }
    await waitUntilSleeping(on: clock)
    await clock.advance(by: .milliseconds(999))
    try await clock.checkSuspensionStillPending()
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.ticked) { $0.ticks = 1 }
    await waitUntilSleeping(on: clock)
    await clock.advance(by: .seconds(1))
    await store.receive(\.ticked) { $0.ticks = 2 }
    await store.send(.toggleTapped) { $0.isOn = false }
    await clock.advance(by: .seconds(5))
    await store.finish()
    XCTAssertEqual(store.state.ticks, 2)
  }

  func testDependencyClientOverriddenInTest() async {
    let store = TestStore(initialState: Doubler.State()) {
      Doubler()
    } withDependencies: {
      $0.numbers.double = { $0 * 10 }
    }
    await store.send(.doubleTapped(4))
    await store.receive(.doubled(40)) { $0.value = 40 }
  }

  func testEffectReadsTheTestStoreDependenciesOfTheMomentItWasMade() async {
    let store = TestStore(initialState: Doubler.State()) {
      Doubler()
    } withDependencies: {
      $0.numbers.double = { $0 + 1 }
    }
    await store.send(.doubleTapped(4))
    await store.receive(.doubled(5)) { $0.value = 5 }
    store.dependencies.numbers.double = { $0 - 1 }
    await store.send(.doubleTapped(4))
    await store.receive(.doubled(3)) { $0.value = 3 }
  }

  func testStoreEffectsUseTheStoreDependenciesNotTheSenders() async {
    let store = StoreRuntime(initialState: Doubler.State()) {
      Doubler()
    } withDependencies: {
      $0.numbers.double = { $0 * 100 }
    }
    withDependencies {
      $0.numbers.double = { _ in -1 }
    } operation: {
      _ = store.send(.doubleTapped(3))
    }
    await waitUntil { store.state.value != 0 }
    XCTAssertEqual(store.state.value, 300)
  }

  func testLiveNumberClientOutsideTests() async {
    let store = StoreRuntime(initialState: Doubler.State()) {
      Doubler()
    } withDependencies: {
      $0.context = .live
    }
    store.send(.doubleTapped(21))
    await waitUntil { store.state.value != 0 }
    XCTAssertEqual(store.state.value, 42)
  }

  func testDismissFromAPresentationIsSeenByTheParent() async {
    let store = TestStore(initialState: SheetHost.State()) { SheetHost() }
    await store.send(.showTapped) { $0.sheet = Sheet.State() }
    await store.send(\.sheet.presented.appeared) { $0.sheet?.wasPresented = true }
    await store.send(\.sheet.presented.closeTapped)
    await store.receive(\.sheet.dismiss) {
      $0.sheet = nil
      $0.dismissals = 1
    }
    await store.finish()
  }

  func testChildTestStoreRecordsDismissal() async {
    let store = TestStore(initialState: Sheet.State()) { Sheet() }
    await store.send(.appeared) { $0.wasPresented = true }
    XCTAssertFalse(store.isDismissed)
    await store.send(.closeTapped)
    await waitUntil { store.isDismissed }
    await store.finish()
  }

  func testDismissOverrideRunsAndRecordsDismissal() async {
    let calls = LockIsolated(0)
    let store = TestStore(initialState: Sheet.State()) {
      Sheet()
    } withDependencies: {
      $0.dismiss = DismissEffect { calls.withValue { $0 += 1 } }
    }
    await store.send(.closeTapped)
    await waitUntil { store.isDismissed }
    XCTAssertEqual(calls.value, 1)
  }

  func testAStepRunsEffectsWithTheirDependencies() {
    let simulator = StepRunner(reducer: Doubler(), timeLimit: .seconds(2))
    let outcome = withDependencies {
      $0.numbers.double = { $0 * 3 }
    } operation: {
      simulator.step(from: Doubler.State(), sending: .doubleTapped(5))
    }
    XCTAssertEqual(outcome.state.value, 15)
  }
}

/// Waits until an effect sleeps on `clock`, failing after a second.
private func waitUntilSleeping(
  on clock: TestClock<Duration>, file: StaticString = #filePath, line: UInt = #line
) async {
  let deadline = Date().addingTimeInterval(1)
  while Date() < deadline {
    do {
      try await clock.checkSuspension()
    } catch {
      return
    }
    try? await Task.sleep(nanoseconds: 1_000_000)
  }
  XCTFail("No effect slept on the test clock", file: file, line: line)
}

extension TestClock<Duration> {
  /// Throws unless something still sleeps on the clock.
  fileprivate func checkSuspensionStillPending() async throws {
    do {
      try await checkSuspension()
    } catch {
      return
    }
    throw StillPending.noSuspension
  }
}

private enum StillPending: Error { case noSuspension }

/// Waits until `condition` holds, polling every millisecond, failing after two seconds.
private func waitUntil(
  file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool
) async {
  let deadline = Date().addingTimeInterval(2)
  while !condition() {
    if Date() > deadline {
      XCTFail("Timed out waiting for a condition", file: file, line: line)
      return
    }
    try? await Task.sleep(nanoseconds: 1_000_000)
  }
}
