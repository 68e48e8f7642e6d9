import Clocks
import NavigationCore
import NavigationTesting
import Testing

/// Effects under a `TestStore` are deterministic, as on TCA's main serial executor: whatever a
/// `TestClock` advance wakes runs as far as it can before the advance moves on, so a timer
/// never misses a tick on a busy machine, and cancelling a send's task cancels everything that
/// descends from it.
@MainActor
struct DeterministicEffectTests {
  @Test func aTimerAdvancedTwoPeriodsTicksTwice() async {
    let (store, clock) = makeFlashingTimer()
    let task = await store.send(.start)
    await clock.advance(by: .milliseconds(2150))
    await store.receive(.tick) {
      $0.ticks = 1
      $0.isFlashing = true
    }
    await store.receive(.flashEnded) { $0.isFlashing = false }
    await store.receive(.tick) {
      $0.ticks = 2
      $0.isFlashing = true
    }
    await store.receive(.flashEnded) { $0.isFlashing = false }
    await task.cancel()
  }

  @Test func anEffectStartedByATickSleepsWithinTheSameAdvance() async {
    let (store, clock) = makeFlashingTimer()
    let task = await store.send(.start)
    await clock.advance(by: .milliseconds(1100))
    await store.receive(.tick) {
      $0.ticks = 1
      $0.isFlashing = true
    }
    await store.receive(.flashEnded) { $0.isFlashing = false }
    await task.cancel()
  }

  @Test func aDebounceSearchesOnceForTheLastQuery() async {
    let clock = TestClock()
    let store = TestStore(initialState: DebouncedSearch.State()) {
      DebouncedSearch()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("ab")) { $0.query = "ab" }
    await clock.advance(by: .milliseconds(299))
    await store.send(.queryChanged("abc")) { $0.query = "abc" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.search) { $0.searched = ["abc"] }
  }

  @Test func cancellingASendCancelsEverythingItsEffectsStarted() async {
    let store = TestStore(initialState: 0) { Cascade() }
    let task = await store.send(.task)
    await store.receive(.response)
    await store.receive(.response1)
    await store.receive(.response2)
    await task.cancel()
  }

  @Test func finishingASendWaitsForWhatItsEffectsStarted() async {
    let store = TestStore(initialState: 0) { Cascade() }
    let task = await store.send(.task)
    await store.receive(.response)
    await store.receive(.response1)
    await store.receive(.response2)
    await withKnownIssue {
      await task.finish(timeout: .milliseconds(50))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Expected task to finish") }
    }
    await task.cancel()
  }

  private func makeFlashingTimer() -> (
    TestStore<FlashingTimer.State, FlashingTimer.Action>, TestClock<Duration>
  ) {
    let clock = TestClock()
    let store = TestStore(initialState: FlashingTimer.State()) {
      FlashingTimer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    return (store, clock)
  }
}
