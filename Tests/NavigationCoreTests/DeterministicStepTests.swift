import Clocks
import Dispatch
import Foundation
import XCTest

@testable import NavigationCore

/// A body that yields many times, then says on which threads it ran; and one that waits for
/// something that never comes.
private struct Yielder: Reducer {
  struct State: Equatable, Sendable {
    var ranOnStepThread: Bool?
    var waitEnded = false
  }
  enum Action: Equatable, Sendable {
    case yieldMany(stepThread: Int)
    case ran(onStepThreadOnly: Bool)
    case waitForever
    case waitEnded
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .yieldMany(let stepThread):
        return .run { send in
          var onStepThreadOnly = true
          for _ in 0..<1_000 {
            await Task.yield()
            if currentThread() != stepThread { onStepThreadOnly = false }
          }
          await send(.ran(onStepThreadOnly: onStepThreadOnly))
        }
      case .ran(let onStepThreadOnly):
        state.ranOnStepThread = onStepThreadOnly
        return .none
      case .waitForever:
        return .run { send in
          let (stream, continuation) = AsyncStream<Never>.makeStream()
          await withTaskCancellationHandler {
            for await _ in stream {}
          } onCancel: {
            continuation.finish()
          }
          await send(.waitEnded)
        }
      case .waitEnded:
        state.waitEnded = true
        return .none
      }
    }
  }
}

/// The calling thread, as a number.
private func currentThread() -> Int {
  Int(bitPattern: UInt(pthread_self()))
}

final class DeterministicStepTests: XCTestCase {
  func testARunnableBodyRunsToItsEndOnTheStepsThreadWithoutWaiting() {
    // Were the step to wait while the body is runnable, it would reach the deadline and
    // cancel the body; every resumption after a yield runs on this thread.
    let runner = StepRunner(reducer: Yielder(), timeLimit: .seconds(60))
    let outcome = runner.step(
      from: Yielder.State(), sending: .yieldMany(stepThread: currentThread()))
    XCTAssertEqual(outcome.state.ranOnStepThread, true)
    XCTAssertEqual(outcome.effectsCancelled, 0)
  }

  func testABodyWaitingForWhatNeverComesIsCancelledAtTheDeadlineOfTheStepsClock() async {
    let clock = TestClock()
    async let outcome = withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        let runner = StepRunner(reducer: Yielder(), timeLimit: .seconds(5), clock: clock)
        continuation.resume(returning: runner.step(from: Yielder.State(), sending: .waitForever))
      }
    }
    // The step waits for the body, on the clock's deadline, until the clock gets there.
    await waitUntil { await clock.hasSleepers() }
    await clock.advance(by: .seconds(4))
    let stillWaiting = await clock.hasSleepers()
    XCTAssertTrue(stillWaiting, "the step's deadline came early")
    await clock.advance(by: .seconds(1))
    let ended = await outcome
    XCTAssertEqual(ended.effectsCancelled, 1)
    XCTAssertFalse(ended.state.waitEnded, "a cancelled body's action is dropped")
  }
}
