/// What an owner tells its clients, held back behind the writes Redis has not confirmed yet, so
/// that nobody hears of a version (or gets its `ack`) before Redis has it, and everyone hears
/// of them in order.
///
/// Writes on one connection are answered in the order they were sent, so the first write
/// waiting is always the next to finish.
struct Outbox {
  private enum Item {
    case write
    case send(() -> Void)
  }

  private var items: [Item] = []

  /// Holds `send` until every write begun before it finished; runs it now when none waits.
  mutating func send(_ send: @escaping () -> Void) {
    if items.isEmpty { send() } else { items.append(.send(send)) }
  }

  /// Marks a write begun: what is sent after it waits for it.
  mutating func beginWrite() { items.append(.write) }

  /// The oldest write finished: runs what waited for it alone.
  mutating func finishWrite() {
    guard case .write = items.first else { return }
    items.removeFirst()
    while case .send(let send) = items.first {
      items.removeFirst()
      send()
    }
  }

  /// Forgets everything held back: the writes failed, and what waited for them must not go out.
  mutating func discard() { items.removeAll() }
}
