import Foundation

/// What other threads may ask of a room without waiting for its queue: how many clients it
/// has, its version, and whether it is idle. The room updates it on its queue; event loops
/// and the sweeper read it under `lock`, so that no loop ever waits for a busy room.
final class RoomActivity: @unchecked Sendable {
  private let lock = NSLock()
  private var clients = 0
  private var currentVersion: Int
  /// Joins promised by the registry and not yet processed: a room with any is not idle.
  private var pendingJoins = 0
  private var lastActivity = Date()

  init(version: Int) { currentVersion = version }

  var clientCount: Int { lock.withLock { clients } }
  var version: Int { lock.withLock { currentVersion } }

  /// Promises a join, so that the room is not unloaded before it arrives.
  func reserve() { lock.withLock { pendingJoins += 1 } }

  /// A promised join arrived (`joined`) or was given up.
  func settleReservation(joined: Bool) {
    lock.withLock {
      pendingJoins -= 1
      if joined { clients += 1 }
      lastActivity = Date()
    }
  }

  func clientLeft() {
    lock.withLock {
      clients -= 1
      lastActivity = Date()
    }
  }

  /// Someone used the room without joining it (the JSON API).
  func touch() { lock.withLock { lastActivity = Date() } }

  func versionChanged(to version: Int) { lock.withLock { currentVersion = version } }

  /// Whether nobody has been here, or is on the way, for `interval` seconds.
  func isIdle(for interval: TimeInterval) -> Bool {
    lock.withLock {
      clients == 0 && pendingJoins == 0 && Date().timeIntervalSince(lastActivity) >= interval
    }
  }
}
