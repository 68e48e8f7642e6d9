import MirrorJSON
import RedisClient

/// One shared room's record in Redis: its lease, stream, snapshot and inbox.
///
/// Every write a room's owner makes goes through a script that first checks the lease still
/// holds the owner's value (fencing), so a node that lost the room, paused or cut off, cannot
/// write after another took it over. Writes on one connection are applied in the order they
/// were sent, so an owner may send the next version before Redis answered the last.
struct RoomLedger: Sendable {
  /// A lease this node holds on the room.
  struct Lease: Sendable, Equatable {
    /// `node:token`, as stored in the lease key.
    let value: String
    /// The fencing token: higher for every new owner.
    let token: Int
  }

  /// The state a room had at one version, and the stream entry it was taken at (`0-0` before
  /// the first), so that the entries after it rebuild the room.
  struct Snapshot: Sendable, Equatable {
    /// The app the room runs.
    let demo: String
    let version: Int
    let state: JSONValue
    let streamID: String

    var json: JSONValue {
      [
        "demo": .string(demo), "version": .int(version), "state": state,
        "stream": .string(streamID),
      ]
    }

    init(demo: String, version: Int, state: JSONValue, streamID: String) {
      self.demo = demo
      self.version = version
      self.state = state
      self.streamID = streamID
    }

    init(json: JSONValue) throws(LedgerError) {
      guard let demo = json["demo"]?.stringValue, let version = json["version"]?.intValue,
        let state = json["state"], let streamID = json["stream"]?.stringValue
      else { throw .malformed("a snapshot needs demo, version, state and stream") }
      self.init(demo: demo, version: version, state: state, streamID: streamID)
    }
  }

  /// A stream entry with the id Redis gave it.
  struct StoredEntry: Sendable, Equatable {
    let id: String
    let entry: LedgerEntry
  }

  /// A request a client of another node sent, waiting in the inbox for the owner.
  struct Forwarded: Sendable, Equatable {
    let id: String
    let request: LedgerEntry.Request
    /// The client's id, qualified by its node, for the journal and the causes clients see.
    let origin: String
    /// The client's message as it sent it (`action`, `travel`, `undo`, …).
    let message: String
  }

  let keys: RoomKeys
  let connection: RedisConnection
  /// How long a lease lasts unless renewed.
  let leaseDuration: Duration
  /// About how many entries the stream keeps (`XADD MAXLEN ~`).
  let streamLength: Int

  private var leaseMilliseconds: Int {
    Int(leaseDuration.components.seconds) * 1000
      + Int(leaseDuration.components.attoseconds / 1_000_000_000_000_000)
  }

  // MARK: The lease

  /// Takes the room when nobody owns it; `nil` when another node does.
  func acquire(node: String) async throws(LedgerError) -> Lease? {
    let reply = try await run(
      LedgerScripts.acquire, keys: [keys.lease, keys.fence],
      arguments: [RedisArgument(node), RedisArgument(leaseMilliseconds)])
    guard let value = reply.string else { return nil }
    return try Self.lease(value)
  }

  /// Extends `lease`; false when it expired or another node holds the room now.
  func renew(_ lease: Lease) async throws(LedgerError) -> Bool {
    let reply = try await run(
      LedgerScripts.renew, keys: [keys.lease],
      arguments: [RedisArgument(lease.value), RedisArgument(leaseMilliseconds)])
    return reply.int == 1
  }

  /// Gives `lease` up, so that another node need not wait for it to expire.
  func release(_ lease: Lease) async throws(LedgerError) {
    _ = try await run(
      LedgerScripts.release, keys: [keys.lease], arguments: [RedisArgument(lease.value)])
  }

  /// The lease's current value (`node:token`), or `nil` when nobody owns the room.
  func owner() async throws(LedgerError) -> Lease? {
    let reply = try await send(["GET", RedisArgument(keys.lease)])
    return try reply.string.map(Self.lease)
  }

  private static func lease(_ value: String) throws(LedgerError) -> Lease {
    guard let separator = value.lastIndex(of: ":"),
      let token = Int(value[value.index(after: separator)...])
    else { throw .malformed("a lease value is node:token, not \(value)") }
    return Lease(value: value, token: token)
  }

  // MARK: Writing

  /// Appends `entry`, fenced by `lease`, on a stream whose head is `head` (`nil`: whatever it
  /// is, for a refusal); `inbox` names the inbox entry it answers. `completion` runs on the
  /// connection's loop with the entry's id; appends sent one after another are applied in that
  /// order.
  func append(
    _ entry: LedgerEntry, head: Int?, lease: Lease, inbox: String?,
    completion: @escaping @Sendable (Result<String, LedgerError>) -> Void
  ) {
    let after = entry.kind == .change ? entry.version : head
    let arguments =
      [
        RedisArgument(lease.value), RedisArgument(streamLength),
        RedisArgument(head.map(String.init) ?? ""), RedisArgument(after.map(String.init) ?? ""),
        RedisArgument(inbox ?? ""),
      ] + entry.fields.map { RedisArgument($0) }
    connection.send(
      Self.eval(LedgerScripts.append, keys: [keys.lease, keys.stream, keys.head, keys.cursor])
        + arguments
    ) { result in
      completion(
        result.mapError(Self.ledgerError).flatMap { reply in
          reply.string.map { .success($0) } ?? .failure(.malformed("XADD gave \(reply)"))
        })
    }
  }

  /// The same, awaited.
  func append(_ entry: LedgerEntry, head: Int?, lease: Lease, inbox: String? = nil)
    async throws(LedgerError) -> String
  {
    let result = await withCheckedContinuation { continuation in
      append(entry, head: head, lease: lease, inbox: inbox) { continuation.resume(returning: $0) }
    }
    return try result.get()
  }

  /// Stores `snapshot`, fenced by `lease`; a new room's head starts at its version, in epoch
  /// `epoch` (a new one when `nil`). Returns the room's epoch.
  @discardableResult
  func write(_ snapshot: Snapshot, lease: Lease, epoch: String? = nil) async throws(LedgerError)
    -> String
  {
    let result = await withCheckedContinuation { continuation in
      write(snapshot, lease: lease, epoch: epoch) { continuation.resume(returning: $0) }
    }
    return try result.get()
  }

  /// The same, sent at once: writes sent after it on this connection are applied after it
  /// (an owner's first versions after the snapshot that creates the room's head).
  func write(
    _ snapshot: Snapshot, lease: Lease, epoch: String?,
    completion: @escaping @Sendable (Result<String, LedgerError>) -> Void
  ) {
    connection.send(
      Self.eval(LedgerScripts.snapshot, keys: [keys.lease, keys.snapshot, keys.head, keys.epoch])
        + [
          RedisArgument(lease.value), RedisArgument(snapshot.json.text),
          RedisArgument(snapshot.version), RedisArgument(epoch ?? ResumePoint.newEpoch()),
        ]
    ) { result in
      completion(
        result.mapError(Self.ledgerError).flatMap { reply in
          reply.string.map { .success($0) }
            ?? .failure(.malformed("a snapshot's write gave \(reply)"))
        })
    }
  }

  func run(_ script: String, keys: [String], arguments: [RedisArgument])
    async throws(LedgerError) -> RedisValue
  {
    try await send(Self.eval(script, keys: keys) + arguments)
  }

  static func eval(_ script: String, keys: [String]) -> [RedisArgument] {
    ["EVAL", RedisArgument(script), RedisArgument(keys.count)] + keys.map { RedisArgument($0) }
  }

  func send(_ arguments: [RedisArgument]) async throws(LedgerError) -> RedisValue {
    do {
      return try await connection.send(arguments)
    } catch {
      throw Self.ledgerError(error)
    }
  }

  static func ledgerError(_ error: RedisError) -> LedgerError {
    switch error {
    case .server(let message) where message.contains("FENCED"): .fenced
    case .server(let message) where message.contains("VERSION"): .versionConflict(message)
    case .server(let message)
    where !transientReplies.contains(where: { message.hasPrefix($0) }):
      // WRONGTYPE, or a script that failed on what a key holds: this room's data.
      .malformed("Redis refused: \(message)")
    default: .redis(error.description)
    }
  }

  /// Error replies of a Redis that is busy or starting, not of a room's data.
  private static let transientReplies = [
    "LOADING", "BUSY", "TRYAGAIN", "MASTERDOWN", "READONLY", "OOM", "MISCONF", "NOAUTH",
    "CLUSTERDOWN",
  ]
}
