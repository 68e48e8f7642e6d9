/// Opening a shared room on this node, without waiting on any queue.
extension ClusterNode {
  /// What this node finds when it opens room `name`: the lease when nobody holds it (taken
  /// first, so that nobody writes after the room is read), the room as Redis holds it, and
  /// where the last owner was in the inbox. A room another node is creating is waited for
  /// within a lease.
  func open(_ name: String) async throws(LedgerError) -> SharedOpening {
    let ledger = try ledger(for: name)
    let lease = try await ledger.acquire(node: nodeID)
    var stored = try await ledger.stored()
    if stored == nil, lease == nil {
      // Another node is creating the room: its snapshot comes within a lease.
      let deadline = time.elapsed() + configuration.leaseDuration
      while stored == nil {
        guard time.elapsed() < deadline else {
          throw .redis("room \(name) was being created by another node, which did not finish")
        }
        try? await time.clock.sleep(for: .milliseconds(20))
        stored = try await ledger.stored()
      }
    }
    let cursor = lease != nil && stored != nil ? try await ledger.cursor() : "0-0"
    return SharedOpening(stored: stored, lease: lease, cursor: cursor)
  }
}
