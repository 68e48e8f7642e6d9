import Synchronization

/// What other threads may ask of a room without waiting for its queue: how many clients it
/// has, its version, and whether it is idle. The room updates it on its queue; event loops
/// and the sweeper read it under the mutex, so that no loop ever waits for a busy room.
final class RoomActivity: Sendable {
  private struct State {
    var clients = 0
    var version: Int
    /// Joins promised by the registry and not yet processed: a room with any is not idle.
    var pendingJoins = 0
    /// When the room was last used, on the clock `elapsed` reads.
    var lastActivity: Duration
  }

  private let state: Mutex<State>
  private let elapsed: @Sendable () -> Duration

  /// The activity of a room at `version`, measuring idleness with `elapsed` (the time passed
  /// on the server's clock).
  init(version: Int, elapsed: @escaping @Sendable () -> Duration) {
    self.elapsed = elapsed
    state = Mutex(State(version: version, lastActivity: elapsed()))
  }

  var clientCount: Int { state.withLock { $0.clients } }
  var version: Int { state.withLock { $0.version } }

  /// Promises a join, so that the room is not unloaded before it arrives.
  func reserve() { state.withLock { $0.pendingJoins += 1 } }

  /// A promised join arrived (`joined`) or was given up.
  func settleReservation(joined: Bool) {
    let now = elapsed()
    state.withLock { state in
      state.pendingJoins -= 1
      if joined { state.clients += 1 }
      state.lastActivity = now
    }
  }

  func clientLeft() {
    let now = elapsed()
    state.withLock { state in
      state.clients -= 1
      state.lastActivity = now
    }
  }

  /// Someone used the room without joining it (the JSON API).
  func touch() {
    let now = elapsed()
    state.withLock { $0.lastActivity = now }
  }

  func versionChanged(to version: Int) { state.withLock { $0.version = version } }

  /// Whether nobody has been here, or is on the way, for `interval`.
  func isIdle(for interval: Duration) -> Bool {
    let now = elapsed()
    return state.withLock { state in
      state.clients == 0 && state.pendingJoins == 0 && now - state.lastActivity >= interval
    }
  }
}
