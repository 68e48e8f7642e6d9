import MirrorJSON

/// The log's side: every record is appended at once (an owner does not wait for one write
/// before the next), and what depends on it waits until the log confirmed it and every record
/// before it. A refused write takes the room back to its last durable version.
extension RoomMachine {
  /// Appends `record`, which leaves the document at `document` (the newest one when it changes
  /// none), and holds `then` until it is durable.
  mutating func appendRecord(
    _ record: LogRecord, document: RoomDocument? = nil, then held: RoomAction?
  ) {
    let ticket = writes.begin(
      mark: history.mark(), document: document ?? newestDocument, kind: record.kind,
      message: record.message, answering: record.answering)
    if let held { _ = writes.hold(held) }
    if let line = record.journal {
      journalLines += 1
      journalBytes += line.count + 1
    }
    emit(.append(record, ticket: ticket))
  }

  /// The document clients will hold once every write begun is durable.
  var newestDocument: RoomDocument { writes.writes.last?.document ?? document }

  mutating func written(_ ticket: Int, _ result: Result<String, LogError>) {
    guard writes.isPending(ticket) else { return }
    switch result {
    case .success(let position):
      writeTicks = 0
      var released: [RoomAction] = []
      for write in writes.confirm(ticket, at: position) { released += confirmed(write) }
      if writes.isEmpty { compactIfDue() }
      emitted += released
    case .failure(let error):
      writeFailed(error)
    }
  }

  /// A write and every one before it are durable; returns what waited for it, to go out.
  private mutating func confirmed(_ write: PendingWrites.Write) -> [RoomAction] {
    durable = write.mark
    document = write.document
    if role != .local, let position = write.position {
      if streamID(position, isAfter: streamPosition) { streamPosition = position }
      if write.kind == .change || write.kind == .unchanged {
        recent.append(
          version: write.mark.version, unchanged: write.kind == .unchanged,
          message: write.message)
      }
    }
    var released = write.held
    if let answering = write.answering, answering.request.node == configuration.nodeID,
      let pending = forwarded.removeValue(forKey: answering.request.id)
    {
      // A request this node forwarded while taking the room over, run by itself: its ack
      // follows the version's patch, as every ack does.
      released.append(
        .reply(connection: pending.connection, .ack(id: pending.id, version: write.mark.version)))
    }
    if write.kind == .change, let lease, let position = write.position {
      versionsSinceSnapshot += 1
      if versionsSinceSnapshot >= configuration.snapshotInterval {
        versionsSinceSnapshot = 0
        emit(.checkpoint(.snapshot(snapshot(at: position), lease: lease)))
      }
    }
    return released
  }

  /// Rewrites a room's journal once most of its lines, or of its bytes, are versions the
  /// history has forgotten, so that the disk holds what memory holds, give or take the same
  /// again.
  private mutating func compactIfDue() {
    guard role == .local,
      journalLines > 2 * history.entries.count + configuration.journalSlack
        || journalBytes > 2 * history.entryByteCount + configuration.journalSlackBytes
    else { return }
    journalLines = history.entries.count
    journalBytes = history.entryByteCount + history.entries.count
    emit(
      .checkpoint(
        .history(
          demo: configuration.demo, baseState: history.baseState,
          baseVersion: history.baseVersion, entries: Array(history.entries), epoch: epoch)))
  }

  /// A write failed: nothing after the last durable version is kept, in the history or the
  /// store; what waited for it is not sent, and the requests it would have acknowledged are
  /// answered with why.
  mutating func writeFailed(_ error: LogError) {
    let failure = Self.storageError(error)
    let failed = discardWrites(answering: failure)
    switch error {
    case .fenced:
      demote(because: error)
    case .unavailable:
      // The link's loss is reported next; the room turns read-only then.
      break
    case .failed(let reason):
      emit(
        .warn("could not store version \(failed.first?.mark.version ?? history.version): \(reason)")
      )
      guard let lease else { return }
      // Requests of other nodes that those writes answered are refused through the stream
      // (a refusal is not checked against the head); then the lease is given up, so that the
      // next owner (this node or another) reads the room as Redis holds it and stores it.
      for write in failed where write.kind != .refusal {
        if let forwarding = write.answering {
          refuse(.forwarded(forwarding, id: .null), failure)
        }
      }
      stopWriting(answering: failure)
      role = .follower
      emit(.release(lease))
    }
  }

  /// A third of a lease passed with writes in flight: after ``writeDeadlineTicks`` of them the
  /// log is taken to be lost (a Redis that stopped answering), and the changes are answered.
  mutating func checkWriteDeadline() {
    guard !writes.isEmpty else { return writeTicks = 0 }
    writeTicks += 1
    if writeTicks >= Self.writeDeadlineTicks {
      writeTicks = 0
      writeFailed(.unavailable("Redis did not answer within two leases"))
    }
  }

  /// Ticks (thirds of a lease) a write or a forwarded request may wait for its answer.
  static let writeDeadlineTicks = 6

  /// Forgets the writes in flight and goes back to the last durable version; the
  /// acknowledgements they held become `failure`; a request that runs now fails with it too.
  /// Returns the writes forgotten.
  @discardableResult
  mutating func discardWrites(answering failure: WireError) -> [PendingWrites.Write] {
    let failed = writes.discard()
    if running != nil, running?.refusal == nil { running?.refusal = failure }
    guard !failed.isEmpty else { return [] }
    history.rollBack(to: durable)
    if isWriter { emit(.restore(document)) }
    for case .reply(let connection, let answer) in failed.flatMap(\.held) {
      if case .ack(let id, _) = answer {
        emit(.reply(connection: connection, .error(failure.answering(id))))
      } else {
        emit(.reply(connection: connection, answer))
      }
    }
    return failed
  }

  /// The error a change gets when its write failed.
  static func storageError(_ error: LogError) -> WireError {
    let message =
      switch error {
      case .fenced:
        """
        Another node took the room over before this change was stored; it was not applied. \
        Send it again.
        """
      case .unavailable(let detail):
        """
        The link to Redis was lost while this change was being stored (\(detail)); the room \
        shows whether it was once the link is back.
        """
      case .failed(let detail):
        "The room could not store this change (\(detail)); it was not applied."
      }
    return WireError(id: .null, code: .storage, message: message)
  }

  /// A checkpoint could not be stored: an owner whose lease is gone stops writing; otherwise
  /// the versions are durable in the log all the same.
  mutating func checkpointed(_ result: Result<Void, LogError>) {
    guard case .failure(let error) = result else { return }
    if error == .fenced { return demote(because: error) }
    emit(.warn("could not store a checkpoint: \(error)"))
  }
}
