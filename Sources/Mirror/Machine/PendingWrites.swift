/// The appends a room's log has not confirmed yet, in the order they were made, and what waits
/// for each: nobody hears of a version, and no change is acknowledged, before the log has it,
/// and everyone hears of them in order.
///
/// A log may confirm its writes out of order; what waits is released only once every write
/// before it is confirmed too.
struct PendingWrites {
  /// One append in flight.
  struct Write {
    let ticket: Int
    /// The history once this write is confirmed.
    let mark: RoomHistory.Mark
    /// The document clients hold once this write is confirmed.
    let document: RoomDocument
    let kind: LedgerEntry.Kind
    /// The message clients receive for it.
    let message: [UInt8]
    /// The forwarded request it answers.
    let answering: LogRecord.Forwarding?
    /// Its position in the log, once confirmed.
    var position: String?
    /// What waits for it (and every write before it).
    var held: [RoomAction] = []
  }

  private(set) var writes: [Write] = []
  private var nextTicket = 1

  var isEmpty: Bool { writes.isEmpty }

  /// Notes a write begun; returns its ticket.
  mutating func begin(
    mark: RoomHistory.Mark, document: RoomDocument, kind: LedgerEntry.Kind, message: [UInt8],
    answering: LogRecord.Forwarding?
  ) -> Int {
    let ticket = nextTicket
    nextTicket += 1
    writes.append(
      Write(
        ticket: ticket, mark: mark, document: document, kind: kind, message: message,
        answering: answering))
    return ticket
  }

  /// Holds `action` until every write begun before it is confirmed; returns it when none waits.
  mutating func hold(_ action: RoomAction) -> RoomAction? {
    guard !writes.isEmpty else { return action }
    writes[writes.count - 1].held.append(action)
    return nil
  }

  /// Notes that the write `ticket` is at `position` in the log; returns the writes now
  /// confirmed with every write before them, oldest first, with what they held.
  mutating func confirm(_ ticket: Int, at position: String) -> [Write] {
    guard let index = writes.firstIndex(where: { $0.ticket == ticket }) else { return [] }
    writes[index].position = position
    let confirmed = writes.prefix { $0.position != nil }
    writes.removeFirst(confirmed.count)
    return Array(confirmed)
  }

  /// Whether `ticket` is a write still waiting (not one discarded since).
  func isPending(_ ticket: Int) -> Bool { writes.contains { $0.ticket == ticket } }

  /// Forgets every write: they failed, or are written elsewhere now. Returns them, with what
  /// they held, oldest first.
  mutating func discard() -> [Write] {
    defer { writes.removeAll() }
    return writes
  }
}
