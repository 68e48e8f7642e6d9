import Synchronization

/// What of an app's values rebuild from their JSON, found once from its initial state, before
/// any room of it opens: a server decides from it whether the app's rooms may keep a journal
/// and be shared with other nodes.
///
/// A state can be `Codable` by its type and still fail to rebuild: the macros write `Codable`
/// for every `@ObservableState`, and their coding throws for a model that is not `Codable`.
/// The type alone would open such a room on Redis, where no other node could take it over.
final class RoundTripProbe: Sendable {
  private let probe: @Sendable () -> RoundTrip
  private let found = Mutex<RoundTrip?>(nil)

  /// A probe that runs `probe` the first time it is asked.
  init(_ probe: @escaping @Sendable () -> RoundTrip) { self.probe = probe }

  /// The report, found on the first call.
  var roundTrip: RoundTrip {
    if let roundTrip = found.withLock({ $0 }) { return roundTrip }
    // Built outside the lock: the app's initial state may take time, and runs its own code.
    let roundTrip = probe()
    return found.withLock { found in
      if found == nil { found = roundTrip }
      return found ?? roundTrip
    }
  }
}
