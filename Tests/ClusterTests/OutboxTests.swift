import XCTest

@testable import Mirror

/// What an owner tells its clients waits for the writes Redis has not confirmed, in order.
final class OutboxTests: XCTestCase {
  func testSendsRunAtOnceWhenNoWriteWaits() {
    var outbox = Outbox()
    var sent: [String] = []
    outbox.send { sent.append("presence") }
    XCTAssertEqual(sent, ["presence"])
  }

  func testEachSendWaitsForTheWritesBegunBeforeIt() {
    var outbox = Outbox()
    var sent: [String] = []
    outbox.beginWrite()
    outbox.send { sent.append("patch 1") }
    outbox.send { sent.append("ack 1") }
    outbox.beginWrite()
    outbox.send { sent.append("patch 2") }
    XCTAssertEqual(sent, [])
    outbox.finishWrite()
    XCTAssertEqual(sent, ["patch 1", "ack 1"], "the second write still holds what follows it")
    outbox.finishWrite()
    outbox.send { sent.append("presence") }
    XCTAssertEqual(sent, ["patch 1", "ack 1", "patch 2", "presence"])
  }

  func testWhatWaitedForFailedWritesIsNeverSent() {
    var outbox = Outbox()
    var sent: [String] = []
    outbox.beginWrite()
    outbox.send { sent.append("patch 1") }
    outbox.discard()
    outbox.finishWrite()
    outbox.send { sent.append("state") }
    XCTAssertEqual(sent, ["state"])
  }
}
