import WebSocketProtocol
import XCTest

@testable import HTTPServer

/// `WebSocketStateMachine`: frames in, actions out — messages, pongs, the closing handshake and
/// liveness pings, with no socket and explicit times.
final class WebSocketStateMachineTests: XCTestCase {
  private let second: UInt64 = 1_000_000_000
  private let key: [UInt8] = [1, 2, 3, 4]

  private func makeMachine(maxMessageSize: Int = 1 << 20) -> WebSocketStateMachine {
    WebSocketStateMachine(
      parser: FrameParser(maxPayloadLength: maxMessageSize),
      assembler: MessageAssembler(maxMessageSize: maxMessageSize), now: 0)
  }

  /// A masked client frame.
  private func clientFrame(_ opcode: Opcode, _ payload: [UInt8] = [], fin: Bool = true) -> [UInt8] {
    FrameEncoder.encode(opcode: opcode, payload: payload, fin: fin, maskingKey: key)
  }

  private func closeFrame(_ code: CloseCode, reason: String = "") -> [UInt8] {
    FrameEncoder.encode(
      opcode: .close, payload: FrameEncoder.closePayload(code: code, reason: reason))
  }

  private func receive(_ bytes: [UInt8], into machine: inout WebSocketStateMachine) {
    bytes.withUnsafeBytes { machine.append($0) }
  }

  func testMessagesComeOutInOrderOnceComplete() {
    var machine = makeMachine()
    let text = clientFrame(.text, Array("hello".utf8))
    receive(Array(text.prefix(3)), into: &machine)
    XCTAssertNil(machine.nextAction())
    receive(Array(text.dropFirst(3)) + clientFrame(.binary, [1, 2, 3]), into: &machine)
    XCTAssertEqual(machine.nextAction(), .text(Array("hello".utf8)))
    XCTAssertEqual(machine.nextAction(), .binary([1, 2, 3]))
    XCTAssertNil(machine.nextAction())
  }

  func testPingIsAnsweredWithAPongCarryingTheSamePayloadAndPongsAreSkipped() {
    var machine = makeMachine()
    receive(clientFrame(.pong, [9]) + clientFrame(.ping, [7, 8]), into: &machine)
    XCTAssertEqual(
      machine.nextAction(), .send(FrameEncoder.encode(opcode: .pong, payload: [7, 8])))
    XCTAssertNil(machine.nextAction())
  }

  func testPeerCloseIsEchoedWithItsCodeAndFinishes() {
    var machine = makeMachine()
    let payload = FrameEncoder.closePayload(code: .goingAway, reason: "bye")
    receive(clientFrame(.close, payload), into: &machine)
    XCTAssertEqual(machine.nextAction(), .finish(lastFrame: closeFrame(.goingAway)))
    XCTAssertTrue(machine.lastFrameQueued)
  }

  func testPeerCloseWithoutCodeIsAnsweredWithAnEmptyClose() {
    var machine = makeMachine()
    receive(clientFrame(.close), into: &machine)
    XCTAssertEqual(
      machine.nextAction(), .finish(lastFrame: FrameEncoder.encode(opcode: .close, payload: [])))
  }

  func testAfterOurCloseMessagesAreDroppedAndThePeersCloseFinishesWithoutAnotherFrame() {
    var machine = makeMachine()
    XCTAssertEqual(
      machine.closeRequested(code: .normalClosure, reason: "done"),
      closeFrame(.normalClosure, reason: "done"))
    XCTAssertNil(machine.closeRequested(code: .normalClosure, reason: "again"))
    let payload = FrameEncoder.closePayload(code: .normalClosure, reason: "")
    receive(clientFrame(.text, Array("late".utf8)) + clientFrame(.close, payload), into: &machine)
    XCTAssertEqual(machine.nextAction(), .finish(lastFrame: nil))
  }

  func testProtocolErrorFailsTheConnectionWithItsCloseCode() {
    var machine = makeMachine()
    // RFC 6455 §5.1: a client frame must be masked.
    receive(FrameEncoder.encode(opcode: .text, payload: Array("x".utf8)), into: &machine)
    XCTAssertEqual(
      machine.nextAction(),
      .finish(lastFrame: closeFrame(.protocolError, reason: "client frame is not masked")))
  }

  func testFailureAfterOurCloseQueuesNoSecondCloseFrame() {
    var machine = makeMachine()
    _ = machine.closeRequested(code: .goingAway, reason: "")
    receive(FrameEncoder.encode(opcode: .text, payload: [0x78]), into: &machine)
    XCTAssertEqual(machine.nextAction(), .finish(lastFrame: nil))
  }

  func testCloseCannotBeRequestedAfterAFailureQueuedTheLastFrame() {
    var machine = makeMachine()
    receive(FrameEncoder.encode(opcode: .text, payload: [0x78]), into: &machine)
    _ = machine.nextAction()
    XCTAssertNil(machine.closeRequested(code: .goingAway, reason: ""))
    XCTAssertFalse(machine.closeSent)
  }

  func testQuietPeerIsPingedOnceAndGivenUpWhenThePingStaysUnanswered() {
    var machine = makeMachine()
    XCTAssertEqual(machine.checkLiveness(now: 9 * second, interval: 10), .none)
    XCTAssertEqual(
      machine.checkLiveness(now: 10 * second, interval: 10),
      .ping(FrameEncoder.encode(opcode: .ping, payload: [])))
    XCTAssertEqual(machine.checkLiveness(now: 19 * second, interval: 10), .none)
    XCTAssertEqual(machine.checkLiveness(now: 20 * second, interval: 10), .terminate)
  }

  func testAnythingHeardAnswersTheOutstandingPing() {
    var machine = makeMachine()
    _ = machine.checkLiveness(now: 10 * second, interval: 10)
    machine.heard(now: 15 * second)
    XCTAssertNil(machine.pingSentAt)
    XCTAssertEqual(machine.checkLiveness(now: 24 * second, interval: 10), .none)
    XCTAssertEqual(
      machine.checkLiveness(now: 25 * second, interval: 10),
      .ping(FrameEncoder.encode(opcode: .ping, payload: [])))
  }

  func testNoPingsDuringTheClosingHandshake() {
    var machine = makeMachine()
    _ = machine.closeRequested(code: .goingAway, reason: "")
    XCTAssertEqual(machine.checkLiveness(now: 100 * second, interval: 10), .none)
  }
}
