import XCTest

@testable import HTTPServer

/// `HTTPStateMachine`: requests out of received bytes, and the answer computed off the loop
/// matched by its token.
final class HTTPStateMachineTests: XCTestCase {
  private func receive(_ text: String, into machine: inout HTTPStateMachine) {
    Array(text.utf8).withUnsafeBytes { machine.append($0) }
  }

  func testPipelinedRequestsComeOutInOrderOnceComplete() {
    var machine = HTTPStateMachine()
    receive("GET /a HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nHo", into: &machine)
    guard case .request(let first, let keepAlive)? = machine.nextAction() else {
      return XCTFail("expected the first request")
    }
    XCTAssertEqual(first.path, "/a")
    XCTAssertTrue(keepAlive)
    XCTAssertNil(machine.nextAction())
    receive("st: x\r\nConnection: close\r\n\r\n", into: &machine)
    guard case .request(let second, let secondKeepAlive)? = machine.nextAction() else {
      return XCTFail("expected the second request")
    }
    XCTAssertEqual(second.path, "/b")
    XCTAssertFalse(secondKeepAlive)
  }

  func testMalformedInputIsRefusedWithItsStatus() {
    var machine = HTTPStateMachine()
    receive("NOT HTTP\r\n\r\n", into: &machine)
    guard case .refuse(let response)? = machine.nextAction() else {
      return XCTFail("expected a refusal")
    }
    XCTAssertEqual(response.status, 400)
  }

  func testOffloadedAnswerIsMatchedByItsTokenOnce() {
    var machine = HTTPStateMachine()
    machine.answerOffloaded(token: 7, head: true, keepAlive: false)
    XCTAssertTrue(machine.awaitsAnswer)
    XCTAssertNil(machine.offloadedAnswerArrived(token: 6))
    XCTAssertTrue(machine.awaitsAnswer)
    XCTAssertEqual(
      machine.offloadedAnswerArrived(token: 7),
      HTTPStateMachine.PendingAnswer(token: 7, head: true, keepAlive: false))
    XCTAssertFalse(machine.awaitsAnswer)
    XCTAssertNil(machine.offloadedAnswerArrived(token: 7))
  }

  func testUpgradeHandsOverTheBytesAfterTheHandshake() {
    var machine = HTTPStateMachine()
    let bytes = Array("GET /ws HTTP/1.1\r\nHost: x\r\n\r\n".utf8) + [0x81, 0x05]
    bytes.withUnsafeBytes { machine.append($0) }
    _ = machine.nextAction()
    XCTAssertEqual(Array(machine.upgraded()), [0x81, 0x05])
    XCTAssertNil(machine.nextAction())
  }
}
