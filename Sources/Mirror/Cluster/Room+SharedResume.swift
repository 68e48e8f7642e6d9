import HTTPServer
import MirrorJSON

/// Clients that come back to a shared room, on any node: they get the owner's messages from
/// the room's stream, as every node's clients got them.
extension Room {
  /// The stream's changes and unchanged actions after `point`'s version, up to the newest
  /// entry this node has passed on (the ones after reach the client as they reach every
  /// client); `nil` when Redis's epoch is not the client's, the stream no longer holds
  /// every entry since, or Redis is away (the client gets the room as this node has it). Effects are not replayed: the `hello` lists the running ones.
  ///
  /// Reads Redis's epoch rather than this node's, which may lag after Redis lost its data
  /// and another node started the room's new epoch; this node takes the one it reads.
  func sharedCatchUp(from point: ResumePoint) -> CatchUp? {
    guard let share, share.role != .readOnly, point.version <= history.version,
      let ledger = try? share.node.ledger(for: name)
    else { return nil }
    let position = share.streamPosition
    let found: (epoch: String, entries: [RoomLedger.StoredEntry]?)
    do {
      found = try waitFor { () throws(LedgerError) in
        let epoch = try await ledger.epoch(orNew: ResumePoint.newEpoch())
        guard epoch == point.epoch else { return (epoch, nil) }
        return (epoch, try await ledger.entries(after: point.version, through: position))
      }
    } catch {
      logger.warning("room \(name): cannot resume from version \(point.version): \(error)")
      return nil
    }
    epoch = found.epoch
    guard let entries = found.entries else { return nil }
    let missed = entries.filter {
      [.change, .unchanged].contains($0.entry.kind) && $0.entry.version > point.version
    }
    return CatchUp(
      log: nil, messages: missed.map { OutboundMessage(textBytes: Array($0.entry.message.utf8)) })
  }
}
