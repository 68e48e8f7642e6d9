import Foundation
import Glibc
import Synchronization
import XCTest

@testable import PosixIO

final class EventLoopTests: XCTestCase {
  func testExecuteFromAnotherThreadRunsOnTheLoopInOrder() throws {
    let loop = try EventLoop()
    try loop.start()
    let done = Latch()
    let seen = Mutex<[Int]>([])
    for index in 0..<100 {
      loop.execute {
        XCTAssertTrue(loop.inEventLoop)
        seen.withLock { $0.append(index) }
        if index == 99 { done.signal() }
      }
    }
    done.wait()
    XCTAssertEqual(seen.withLock { $0 }, Array(0..<100))
    loop.stop()
    loop.join()
  }

  func testWorkDeferredToTheEndOfAnIterationRunsBeforeTheNextOne() throws {
    let loop = try EventLoop()
    try loop.start()
    let done = Latch()
    let order = Mutex<[String]>([])
    loop.execute {
      loop.executeAfterEvents {
        order.withLock { $0.append("deferred") }
        loop.executeAfterEvents { order.withLock { $0.append("deferred by the deferred") } }
      }
      loop.execute {
        order.withLock { $0.append("next iteration") }
        done.signal()
      }
      order.withLock { $0.append("task") }
    }
    done.wait()
    XCTAssertEqual(
      order.withLock { $0 }, ["task", "deferred", "deferred by the deferred", "next iteration"])
    loop.stop()
    loop.join()
  }

  func testTimersFireInDeadlineOrder() throws {
    let loop = try EventLoop()
    try loop.start()
    let done = Latch()
    let order = Mutex<[String]>([])
    loop.execute {
      loop.schedule(after: 0.05) {
        order.withLock { $0.append("late") }
        done.signal()
      }
      loop.schedule(after: 0.01) { order.withLock { $0.append("early") } }
      let cancelled = loop.schedule(after: 0.02) { order.withLock { $0.append("cancelled") } }
      loop.cancel(cancelled)
    }
    done.wait()
    XCTAssertEqual(order.withLock { $0 }, ["early", "late"])
    loop.stop()
    loop.join()
  }

  func testTimersFollowTheLoopsClock() throws {
    let time = Atomic<UInt64>(0)
    let loop = try EventLoop(clock: { time.load(ordering: .relaxed) })
    try loop.start()
    let scheduled = Latch()
    let fired = Latch()
    loop.execute {
      loop.schedule(after: 3600) { fired.signal() }
      scheduled.signal()
    }
    scheduled.wait()
    // An empty task wakes the loop, which then finds the timer not yet due by its clock.
    let checked = Latch()
    loop.execute { checked.signal() }
    checked.wait()
    XCTAssertFalse(fired.isSignalled, "an hour has not passed on the loop's clock")
    time.store(3600 * 1_000_000_000, ordering: .relaxed)
    loop.execute {}
    XCTAssertTrue(fired.wait(timeout: .now() + 10), "the hour passed on the loop's clock")
    loop.stop()
    loop.join()
  }
}

final class LatchTests: XCTestCase {
  func testReleasesEveryWaiterAndLaterOnes() {
    let latch = Latch()
    let released = Atomic<Int>(0)
    let threads = (0..<4).map { _ in
      Thread {
        latch.wait()
        released.add(1, ordering: .relaxed)
      }
    }
    for thread in threads { thread.start() }
    XCTAssertFalse(latch.wait(timeout: .now() + .milliseconds(20)), "not signalled yet")
    latch.signal()
    XCTAssertTrue(latch.wait(timeout: .now()), "a later wait returns at once")
    let deadline = Date().addingTimeInterval(10)
    while released.load(ordering: .relaxed) < 4, Date() < deadline { usleep(1000) }
    XCTAssertEqual(released.load(ordering: .relaxed), 4)
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
    let fired = Mutex<[Int]>([])
    loop.execute {
      var cancelled: [TimerID] = []
      for index in 0..<300 {
        let id = loop.schedule(after: 0.01 + Double(index) / 2000) {
          fired.withLock { $0.append(index) }
        }
        if index % 3 == 0 { cancelled.append(id) }
      }
      for id in cancelled { loop.cancel(id) }
      loop.schedule(after: 0.3) { done.signal() }
    }
    done.wait()
    XCTAssertEqual(fired.withLock { $0 }, (0..<300).filter { $0 % 3 != 0 })
    loop.stop()
    loop.join()
  }
}
