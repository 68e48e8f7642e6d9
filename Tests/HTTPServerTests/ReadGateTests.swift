import XCTest

@testable import HTTPServer

/// `ReadGate`: the events that stop and resume reading a connection.
final class ReadGateTests: XCTestCase {
  func testOutputAboveTheMarkPausesUntilItDrainsToHalf() {
    var gate = ReadGate(highWaterMark: 100)
    XCTAssertEqual(gate.outputChanged(queuedBytes: 100), .none)
    XCTAssertEqual(gate.outputChanged(queuedBytes: 101), .pause)
    XCTAssertEqual(gate.outputChanged(queuedBytes: 60), .none)
    XCTAssertFalse(gate.isOpen)
    XCTAssertEqual(gate.outputChanged(queuedBytes: 50), .resume)
    XCTAssertTrue(gate.isOpen)
  }

  func testPendingResponseAndFullOutputBothKeepItClosed() {
    var gate = ReadGate(highWaterMark: 100)
    XCTAssertEqual(gate.responseStarted(), .pause)
    XCTAssertEqual(gate.outputChanged(queuedBytes: 500), .none)
    XCTAssertEqual(gate.responseQueued(), .none)
    XCTAssertEqual(gate.outputChanged(queuedBytes: 0), .resume)
  }
}
