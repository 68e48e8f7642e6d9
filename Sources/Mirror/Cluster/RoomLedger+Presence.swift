import MirrorJSON
import RedisClient

/// Who is in a shared room on each node.
extension RoomLedger {
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

}
