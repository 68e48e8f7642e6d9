import Glibc
import PosixIO
import XCTest

final class EventLoopTests: XCTestCase {
  func testExecuteFromAnotherThreadRunsOnTheLoopInOrder() throws {
    let loop = try EventLoop()
    try loop.start()
    let done = Latch()
    let lock = Lock()
    var seen: [Int] = []
    for index in 0..<100 {
      loop.execute {
        XCTAssertTrue(loop.inEventLoop)
        lock.withLock { seen.append(index) }
        if index == 99 { done.signal() }
      }
    }
    done.wait()
    XCTAssertEqual(lock.withLock { seen }, Array(0..<100))
    loop.stop()
    loop.join()
  }

  func testTimersFireInDeadlineOrder() throws {
    let loop = try EventLoop()
    try loop.start()
    let done = Latch()
    let lock = Lock()
    var order: [String] = []
    loop.execute {
      loop.schedule(after: 0.05) {
        lock.withLock { order.append("late") }
        done.signal()
      }
      loop.schedule(after: 0.01) { lock.withLock { order.append("early") } }
      let cancelled = loop.schedule(after: 0.02) { lock.withLock { order.append("cancelled") } }
      loop.cancel(cancelled)
    }
    done.wait()
    XCTAssertEqual(lock.withLock { order }, ["early", "late"])
    loop.stop()
    loop.join()
  }
}
