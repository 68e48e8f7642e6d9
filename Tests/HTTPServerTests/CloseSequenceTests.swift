import XCTest

@testable import HTTPServer

/// `CloseSequence`: the lingering close, and a peer that half-closes while answers are due.
final class CloseSequenceTests: XCTestCase {
  func testLastOutputFlushedStartsALingeringCloseThatEndsAtThePeersEndOfStream() {
    var closing = CloseSequence()
    XCTAssertFalse(closing.ignoresInput)
    closing.closeAfterFlush()
    XCTAssertTrue(closing.ignoresInput)
    XCTAssertFalse(closing.discardsInput)
    XCTAssertEqual(closing.outputFlushed(), .linger)
    XCTAssertEqual(closing.phase, .lingering)
    XCTAssertTrue(closing.discardsInput)
    XCTAssertEqual(closing.outputFlushed(), .none)
    XCTAssertEqual(closing.peerClosed(answersDue: false), .terminate)
  }

  func testFlushedOutputOfAnOpenConnectionChangesNothing() {
    var closing = CloseSequence()
    XCTAssertEqual(closing.outputFlushed(), .none)
    XCTAssertEqual(closing.phase, .open)
  }

  func testPeerHalfCloseWithAnswersDueStopsReadingAndClosesOnceTheyAreOut() {
    var closing = CloseSequence()
    XCTAssertEqual(closing.peerClosed(answersDue: true), .stopReading)
    XCTAssertEqual(closing.phase, .peerHalfClosed)
    XCTAssertTrue(closing.ignoresInput)
    XCTAssertTrue(closing.discardsInput)
    // The last answer says Connection: close; its flush still ends the connection, not a linger.
    closing.closeAfterFlush()
    XCTAssertEqual(closing.outputFlushed(), .terminate)
  }

  func testPeerHalfCloseWhileTheLastAnswerIsQueuedStillDeliversIt() {
    var closing = CloseSequence()
    closing.closeAfterFlush()
    XCTAssertEqual(closing.peerClosed(answersDue: true), .stopReading)
    XCTAssertEqual(closing.outputFlushed(), .terminate)
  }

  func testPeerCloseWithNothingDueClosesAtOnce() {
    var closing = CloseSequence()
    XCTAssertEqual(closing.peerClosed(answersDue: false), .terminate)
  }

  func testSecondEndOfStreamWhileHalfClosedCloses() {
    var closing = CloseSequence()
    _ = closing.peerClosed(answersDue: true)
    XCTAssertEqual(closing.peerClosed(answersDue: true), .terminate)
  }

  func testClosedConnectionIgnoresEveryEvent() {
    var closing = CloseSequence()
    closing.closed()
    XCTAssertTrue(closing.isClosed)
    XCTAssertTrue(closing.ignoresInput)
    closing.closeAfterFlush()
    XCTAssertEqual(closing.peerClosed(answersDue: true), .none)
    XCTAssertEqual(closing.outputFlushed(), .none)
    XCTAssertEqual(closing.phase, .closed)
  }
}
