import Synchronization
import XCTest

@testable import Mirror

/// A room is idle after its time to live on the server's clock, counted from the last
/// arrival, departure or use, and never while a client is in it or on the way.
final class RoomActivityTests: XCTestCase {
  /// Time on a clock that moves only when the test says.
  private final class ManualTime: Sendable {
    private let elapsed = Mutex(Duration.zero)
    var now: Duration { elapsed.withLock { $0 } }
    func pass(_ duration: Duration) { elapsed.withLock { $0 += duration } }
  }

  private let time = ManualTime()

  private func activity() -> RoomActivity {
    RoomActivity(version: 0, elapsed: { [time] in time.now })
  }

  private func pass(_ duration: Duration) { time.pass(duration) }

  func testIdleOnlyOnceTheIntervalHasPassedSinceTheLastUse() {
    let room = activity()
    pass(.seconds(599))
    XCTAssertFalse(room.isIdle(for: .seconds(600)))
    pass(.seconds(1))
    XCTAssertTrue(room.isIdle(for: .seconds(600)))
    room.touch()
    pass(.seconds(599))
    XCTAssertFalse(room.isIdle(for: .seconds(600)), "the use started the interval again")
  }

  func testNeverIdleWithAClientOrAPromisedJoin() {
    let room = activity()
    room.reserve()
    pass(.seconds(3600))
    XCTAssertFalse(room.isIdle(for: .seconds(600)), "a join is on the way")
    room.settleReservation(joined: true)
    pass(.seconds(3600))
    XCTAssertFalse(room.isIdle(for: .seconds(600)), "a client is in the room")
    room.clientLeft()
    XCTAssertFalse(room.isIdle(for: .seconds(600)), "the client just left")
    pass(.seconds(600))
    XCTAssertTrue(room.isIdle(for: .seconds(600)))
    XCTAssertEqual(room.clientCount, 0)
  }
}
