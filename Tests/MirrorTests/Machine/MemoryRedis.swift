import MirrorJSON

@testable import Mirror

/// A Redis in memory, shared by simulated nodes, with every reply held back until the test
/// delivers it: commands take effect when they are sent (as Redis runs them in arrival order),
/// their replies and the stream's entries reach nodes when ``deliver()`` says so.
///
/// `@unchecked Sendable`: a simulation runs on the test's thread only; nothing in it is shared
/// with another thread.
final class MemoryRedis: @unchecked Sendable {
  var lease: RoomLedger.Lease?
  /// What the lease key holds when a test put something unreadable there.
  var leaseText: String?
  var fence = 0
  var stream: [RoomLedger.StoredEntry] = []
  /// The head key as text: a test may put what no node writes there.
  var head: String?
  var snapshot: RoomLedger.Snapshot?
  var epoch: String?
  var inbox: [RoomLedger.Forwarded] = []
  var cursor = "0-0"
  var rooms: [String: String] = [:]
  /// A message a test put in the stream as it is, bypassing the nodes.
  var streamIsUnreadable: String?
  private var nextID = 1
  /// Replies and stream entries not delivered yet, oldest first.
  private(set) var outbox: [() -> Void] = []
  var epochs = 0
  /// The logs of the nodes that follow the stream, by node.
  var followerTable: [String: MemoryLog] = [:]

  func newID() -> String {
    defer { nextID += 1 }
    return "\(nextID)-0"
  }

  /// Queues `delivery` behind everything not delivered yet.
  func post(_ delivery: @escaping () -> Void) { outbox.append(delivery) }

  /// Delivers every reply and entry waiting, and what they cause, until nothing waits.
  func deliver() {
    while !outbox.isEmpty { outbox.removeFirst()() }
  }

  /// Delivers the oldest waiting reply or entry only.
  func deliverOne() {
    guard !outbox.isEmpty else { return }
    outbox.removeFirst()()
  }

  /// Forgets everything, as a Redis that restarted without its files.
  func loseEverything() {
    lease = nil
    leaseText = nil
    stream = []
    head = nil
    snapshot = nil
    epoch = nil
    inbox = []
    cursor = "0-0"
    rooms = [:]
  }

  /// The lease lapses, as when its owner stopped renewing it.
  func expireLease() {
    lease = nil
    leaseText = nil
  }

  // MARK: The commands

  func acquire(node: String) -> RoomLedger.Lease? {
    guard lease == nil, leaseText == nil else { return nil }
    fence += 1
    lease = RoomLedger.Lease(value: "\(node):\(fence)", token: fence)
    return lease
  }

  func append(
    _ entry: LedgerEntry, head expected: Int?, lease holder: RoomLedger.Lease, inbox: String?
  )
    -> Result<String, LedgerError>
  {
    guard lease == holder else { return .failure(.fenced) }
    if let reason = streamIsUnreadable { return .failure(.malformed(reason)) }
    if let expected, head != String(expected) {
      return .failure(.versionConflict("the stream is at \(head ?? "nil"), not \(expected)"))
    }
    let id = newID()
    stream.append(RoomLedger.StoredEntry(id: id, entry: entry))
    if entry.kind == .change { head = String(entry.version) }
    if let inbox { cursor = inbox }
    return .success(id)
  }

  func write(
    _ snapshot: RoomLedger.Snapshot, lease holder: RoomLedger.Lease, epoch proposed: String?
  )
    -> Result<String, LedgerError>
  {
    guard lease == holder else { return .failure(.fenced) }
    self.snapshot = snapshot
    if head == nil {
      head = String(snapshot.version)
      epochs += 1
      epoch = proposed ?? "epoch-\(epochs)"
    }
    return .success(epoch ?? "")
  }

  func stored() -> Result<StoredRoom?, LedgerError> {
    if let reason = streamIsUnreadable { return .failure(.malformed(reason)) }
    guard let snapshot else { return .success(nil) }
    let entries = stream.filter {
      streamID($0.id, isAfter: snapshot.streamID) && $0.entry.version >= snapshot.version
    }
    if epoch == nil {
      epochs += 1
      epoch = "epoch-\(epochs)"
    }
    return .success(StoredRoom(snapshot: snapshot, entries: entries, epoch: epoch ?? ""))
  }

  func owner() -> Result<RoomLedger.Lease?, LedgerError> {
    if let text = leaseText {
      return .failure(.malformed("a lease value is node:token, not \(text)"))
    }
    return .success(lease)
  }
}
