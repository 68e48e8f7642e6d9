import RedisClient

/// What a shared room's clients resume from: its epoch, and the stream's entries after a
/// version.
extension RoomLedger {
  /// Entries read per XREVRANGE while looking for a version's entry.
  static let resumePage = 200

  /// The room's epoch; a room stored before epochs existed is given `new`.
  func epoch(orNew new: String) async throws(LedgerError) -> String {
    let reply = try await send([
      "SET", RedisArgument(keys.epoch), RedisArgument(new), "NX", "GET",
    ])
    return reply.string ?? new
  }

  /// The entries after the change that made `version`, up to `position` (the newest entry
  /// this node has passed on), oldest first: what a client that applied `version` missed.
  /// `nil` when the stream no longer holds them all (trimmed, or lost with Redis's data), or
  /// never held `version`.
  func entries(after version: Int, through position: String) async throws(LedgerError)
    -> [StoredEntry]?
  {
    var newestFirst: [StoredEntry] = []
    var end = position
    var foundVersion = false
    reading: while true {
      let page = try Self.entries(
        try await send([
          "XREVRANGE", RedisArgument(keys.stream), RedisArgument(end), "-", "COUNT",
          RedisArgument(Self.resumePage),
        ]))
      for stored in page {
        if stored.entry.kind == .change, stored.entry.version <= version {
          guard stored.entry.version == version else { return nil }
          foundVersion = true
          break reading
        }
        newestFirst.append(stored)
      }
      guard page.count == Self.resumePage, let last = page.last else { break }
      end = "(" + last.id
    }
    let entries = Array(newestFirst.reversed())
    let changes = entries.filter { $0.entry.kind == .change }.map(\.entry.version)
    guard changes.elementsEqual(version + 1..<version + 1 + changes.count),
      foundVersion || !changes.isEmpty
    else { return nil }
    return entries
  }
}
