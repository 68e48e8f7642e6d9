import XCTest

@testable import NavigationCore

/// A timer on the step's clock, and a body that sleeps twice in a row.
private struct Metronome: Reducer {
  struct State: Equatable, Sendable {
    var ticks = 0
    var slept = false
  }
  enum Action: Equatable, Sendable {
    case start
    case ticked
    case sleepTwice
    case woke
  }

  let clock: StepClock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.ticked)
          }
        }
      case .ticked:
        state.ticks += 1
        return .none
      case .sleepTwice:
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(20))
          try await clock.sleep(for: .seconds(20))
          await send(.woke)
        }
      case .woke:
        state.slept = true
        return .none
      }
    }
  }
}

final class StepClockTests: XCTestCase {
  /// The timer ticks once a second of the step's clock until the clock's limit, then is
  /// cancelled, without the step waiting in real time (its real-time limit is far off).
  func testATimerTicksUpToTheClockLimitAtOnce() {
    let clock = StepClock()
    let runner = StepRunner(
      reducer: Metronome(clock: clock), timeLimit: .seconds(600), clockLimit: .seconds(5.5))
    let start = ContinuousClock.now
    let outcome = runner.step(from: Metronome.State(), sending: .start, stepClock: clock)
    XCTAssertEqual(outcome.state.ticks, 5)
    XCTAssertEqual(outcome.effectsCancelled, 1)
    XCTAssertEqual(clock.now.offset, .seconds(5))
    XCTAssertLessThan(ContinuousClock.now - start, .seconds(60))
  }

  /// Sleeps within the limit end, one after the other.
  func testSleepsWithinTheLimitEnd() {
    let clock = StepClock()
    let runner = StepRunner(
      reducer: Metronome(clock: clock), timeLimit: .seconds(600), clockLimit: .seconds(60))
    let outcome = runner.step(from: Metronome.State(), sending: .sleepTwice, stepClock: clock)
    XCTAssertTrue(outcome.state.slept)
    XCTAssertEqual(outcome.effectsCancelled, 0)
    XCTAssertEqual(clock.now.offset, .seconds(40))
  }

  func testAdvanceReportsWhatItDid() {
    let clock = StepClock()
    XCTAssertEqual(clock.advance(notPast: clock.now.advanced(by: .seconds(1))), .noSleepers)
  }
}
