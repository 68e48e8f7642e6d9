import MirrorJSON

@testable import Mirror

/// One node's log in a ``MemoryRedis``, which fails, holds back and reorders on command: the
/// in-memory ``SharedRoomLog`` (and, for a room of one node, ``RoomLog``) the machine's tests
/// run against.
///
/// `@unchecked Sendable`: a simulation runs on the test's thread only.
final class MemoryLog: SharedRoomLog, @unchecked Sendable {
  let redis: MemoryRedis
  let nodeID: String
  let leaseDuration = Duration.seconds(3)
  var snapshotInterval = 100
  /// The next appends fail with these, in order, and keep nothing.
  var failingAppends: [LogError] = []
  /// Replies are held back (``held``) instead of delivered in order.
  var holdsReplies = false
  private(set) var held: [() -> Void] = []
  /// Commands are held back before they reach Redis (a paused node), until ``resume()``.
  var holdsCommands = false
  private var heldCommands: [() -> Void] = []
  /// While false, every call fails with `.unavailable` and nothing is followed.
  var isLinkUp = true
  private var streamHandler: (@Sendable (Result<[StreamItem], LogError>) -> Void)?
  private var inboxHandler: (@Sendable ([RoomLedger.Forwarded]) -> Void)?
  private var streamPosition = "0-0"
  private var inboxPosition = "0-0"
  /// What was appended through this node, in order.
  private(set) var appended: [LogRecord] = []

  init(redis: MemoryRedis, node: String) {
    self.redis = redis
    nodeID = node
  }

  /// Posts held replies in `order` (indices into ``held``), then the others.
  func release(order: [Int]? = nil) {
    let indices = order ?? Array(held.indices)
    let rest = held.indices.filter { !indices.contains($0) }
    for index in indices + rest { redis.post(held[index]) }
    held = []
  }

  /// Sends the commands held back, in order.
  func resume() {
    holdsCommands = false
    let commands = heldCommands
    heldCommands = []
    for command in commands { command() }
  }

  /// Forgets the commands held back, as a connection that was lost with them.
  func dropHeldCommands() {
    holdsCommands = false
    heldCommands = []
  }

  private func reply(_ delivery: @escaping () -> Void) {
    if holdsReplies { held.append(delivery) } else { redis.post(delivery) }
  }

  private func answer<T>(
    _ completion: @escaping @Sendable (Result<T, LogError>) -> Void,
    _ body: () -> Result<T, LedgerError>
  ) {
    guard isLinkUp else {
      return reply { completion(.failure(.unavailable("the link is down"))) }
    }
    let result = body().mapError(LogError.init)
    reply { completion(result) }
  }

  // MARK: RoomLog

  func append(
    _ record: LogRecord, completion: @escaping @Sendable (Result<String, LogError>) -> Void
  ) {
    guard !holdsCommands else {
      return heldCommands.append { [self] in append(record, completion: completion) }
    }
    appended.append(record)
    if !failingAppends.isEmpty {
      let error = failingAppends.removeFirst()
      return reply { completion(.failure(error)) }
    }
    guard let lease = record.lease else {
      // A room of one node: kept at once.
      return reply { completion(.success(String(self.appended.count))) }
    }
    answer(completion) {
      let entry = LedgerEntry(
        kind: record.kind, version: record.version,
        journal: record.journal.map { String(decoding: $0, as: UTF8.self) },
        message: String(decoding: record.message, as: UTF8.self), token: lease.token,
        request: record.answering?.request)
      let result = redis.append(
        entry, head: record.kind == .refusal ? nil : record.head, lease: lease,
        inbox: record.answering?.inbox)
      if case .success(let id) = result {
        redis.published(RoomLedger.StoredEntry(id: id, entry: entry))
      }
      return result
    }
  }

  func checkpoint(
    _ checkpoint: LogCheckpoint, completion: @escaping @Sendable (Result<Void, LogError>) -> Void
  ) {
    guard !holdsCommands else {
      return heldCommands.append { [self] in self.checkpoint(checkpoint, completion: completion) }
    }
    guard case .snapshot(let snapshot, let lease) = checkpoint else {
      return reply { completion(.success(())) }
    }
    answer(completion) { redis.write(snapshot, lease: lease, epoch: nil).map { _ in () } }
  }

  // MARK: SharedRoomLog

  func watchLink(_ handler: @escaping @Sendable (Bool) -> Void) {}
  func stopWatchingLink() {}

  func follow(
    after position: String,
    _ handler: @escaping @Sendable (Result<[StreamItem], LogError>) -> Void
  ) {
    streamHandler = handler
    streamPosition = position
    redis.followers[nodeID] = self
    let missed = redis.stream.filter { streamID($0.id, isAfter: position) }
    if !missed.isEmpty { redis.post { [self] in hear(missed) } }
  }

  func followInbox(
    after position: String, _ handler: @escaping @Sendable ([RoomLedger.Forwarded]) -> Void
  ) {
    inboxHandler = handler
    inboxPosition = position
    let waiting = redis.inbox.filter { streamID($0.id, isAfter: position) }
    if !waiting.isEmpty { redis.post { [self] in hearInbox(waiting) } }
  }

  func stopFollowing() {
    streamHandler = nil
    inboxHandler = nil
  }

  func stopFollowingInbox() { inboxHandler = nil }

  /// Hands stream entries to the node, as its reader would, from after its position.
  func hear(_ entries: [RoomLedger.StoredEntry]) {
    guard isLinkUp, let streamHandler else { return }
    let new = entries.filter { streamID($0.id, isAfter: streamPosition) }
    guard let last = new.last else { return }
    streamPosition = last.id
    streamHandler(.success(new.map(StreamItem.entry)))
  }

  /// Hands raw stream items to the node, as its reader would.
  func hear(items: [StreamItem]) {
    streamHandler?(.success(items))
  }

  func hearInbox(_ requests: [RoomLedger.Forwarded]) {
    guard isLinkUp, let inboxHandler else { return }
    let new = requests.filter { streamID($0.id, isAfter: inboxPosition) }
    guard let last = new.last else { return }
    inboxPosition = last.id
    inboxHandler(new)
  }

  func forward(
    _ message: String, request: LedgerEntry.Request, origin: String,
    completion: @escaping @Sendable (Result<Void, LogError>) -> Void
  ) {
    answer(completion) {
      let forwarded = RoomLedger.Forwarded(
        id: redis.newID(), request: request, origin: origin, message: message)
      redis.inbox.append(forwarded)
      redis.forwarded(forwarded)
      return .success(())
    }
  }

  func owner(completion: @escaping @Sendable (Result<RoomLedger.Lease?, LogError>) -> Void) {
    answer(completion) { redis.owner() }
  }

  func acquire(completion: @escaping @Sendable (Result<RoomLedger.Lease?, LogError>) -> Void) {
    answer(completion) { .success(redis.acquire(node: nodeID)) }
  }

  func renew(
    _ lease: RoomLedger.Lease, completion: @escaping @Sendable (Result<Bool, LogError>) -> Void
  ) {
    guard !holdsCommands else {
      return heldCommands.append { [self] in renew(lease, completion: completion) }
    }
    answer(completion) { .success(redis.lease == lease) }
  }

  func release(_ lease: RoomLedger.Lease, completion: @escaping @Sendable () -> Void) {
    if isLinkUp, redis.lease == lease { redis.lease = nil }
    reply { completion() }
  }

  func read(
    after position: String,
    completion: @escaping @Sendable (Result<[RoomLedger.StoredEntry], LogError>) -> Void
  ) {
    answer(completion) { .success(redis.stream.filter { streamID($0.id, isAfter: position) }) }
  }

  func claim(
    _ snapshot: RoomLedger.Snapshot, lease: RoomLedger.Lease, epoch: String?,
    completion: @escaping @Sendable (Result<RoomClaim, LogError>) -> Void
  ) {
    answer(completion) {
      redis.write(snapshot, lease: lease, epoch: epoch).map { stored in
        redis.rooms["room"] = snapshot.demo
        return RoomClaim(epoch: stored, cursor: redis.cursor)
      }
    }
  }

  func load(completion: @escaping @Sendable (Result<StoredRoom?, LogError>) -> Void) {
    answer(completion) { redis.stored() }
  }

  func announce(_ presence: PresenceSummary) {}

  func followPresence(
    within window: Duration, _ handler: @escaping @Sendable ([RoomLedger.Presence]) -> Void
  ) {}
}

extension MemoryRedis {
  /// Every node's log that follows the stream, by node.
  var followers: [String: MemoryLog] {
    get { followerTable }
    set { followerTable = newValue }
  }

  /// A new entry reaches every follower, in order, when delivered.
  func published(_ stored: RoomLedger.StoredEntry) {
    for log in followerTable.values.sorted(by: { $0.nodeID < $1.nodeID }) {
      post { log.hear([stored]) }
    }
  }

  /// A forwarded request reaches whoever follows the inbox, when delivered.
  func forwarded(_ request: RoomLedger.Forwarded) {
    for log in followerTable.values.sorted(by: { $0.nodeID < $1.nodeID }) {
      post { log.hearInbox([request]) }
    }
  }
}
