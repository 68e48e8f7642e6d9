import MirrorJSON
import RedisClient

/// A shared room's log in Redis (``RoomLedger``), on this node's link: the port a room writes,
/// follows and hands over through. Every call answers through its completion; none waits.
final class LedgerLog: SharedRoomLog {
  let node: ClusterNode
  let name: String
  var keys: RoomKeys { RoomKeys(room: name) }
  var nodeID: String { node.nodeID }
  var leaseDuration: Duration { node.configuration.leaseDuration }
  var snapshotInterval: Int { node.configuration.snapshotInterval }

  init(node: ClusterNode, name: String) {
    self.node = node
    self.name = name
  }

  /// Runs `body` on the room's ledger in a task, and hands its outcome to `completion`.
  private func run<T: Sendable>(
    _ completion: @escaping @Sendable (Result<T, LogError>) -> Void,
    _ body: @escaping @Sendable (RoomLedger) async throws(LedgerError) -> T
  ) {
    let node = node
    let name = name
    Task {
      do throws(LedgerError) {
        completion(.success(try await body(try node.ledger(for: name))))
      } catch {
        completion(.failure(LogError(error)))
      }
    }
  }

  func watchLink(_ handler: @escaping @Sendable (Bool) -> Void) {
    node.join(name) { handler($0 == .restored) }
  }

  func stopWatchingLink() { node.leave(name) }

  // MARK: Appending

  func append(
    _ record: LogRecord, completion: @escaping @Sendable (Result<String, LogError>) -> Void
  ) {
    guard let lease = record.lease else {
      return completion(.failure(.failed("a shared room is written under a lease")))
    }
    let ledger: RoomLedger
    do {
      ledger = try node.ledger(for: name)
    } catch {
      return completion(.failure(LogError(error)))
    }
    let entry = LedgerEntry(
      kind: record.kind, version: record.version,
      journal: record.journal.map { String(decoding: $0, as: UTF8.self) },
      message: String(decoding: record.message, as: UTF8.self), token: lease.token,
      request: record.answering?.request)
    ledger.append(
      entry, head: record.kind == .refusal ? nil : record.head, lease: lease,
      inbox: record.answering?.inbox
    ) { completion($0.mapError(LogError.init)) }
  }

  func checkpoint(
    _ checkpoint: LogCheckpoint, completion: @escaping @Sendable (Result<Void, LogError>) -> Void
  ) {
    guard case .snapshot(let snapshot, let lease) = checkpoint else {
      return completion(.success(()))
    }
    run(completion) { ledger throws(LedgerError) in
      try await ledger.write(snapshot, lease: lease)
      try await ledger.register(demo: snapshot.demo)
    }
  }

  // MARK: Following

  func follow(
    after position: String,
    _ handler: @escaping @Sendable (Result<[StreamItem], LogError>) -> Void
  ) {
    node.reader.subscribe(keys.stream, after: position) { reply in
      handler(reply.mapError(LogError.init).map(RoomLedger.streamItems))
    }
  }

  func followInbox(
    after position: String, _ handler: @escaping @Sendable ([RoomLedger.Forwarded]) -> Void
  ) {
    node.reader.subscribe(keys.inbox, after: position) { reply in
      guard case .success(let reply) = reply else { return }
      handler(RoomLedger.forwardedSkippingUnreadable(reply))
    }
  }

  func stopFollowing() {
    node.reader.unsubscribe(keys.stream)
    node.reader.unsubscribe(keys.inbox)
    node.reader.unsubscribe(keys.presence)
  }

  func stopFollowingInbox() { node.reader.unsubscribe(keys.inbox) }

  func forward(
    _ message: String, request: LedgerEntry.Request, origin: String,
    completion: @escaping @Sendable (Result<Void, LogError>) -> Void
  ) {
    do {
      try node.ledger(for: name).forward(message, request: request, origin: origin) {
        completion($0.map { _ in () }.mapError(LogError.init))
      }
    } catch {
      completion(.failure(LogError(error)))
    }
  }

  // MARK: The lease

  func owner(completion: @escaping @Sendable (Result<RoomLedger.Lease?, LogError>) -> Void) {
    run(completion) { ledger throws(LedgerError) in try await ledger.owner() }
  }

  func acquire(completion: @escaping @Sendable (Result<RoomLedger.Lease?, LogError>) -> Void) {
    let nodeID = nodeID
    run(completion) { ledger throws(LedgerError) in try await ledger.acquire(node: nodeID) }
  }

  func renew(
    _ lease: RoomLedger.Lease, completion: @escaping @Sendable (Result<Bool, LogError>) -> Void
  ) {
    run(completion) { ledger throws(LedgerError) in try await ledger.renew(lease) }
  }

  func release(_ lease: RoomLedger.Lease, completion: @escaping @Sendable () -> Void) {
    run({ _ in completion() }) { ledger throws(LedgerError) in try await ledger.release(lease) }
  }

  // MARK: The record

  func read(
    after position: String,
    completion: @escaping @Sendable (Result<[RoomLedger.StoredEntry], LogError>) -> Void
  ) {
    run(completion) { ledger throws(LedgerError) in
      var entries: [RoomLedger.StoredEntry] = []
      var last = position
      while true {
        let page = try await ledger.entries(after: last)
        entries += page
        guard let newest = page.last else { return entries }
        last = newest.id
      }
    }
  }

  func claim(
    _ snapshot: RoomLedger.Snapshot, lease: RoomLedger.Lease, epoch: String?,
    completion: @escaping @Sendable (Result<RoomClaim, LogError>) -> Void
  ) {
    let ledger: RoomLedger
    do {
      ledger = try node.ledger(for: name)
    } catch {
      return completion(.failure(LogError(error)))
    }
    // Sent at once, before any version this node writes after it.
    ledger.write(snapshot, lease: lease, epoch: epoch) { [self] written in
      switch written {
      case .failure(let error):
        completion(.failure(LogError(error)))
      case .success(let stored):
        run(completion) { ledger throws(LedgerError) in
          try await ledger.register(demo: snapshot.demo)
          return RoomClaim(epoch: stored, cursor: try await ledger.cursor())
        }
      }
    }
  }

  func load(completion: @escaping @Sendable (Result<StoredRoom?, LogError>) -> Void) {
    run(completion) { ledger throws(LedgerError) in try await ledger.stored() }
  }

  // MARK: Presence

  func announce(_ presence: PresenceSummary) {
    try? node.ledger(for: name).announce(node: nodeID, presence: presence)
  }

  func followPresence(
    within window: Duration, _ handler: @escaping @Sendable ([RoomLedger.Presence]) -> Void
  ) {
    let reader = node.reader
    let key = keys.presence
    run({ (result: Result<String, LogError>) in
      guard case .success(let newest) = result else { return }
      reader.subscribe(key, after: newest) { reply in
        guard case .success(let reply) = reply, let presence = try? RoomLedger.presence(reply)
        else { return }
        handler(presence)
      }
    }) { ledger throws(LedgerError) in
      let (recent, newest) = try await ledger.recentPresence(within: window)
      handler(recent)
      return newest
    }
  }
}

extension LogError {
  /// The port's view of what went wrong in Redis.
  init(_ error: LedgerError) {
    switch error {
    case .fenced: self = .fenced
    case .redis(let detail): self = .unavailable(detail)
    case .versionConflict, .malformed: self = .failed(error.description)
    }
  }

  /// The port's view of what the stream reader met.
  init(_ error: RedisError) {
    self.init(RoomLedger.ledgerError(error))
  }
}
