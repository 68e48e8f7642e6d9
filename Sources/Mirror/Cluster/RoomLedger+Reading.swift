import MirrorJSON
import RedisClient

/// Reading a shared room back: its snapshot and stream, its inbox, and the list of every
/// node's rooms.
extension RoomLedger {
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

  // MARK: Replies

  /// The entries of an XRANGE or of one stream of an XREAD reply.
  static func entries(_ reply: RedisValue) throws(LedgerError) -> [StoredEntry] {
    var entries: [StoredEntry] = []
    for record in try records(reply) {
      entries.append(StoredEntry(id: record.id, entry: try LedgerEntry(fields: record.pairs)))
    }
    return entries
  }

  struct Record {
    let id: String
    let pairs: [String]
    var fields: [String: String] {
      Dictionary(
        stride(from: 0, to: pairs.count - 1, by: 2).map { (pairs[$0], pairs[$0 + 1]) },
        uniquingKeysWith: { _, last in last })
    }
  }

  static func records(_ reply: RedisValue) throws(LedgerError) -> [Record] {
    guard reply != .null else { return [] }
    guard let items = reply.array else { throw .malformed("a stream range is not an array") }
    var records: [Record] = []
    for item in items {
      guard let parts = item.array, parts.count == 2, let id = parts[0].string,
        let values = parts[1].array
      else { throw .malformed("a stream range holds something else than entries") }
      records.append(Record(id: id, pairs: values.compactMap(\.string)))
    }
    return records
  }

  /// The room as Redis holds it, with its epoch (a room stored before epochs existed is given
  /// one); `nil` when it was never stored, or Redis lost it.
  func stored() async throws(LedgerError) -> StoredRoom? {
    guard let (snapshot, entries) = try await load() else { return nil }
    let epoch = try await epoch(orNew: ResumePoint.newEpoch())
    return StoredRoom(snapshot: snapshot, entries: entries, epoch: epoch)
  }

  /// The room's epoch; a room stored before epochs existed is given `new`.
  func epoch(orNew new: String) async throws(LedgerError) -> String {
    let reply = try await send([
      "SET", RedisArgument(keys.epoch), RedisArgument(new), "NX", "GET",
    ])
    return reply.string ?? new
  }

  /// The entries of one stream of an XREAD reply, each read on its own: an entry that is not
  /// what NavMirror writes is reported as such, and does not hide the others.
  static func streamItems(_ reply: RedisValue) -> [StreamItem] {
    (reply.array ?? []).map { (item: RedisValue) -> StreamItem in
      guard let parts = item.array, parts.count == 2, let id = parts[0].string,
        let values = parts[1].array
      else { return .unreadable(id: "?", problem: "not a stream entry") }
      do {
        return .entry(
          StoredEntry(id: id, entry: try LedgerEntry(fields: values.compactMap(\.string))))
      } catch {
        return .unreadable(id: id, problem: "\(error)")
      }
    }
  }

  /// The requests of one stream of an XREAD reply of the inbox; an entry that is not a request
  /// is left out.
  static func forwardedSkippingUnreadable(_ reply: RedisValue) -> [Forwarded] {
    (reply.array ?? []).compactMap { item in
      try? forwarded(.array([item])).first
    }
  }
}
