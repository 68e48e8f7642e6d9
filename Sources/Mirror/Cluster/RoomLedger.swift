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

  /// Appends `entry`, fenced by `lease`, on a stream whose head is `head`; `inbox` names the
  /// inbox entry it answers. `completion` runs on the connection's loop with the entry's id;
  /// appends sent one after another are applied in that order.
  func append(
    _ entry: LedgerEntry, head: Int, lease: Lease, inbox: String?,
    completion: @escaping @Sendable (Result<String, LedgerError>) -> Void
  ) {
    let after = entry.kind == .change ? entry.version : head
    let arguments =
      [
        RedisArgument(lease.value), RedisArgument(streamLength), RedisArgument(head),
        RedisArgument(after), RedisArgument(inbox ?? ""),
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
  func append(_ entry: LedgerEntry, head: Int, lease: Lease, inbox: String? = nil)
    async throws(LedgerError) -> String
  {
    let result = await withCheckedContinuation { continuation in
      append(entry, head: head, lease: lease, inbox: inbox) { continuation.resume(returning: $0) }
    }
    return try result.get()
  }

  /// Stores `snapshot`, fenced by `lease`; a new room's head starts at its version, in a new
  /// epoch. Returns the room's epoch.
  @discardableResult
  func write(_ snapshot: Snapshot, lease: Lease) async throws(LedgerError) -> String {
    let reply = try await run(
      LedgerScripts.snapshot, keys: [keys.lease, keys.snapshot, keys.head, keys.epoch],
      arguments: [
        RedisArgument(lease.value), RedisArgument(snapshot.json.text),
        RedisArgument(snapshot.version), RedisArgument(ResumePoint.newEpoch()),
      ])
    guard let epoch = reply.string else { throw .malformed("a snapshot's write gave \(reply)") }
    return epoch
  }

  // MARK: Reading

  /// The newest snapshot and the entries after it: everything that rebuilds the room. `nil`
  /// when the room was never stored.
  func load() async throws(LedgerError) -> (snapshot: Snapshot, entries: [StoredEntry])? {
    let reply = try await send(["GET", RedisArgument(keys.snapshot)])
    guard let text = reply.string else { return nil }
    let snapshot: Snapshot
    do {
      snapshot = try Snapshot(json: try JSONParser.parse(Array(text.utf8)))
    } catch let error as LedgerError {
      throw error
    } catch {
      throw .malformed("the snapshot is not JSON: \(error)")
    }
    var entries: [StoredEntry] = []
    var start = "(" + snapshot.streamID
    while true {
      let page = try await send([
        "XRANGE", RedisArgument(keys.stream), RedisArgument(start), "+", "COUNT", "500",
      ])
      let read = try Self.entries(page)
      entries += read
      guard read.count == 500, let last = read.last else { break }
      start = "(" + last.id
    }
    return (snapshot, entries.filter { $0.entry.version >= snapshot.version })
  }

  /// The entries after `id`, at most `count`.
  func entries(after id: String, count: Int = 500) async throws(LedgerError) -> [StoredEntry] {
    try Self.entries(
      try await send([
        "XRANGE", RedisArgument(keys.stream), RedisArgument("(" + id), "+", "COUNT",
        RedisArgument(count),
      ]))
  }

  /// The inbox entry the owner ran last, or `0-0`.
  func cursor() async throws(LedgerError) -> String {
    try await send(["GET", RedisArgument(keys.cursor)]).string ?? "0-0"
  }

  // MARK: Forwarding

  /// Leaves a client's message for the owner; `completion` runs on the connection's loop with
  /// its inbox id. Messages forwarded one after another reach the inbox in that order.
  func forward(
    _ message: String, request: LedgerEntry.Request, origin: String,
    completion: @escaping @Sendable (Result<String, LedgerError>) -> Void
  ) {
    connection.send([
      "XADD", RedisArgument(keys.inbox), "MAXLEN", "~", RedisArgument(streamLength), "*", "node",
      RedisArgument(request.node), "req", RedisArgument(request.id), "origin",
      RedisArgument(origin), "msg", RedisArgument(message),
    ]) { result in
      completion(
        result.mapError(Self.ledgerError).flatMap { reply in
          reply.string.map { .success($0) } ?? .failure(.malformed("XADD gave \(reply)"))
        })
    }
  }

  /// The same, awaited.
  @discardableResult
  func forward(_ message: String, request: LedgerEntry.Request, origin: String)
    async throws(LedgerError) -> String
  {
    let result = await withCheckedContinuation { continuation in
      forward(message, request: request, origin: origin) { continuation.resume(returning: $0) }
    }
    return try result.get()
  }

  /// The forwarded requests after `id`, oldest first.
  func inbox(after id: String, count: Int = 500) async throws(LedgerError) -> [Forwarded] {
    try Self.forwarded(
      try await send([
        "XRANGE", RedisArgument(keys.inbox), RedisArgument("(" + id), "+", "COUNT",
        RedisArgument(count),
      ]))
  }

  /// The requests of an XRANGE of the inbox, or of the inbox's part of an XREAD reply.
  static func forwarded(_ reply: RedisValue) throws(LedgerError) -> [Forwarded] {
    var forwarded: [Forwarded] = []
    for record in try records(reply) {
      let fields = record.fields
      guard let node = fields["node"], let request = fields["req"],
        let origin = fields["origin"], let message = fields["msg"]
      else { throw .malformed("an inbox entry needs node, req, origin and msg") }
      forwarded.append(
        Forwarded(
          id: record.id, request: LedgerEntry.Request(node: node, id: request), origin: origin,
          message: message))
    }
    return forwarded
  }

  // MARK: The rooms of all nodes

  /// Adds the room, with its app, to the list every node's `/api/rooms` reads.
  func register(demo: String) async throws(LedgerError) {
    _ = try await send([
      "HSET", RedisArgument(RoomKeys.all), RedisArgument(keys.room), RedisArgument(demo),
    ])
  }

  /// Every room in Redis: its name and app.
  static func all(on connection: RedisConnection) async throws(LedgerError) -> [(
    name: String, demo: String
  )] {
    let reply: RedisValue
    do {
      reply = try await connection.send(["HGETALL", RedisArgument(RoomKeys.all)])
    } catch {
      throw ledgerError(error)
    }
    let values = (reply.array ?? []).compactMap(\.string)
    return stride(from: 0, to: values.count - 1, by: 2).map { (values[$0], values[$0 + 1]) }
  }

  /// The room's newest version, as its stream's head says.
  func version() async throws(LedgerError) -> Int {
    try await send(["GET", RedisArgument(keys.head)]).int ?? 0
  }

  // MARK: Presence

  /// What one node said of its clients in the room.
  struct Presence: Sendable, Equatable {
    let id: String
    let node: String
    /// The node's clients: the listed ones, as in a `presence` message, and the counts.
    let presence: PresenceSummary
  }

  /// Says who is in the room on `node`; nothing to wait for.
  func announce(node: String, presence: PresenceSummary) {
    connection.send([
      "XADD", RedisArgument(keys.presence), "MAXLEN", "~", "1000", "*", "node",
      RedisArgument(node), "clients", RedisArgument(JSONValue.array(presence.listed).text),
      "count", RedisArgument(String(presence.count)), "drivers",
      RedisArgument(String(presence.drivers)),
    ]) { _ in }
  }

  /// The newest word of every node that spoke within `window` of the newest entry, and the
  /// newest entry's id (to read on from), or `0-0`.
  func recentPresence(within window: Duration) async throws(LedgerError) -> (
    [Presence], String
  ) {
    let newestFirst = try Self.presence(
      try await send(["XREVRANGE", RedisArgument(keys.presence), "+", "-", "COUNT", "200"]))
    guard let newest = newestFirst.first else { return ([], "0-0") }
    let since =
      (Int(newest.id.prefix { $0 != "-" }) ?? 0)
      - Int(window.components.seconds) * 1000
      - Int(window.components.attoseconds / 1_000_000_000_000_000)
    var latest: [String: Presence] = [:]
    for presence in newestFirst
    where latest[presence.node] == nil && (Int(presence.id.prefix { $0 != "-" }) ?? 0) >= since {
      latest[presence.node] = presence
    }
    return (latest.values.sorted { $0.node < $1.node }, newest.id)
  }

  /// The entries of an XRANGE of the presence stream, or of its part of an XREAD reply.
  static func presence(_ reply: RedisValue) throws(LedgerError) -> [Presence] {
    var presence: [Presence] = []
    for record in try records(reply) {
      let fields = record.fields
      guard let node = fields["node"], let text = fields["clients"],
        let clients = (try? JSONParser.parse(Array(text.utf8)))?.arrayValue
      else { throw .malformed("a presence entry needs node and a clients array") }
      // Nodes from before the counts list everyone.
      let summary = PresenceSummary(
        listed: clients, count: fields["count"].flatMap { Int($0) } ?? clients.count,
        drivers: fields["drivers"].flatMap { Int($0) }
          ?? clients.filter(PresenceSummary.isDriver).count)
      presence.append(Presence(id: record.id, node: node, presence: summary))
    }
    return presence
  }

  // MARK: Replies

  /// The entries of an XRANGE or of one stream of an XREAD reply.
  static func entries(_ reply: RedisValue) throws(LedgerError) -> [StoredEntry] {
    var entries: [StoredEntry] = []
    for record in try records(reply) {
      entries.append(StoredEntry(id: record.id, entry: try LedgerEntry(fields: record.pairs)))
    }
    return entries
  }

  private struct Record {
    let id: String
    let pairs: [String]
    var fields: [String: String] {
      Dictionary(
        stride(from: 0, to: pairs.count - 1, by: 2).map { (pairs[$0], pairs[$0 + 1]) },
        uniquingKeysWith: { _, last in last })
    }
  }

  private static func records(_ reply: RedisValue) throws(LedgerError) -> [Record] {
    guard reply != .null else { return [] }
    guard let items = reply.array else { throw .malformed("a stream range gave \(reply)") }
    var records: [Record] = []
    for item in items {
      guard let parts = item.array, parts.count == 2, let id = parts[0].string,
        let values = parts[1].array
      else { throw .malformed("a stream entry gave \(item)") }
      records.append(Record(id: id, pairs: values.compactMap(\.string)))
    }
    return records
  }

  private func run(_ script: String, keys: [String], arguments: [RedisArgument])
    async throws(LedgerError) -> RedisValue
  {
    try await send(Self.eval(script, keys: keys) + arguments)
  }

  private static func eval(_ script: String, keys: [String]) -> [RedisArgument] {
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
    default: .redis(error.description)
    }
  }
}
