import XCTest

@testable import MirrorUI

/// How far an exported test advances its `TestClock` before each recorded step.
final class ClockAdvancesTests: XCTestCase {
  func testAFlowWhoseEffectsAnsweredAtOnceNeedsNoClock() {
    let advances = ClockAdvances(delays: [0, 3, 400, 2], isReceived: [false, true, false, true])
    XCTAssertFalse(advances.usesClock)
    XCTAssertEqual(advances.beforeStep, [0, 0, 0, 0])
  }

  func testTheClockFollowsTheRecordedTimesRoundedAfterEachPause() {
    // Recorded at 0, 1003, 1007, 1257 and 1561 ms: a tick, an answer at once, a send, and an
    // answer that waited.
    let advances = ClockAdvances(
      delays: [0, 1003, 4, 250, 304], isReceived: [false, true, true, false, true])
    XCTAssertTrue(advances.usesClock)
    XCTAssertEqual(advances.beforeStep, [0, 1000, 0, 250, 310])
  }

  func testNothingAdvancesOnceNoEffectHasAnythingLeftToSend() {
    let advances = ClockAdvances(delays: [0, 500, 700], isReceived: [false, true, false])
    XCTAssertEqual(advances.beforeStep, [0, 500, 0])
  }

  func testAdvancesReadInSecondsWhenWhole() {
    XCTAssertEqual(
      ClockAdvances.statement(advancing: 2000), "await clock.advance(by: .seconds(2))")
    XCTAssertEqual(
      ClockAdvances.statement(advancing: 250), "await clock.advance(by: .milliseconds(250))")
  }
}
