import NavMirror
import Testing

/// The focus timer: ticks on a test clock, stops, completes a session, and is cancelled with
/// the task that started it.
@MainActor
struct FocusTimerFeatureTests {
  @Test func ticksUntilStopped() async {
    let clock = TestClock()
    let store = TestStore(initialState: FocusTimerFeature.State()) {
      FocusTimerFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.startButtonTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.tick) {
      $0.secondsLeft = 25 * 60 - 1
    }
    await store.receive(\.tick) {
      $0.secondsLeft = 25 * 60 - 2
    }
    await store.send(.stopButtonTapped) {
      $0.isRunning = false
    }
    await clock.run()
  }

  @Test func sessionCompletes() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: FocusTimerFeature.State(secondsLeft: 2, sessionLength: 2)
    ) {
      FocusTimerFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.startButtonTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.secondsLeft = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.completedSessions = 1
      $0.isRunning = false
      $0.secondsLeft = 2
    }
    await store.finish()
  }

  @Test func cancellingTheTaskStopsTheTimer() async {
    let clock = TestClock()
    let store = TestStore(initialState: FocusTimerFeature.State()) {
      FocusTimerFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }

    let task = await store.send(.startButtonTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.secondsLeft -= 1
    }
    await task.cancel()
    await clock.advance(by: .seconds(5))
    #expect(task.isCancelled)
  }

  @Test func resetNonExhaustively() async {
    let clock = TestClock()
    let store = TestStore(initialState: FocusTimerFeature.State()) {
      FocusTimerFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off(showSkippedAssertions: false)

    await store.send(.startButtonTapped)
    await clock.advance(by: .seconds(3))
    await store.receive(\.tick)
    await store.receive(\.tick)
    await store.receive(\.tick) {
      $0.secondsLeft = 25 * 60 - 3
    }
    await store.send(.resetButtonTapped) {
      $0.isRunning = false
      $0.secondsLeft = 25 * 60
    }
  }
}
