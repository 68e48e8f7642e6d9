import XCTest

@testable import HTTPServer

/// `ConnectionDeadline`: which timer a connection arms for which purpose, driven by events and
/// explicit times (no clock, no waiting).
final class ConnectionDeadlineTests: XCTestCase {
  private let second: UInt64 = 1_000_000_000

  private func makeDeadline() -> ConnectionDeadline {
    ConnectionDeadline(headerReadTimeout: 10, writeTimeout: 30)
  }

  func testAcceptedConnectionWaitsForTheHeadAndARequestHeadCancelsThatDeadline() {
    var deadline = makeDeadline()
    XCTAssertEqual(deadline.started(), .arm(.header, seconds: 10))
    XCTAssertEqual(deadline.requestHeadArrived(), .cancel)
    XCTAssertNil(deadline.armed)
    XCTAssertEqual(deadline.requestHeadArrived(), .none)
  }

  func testHeaderDeadlineClosesAnHTTPConnectionButNotAWebSocket() {
    var deadline = makeDeadline()
    _ = deadline.started()
    XCTAssertEqual(deadline.fired(.header, now: 0, wait: .nextRequest), .terminate)
    XCTAssertEqual(deadline.fired(.header, now: 0, wait: nil), .none)
  }

  func testQueuedOutputArmsTheWriteDeadlineOnceAndAnOutstandingAnswerCancelsIt() {
    var deadline = makeDeadline()
    _ = deadline.started()
    XCTAssertEqual(deadline.httpWaits(for: .output, now: 5 * second), .arm(.write, seconds: 30))
    XCTAssertEqual(deadline.lastWriteProgress, 5 * second)
    XCTAssertEqual(deadline.httpWaits(for: .output, now: 6 * second), .none)
    XCTAssertEqual(deadline.lastWriteProgress, 5 * second)
    XCTAssertEqual(deadline.httpWaits(for: .answer, now: 7 * second), .cancel)
    XCTAssertEqual(deadline.httpWaits(for: .answer, now: 8 * second), .none)
  }

  func testEverythingAnsweredWaitsForTheNextHeadOnce() {
    var deadline = makeDeadline()
    _ = deadline.httpWaits(for: .output, now: 0)
    XCTAssertEqual(deadline.httpWaits(for: .nextRequest, now: 0), .arm(.header, seconds: 10))
    XCTAssertEqual(deadline.httpWaits(for: .nextRequest, now: 1), .none)
  }

  func testWriteDeadlineWithoutProgressCloses() {
    var deadline = makeDeadline()
    _ = deadline.httpWaits(for: .output, now: 0)
    XCTAssertEqual(deadline.fired(.write, now: 30 * second, wait: .output), .terminate)
  }

  func testWriteDeadlineAfterProgressWaitsForTheRestOfTheTimeout() {
    var deadline = makeDeadline()
    _ = deadline.httpWaits(for: .output, now: 0)
    deadline.outputMoved(now: 20 * second)
    XCTAssertEqual(
      deadline.fired(.write, now: 30 * second, wait: .output), .arm(.write, seconds: 20))
    XCTAssertEqual(deadline.armed, .write)
  }

  func testWriteDeadlineAfterTheOutputDrainedFollowsTheHTTPSide() {
    var deadline = makeDeadline()
    _ = deadline.httpWaits(for: .output, now: 0)
    XCTAssertEqual(
      deadline.fired(.write, now: 30 * second, wait: .nextRequest), .arm(.header, seconds: 10))
    _ = deadline.httpWaits(for: .output, now: 0)
    XCTAssertEqual(deadline.fired(.write, now: 30 * second, wait: .answer), .none)
    XCTAssertNil(deadline.armed)
  }

  func testCloseKeepsItsDeadlineWhateverTheHTTPSideWaitsFor() {
    var deadline = makeDeadline()
    _ = deadline.httpWaits(for: .output, now: 0)
    XCTAssertEqual(deadline.closeStarted(), .arm(.closing, seconds: 2))
    XCTAssertEqual(deadline.httpWaits(for: .output, now: 0), .none)
    XCTAssertEqual(deadline.httpWaits(for: .answer, now: 0), .none)
    XCTAssertEqual(deadline.httpWaits(for: .nextRequest, now: 0), .none)
    XCTAssertEqual(deadline.armed, .closing)
    XCTAssertEqual(deadline.fired(.closing, now: 0, wait: nil), .terminate)
  }

  func testUpgradeAndCloseCancelWhateverIsArmed() {
    var deadline = makeDeadline()
    _ = deadline.started()
    XCTAssertEqual(deadline.upgraded(), .cancel)
    XCTAssertEqual(deadline.closed(), .none)
    _ = deadline.closeStarted()
    XCTAssertEqual(deadline.closed(), .cancel)
  }
}
