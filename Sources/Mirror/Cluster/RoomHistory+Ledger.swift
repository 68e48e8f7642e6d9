import MirrorJSON

extension RoomHistory {
  /// The history a shared room starts with: Redis's snapshot and the stream entries after it.
  init(
    snapshot: RoomLedger.Snapshot, entries: [RoomLedger.StoredEntry], limits: MirrorLimits
  ) throws {
    try self.init(
      baseState: snapshot.state, baseVersion: snapshot.version, entries: [], limits: limits)
    for stored in entries { try take(stored.entry) }
  }

  /// Takes in a stream entry another node wrote: a change must be the next version, an
  /// unchanged action the current one; a refusal changes nothing.
  mutating func take(_ entry: LedgerEntry) throws {
    guard entry.kind != .refusal, let text = entry.journal else { return }
    let journal = try JournalEntry(json: try JSONParser.parse(Array(text.utf8)))
    let expected = journal.unchanged ? version : version + 1
    guard journal.version == expected else {
      throw JournalError(
        description: "the stream skips from version \(version) to \(journal.version)")
    }
    if journal.unchanged {
      append(journal, size: text.utf8.count, state: state)
    } else {
      append(
        journal, size: text.utf8.count,
        state: try JSONPatch.apply(journal.operations, to: state),
        travelledTo: journal.action["$travel"]?.intValue)
    }
  }
}
