import Glibc
import XCTest

@testable import PosixIO

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

final class TimerHeapTests: XCTestCase {
  func testPopsInDeadlineOrder() {
    var heap = TimerHeap()
    let deadlines = (0..<5000).map { _ in UInt64.random(in: 0..<1_000_000) }
    for (id, deadline) in deadlines.enumerated() { heap.push(deadline: deadline, id: UInt64(id)) }
    var popped: [UInt64] = []
    while let top = heap.top {
      popped.append(top.deadline)
      heap.pop()
    }
    XCTAssertEqual(popped, deadlines.sorted())
  }

  func testHundredsOfTimersFireInOrderWithCancellations() throws {
    let loop = try EventLoop()
    try loop.start()
    let done = Latch()
    let lock = Lock()
    var fired: [Int] = []
    loop.execute {
      var cancelled: [TimerID] = []
      for index in 0..<300 {
        let id = loop.schedule(after: 0.01 + Double(index) / 2000) {
          lock.withLock { fired.append(index) }
        }
        if index % 3 == 0 { cancelled.append(id) }
      }
      for id in cancelled { loop.cancel(id) }
      loop.schedule(after: 0.3) { done.signal() }
    }
    done.wait()
    XCTAssertEqual(lock.withLock { fired }, (0..<300).filter { $0 % 3 != 0 })
    loop.stop()
    loop.join()
  }
}
