/// When a room last told its clients who is here, and whether it owes them (or the other
/// nodes) an update: changes in who is here are coalesced into at most one `presence` message
/// per interval.
struct PresencePacing {
  /// When the last `presence` message went out, on the room's clock.
  var lastSent: Duration?
  /// Waits for the end of the interval to send the changes made within it.
  var timer: Task<Void, Never>?
  /// Whether this node's clients changed since the other nodes were last told.
  var localChanged = false
  /// What the clients were last told, for the `hello` of one who joins.
  var shown = PresenceSummary()
}
