import MirrorJSON
import RedisClient
import XCTest

@testable import Mirror

/// The shared room's record in a real Redis: one owner at a time, fenced writes, contiguous
/// versions, and a room rebuilt from its snapshot and stream.
final class RoomLedgerTests: LedgerTestCase {
  func testOneNodeAtATimeHoldsTheLeaseAndEachNewOwnerGetsAHigherToken() async throws {
    let a = try await ledger()
    let b = try await ledger()
    let first = try await a.acquire(node: "a")
    let lease = try XCTUnwrap(first)
    XCTAssertEqual(lease.value, "a:\(lease.token)")
    let refused = try await b.acquire(node: "b")
    XCTAssertNil(refused)
    let renewed = try await a.renew(lease)
    XCTAssertTrue(renewed)
    let owner = try await b.owner()
    XCTAssertEqual(owner, lease)

    try await a.release(lease)
    let taken = try await b.acquire(node: "b")
    let second = try XCTUnwrap(taken)
    XCTAssertGreaterThan(second.token, lease.token)
    let renewedAfterLoss = try await a.renew(lease)
    XCTAssertFalse(renewedAfterLoss, "a lease another node took over is not renewed")
  }

  func testAnExpiredLeaseLetsAnotherNodeTakeTheRoomAndFencesTheOldOwner() async throws {
    let a = try await ledger(lease: .milliseconds(100))
    let b = try await ledger(lease: .milliseconds(100))
    let old = try await XCTUnwrapAsync(await a.acquire(node: "a"))
    try await a.write(.init(demo: "d", version: 0, state: ["n": 0], streamID: "0-0"), lease: old)
    _ = try await a.append(change(1, token: old.token), head: 0, lease: old)

    let new = try await waitForLease(b, node: "b")
    _ = try await b.append(change(2, token: new.token), head: 1, lease: new)
    do {
      _ = try await a.append(change(2, token: old.token), head: 1, lease: old)
      XCTFail("the old owner wrote after losing the lease")
    } catch {
      XCTAssertEqual(error, .fenced)
    }
    do {
      try await a.write(.init(demo: "d", version: 2, state: ["n": 2], streamID: "0-0"), lease: old)
      XCTFail("the old owner wrote a snapshot after losing the lease")
    } catch {
      XCTAssertEqual(error, .fenced)
    }
    let stored = try await XCTUnwrapAsync(await b.load())
    XCTAssertEqual(stored.entries.map(\.entry.version), [1, 2])
    XCTAssertEqual(stored.entries.map(\.entry.token), [old.token, new.token])
  }

  func testAnAppendThatSkipsOrRepeatsAVersionIsRefused() async throws {
    let a = try await ledger()
    let lease = try await XCTUnwrapAsync(await a.acquire(node: "a"))
    try await a.write(.init(demo: "d", version: 0, state: ["n": 0], streamID: "0-0"), lease: lease)
    _ = try await a.append(change(1, token: lease.token), head: 0, lease: lease)
    for head in [0, 2] {
      do {
        _ = try await a.append(change(head + 1, token: lease.token), head: head, lease: lease)
        XCTFail("an append on head \(head) went through")
      } catch {
        guard case .versionConflict = error else { return XCTFail("\(error)") }
      }
    }
    let unchanged = LedgerEntry(
      kind: .unchanged, version: 1, journal: "{}", message: "{}", token: lease.token,
      request: nil)
    _ = try await a.append(unchanged, head: 1, lease: lease)
    _ = try await a.append(change(2, token: lease.token), head: 1, lease: lease)
    let stored = try await XCTUnwrapAsync(await a.load())
    XCTAssertEqual(stored.entries.map(\.entry.kind), [.change, .unchanged, .change])
  }

  func testAppendsSentBeforeTheirRepliesLandInOrder() async throws {
    let a = try await ledger()
    let lease = try await XCTUnwrapAsync(await a.acquire(node: "a"))
    try await a.write(.init(demo: "d", version: 0, state: [:], streamID: "0-0"), lease: lease)
    let results = AsyncStream<(Int, Result<String, LedgerError>)>.makeStream()
    for version in 1...50 {
      a.append(change(version, token: lease.token), head: version - 1, lease: lease, inbox: nil) {
        results.continuation.yield((version, $0))
      }
    }
    var ids: [String] = []
    for await (version, result) in results.stream {
      XCTAssertEqual(version, ids.count + 1, "replies come back in the order sent")
      ids.append(try result.get())
      if ids.count == 50 { break }
    }
    let stored = try await XCTUnwrapAsync(await a.load())
    XCTAssertEqual(stored.entries.map(\.entry.version), Array(1...50))
  }

  func testARoomIsRebuiltFromItsNewestSnapshotAndTheEntriesAfterIt() async throws {
    let a = try await ledger()
    let lease = try await XCTUnwrapAsync(await a.acquire(node: "a"))
    try await a.write(.init(demo: "d", version: 0, state: ["n": 0], streamID: "0-0"), lease: lease)
    var ids: [String] = []
    for version in 1...4 {
      ids.append(
        try await a.append(change(version, token: lease.token), head: version - 1, lease: lease))
    }
    try await a.write(.init(demo: "d", version: 2, state: ["n": 2], streamID: ids[1]), lease: lease)
    let stored = try await XCTUnwrapAsync(await a.load())
    XCTAssertEqual(stored.snapshot.state, ["n": 2])
    XCTAssertEqual(stored.entries.map(\.entry.version), [3, 4])
    XCTAssertEqual(stored.entries.map(\.id), Array(ids[2...]))
    let after = try await a.entries(after: ids[2])
    XCTAssertEqual(after.map(\.entry.version), [4])
    let missing = try await ledger("nobody").load()
    XCTAssertNil(missing)
  }

  func testForwardedRequestsWaitInTheInboxAndTheCursorSaysWhichRan() async throws {
    let owner = try await ledger()
    let other = try await ledger()
    let lease = try await XCTUnwrapAsync(await owner.acquire(node: "a"))
    try await owner.write(.init(demo: "d", version: 0, state: [:], streamID: "0-0"), lease: lease)
    let request = LedgerEntry.Request(node: "b", id: "b7")
    let first = try await other.forward(
      #"{"type":"action","id":"t1","action":{}}"#, request: request, origin: "c1@b")
    try await other.forward(#"{"type":"undo","id":"t2"}"#, request: request, origin: "c1@b")
    let waiting = try await owner.inbox(after: try await owner.cursor())
    XCTAssertEqual(waiting.map(\.request), [request, request])
    XCTAssertEqual(waiting.map(\.origin), ["c1@b", "c1@b"])
    XCTAssertEqual(waiting.first?.id, first)

    _ = try await owner.append(
      change(1, token: lease.token, request: request), head: 0, lease: lease, inbox: first)
    let cursor = try await owner.cursor()
    XCTAssertEqual(cursor, first)
    let left = try await owner.inbox(after: cursor)
    XCTAssertEqual(left.map(\.message), [#"{"type":"undo","id":"t2"}"#])
    let stored = try await XCTUnwrapAsync(await other.load())
    XCTAssertEqual(stored.entries.first?.entry.request, request)
  }

  func testTheRecordSurvivesARestartOfRedisWithItsAppendOnlyFile() async throws {
    let a = try await ledger()
    let lease = try await XCTUnwrapAsync(await a.acquire(node: "a"))
    try await a.write(.init(demo: "d", version: 0, state: ["n": 0], streamID: "0-0"), lease: lease)
    _ = try await a.append(change(1, token: lease.token), head: 0, lease: lease)
    redis.kill()
    try redis.restart()
    let stored = try await XCTUnwrapAsync(await ledger().load())
    XCTAssertEqual(stored.entries.map(\.entry.version), [1])
  }

  /// Tries to take the lease until the old one expired, within a deadline.
  private func waitForLease(_ ledger: RoomLedger, node: String) async throws -> RoomLedger.Lease {
    let deadline = ContinuousClock.now + .seconds(5)
    while ContinuousClock.now < deadline {
      if let lease = try await ledger.acquire(node: node) { return lease }
      try await Task.sleep(for: .milliseconds(10))
    }
    struct LeaseNeverExpired: Error {}
    throw LeaseNeverExpired()
  }
}

/// `XCTUnwrap` for a value an `await` produced.
func XCTUnwrapAsync<T>(
  _ value: @autoclosure () async throws -> T?, file: StaticString = #filePath, line: UInt = #line
) async throws -> T {
  let unwrapped = try await value()
  return try XCTUnwrap(unwrapped, file: file, line: line)
}
