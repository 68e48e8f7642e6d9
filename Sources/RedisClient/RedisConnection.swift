import PosixIO

/// One connection to Redis, driven by an `EventLoop`. Commands are sent in the order they are
/// given and their replies come back in the same order, pipelined: a command does not wait for
/// the reply of the one before. Safe to call from any thread.
///
/// A blocking command (`XREAD BLOCK`, `BLPOP`) holds its connection until it returns: give it
/// a connection of its own. Reconnecting is the caller's job: connect again.
public final class RedisConnection: Sendable {
  let driver: HiredisDriver
  private let loop: EventLoop

  private init(driver: HiredisDriver, loop: EventLoop) {
    self.driver = driver
    self.loop = loop
  }

  /// Drops the connection when its last user lets it go, as `close()` does.
  deinit {
    let driver = driver
    loop.execute { driver.close() }
  }

  /// Connects to `address` on `loop`, which must be running, then logs in (`AUTH` and
  /// `SELECT` when the address says so) and checks that the server answers a `PING`.
  ///
  /// The host name is resolved on the loop thread, blocking it while it is looked up; a
  /// numeric address such as `127.0.0.1` needs no lookup.
  ///
  /// - Throws: `RedisError.connectionFailed`, saying where and why, when the server refuses,
  ///   the host is unknown, `AUTH` or `SELECT` fails, or no answer comes within `timeout`.
  public static func connect(
    to address: RedisAddress, on loop: EventLoop, timeout: Duration = .seconds(5)
  ) async throws(RedisError) -> RedisConnection {
    let driver = HiredisDriver(address: address, loop: loop)
    let seconds =
      Double(timeout.components.seconds)
      + Double(timeout.components.attoseconds) / 1e18
    let outcome = await withCheckedContinuation { continuation in
      loop.execute {
        driver.open(timeout: seconds) { continuation.resume(returning: $0) }
      }
    }
    try outcome.get()
    return RedisConnection(driver: driver, loop: loop)
  }

  /// Sends one command, such as `["SET", key, value]`.
  ///
  /// - Parameter completion: Runs once, on the loop thread, with the reply; with
  ///   `.server` for an error reply (also one inside the array of an `EXEC`), or
  ///   `.disconnected` if the connection is lost or closed before the reply comes.
  ///   `SUBSCRIBE`, `PSUBSCRIBE`, `SSUBSCRIBE` and `MONITOR` are refused with `.server`:
  ///   their replies do not come one per command.
  public func send(
    _ arguments: [RedisArgument],
    completion: @escaping @Sendable (Result<RedisValue, RedisError>) -> Void
  ) {
    if loop.inEventLoop {
      driver.send(arguments, completion: completion)
    } else {
      let driver = driver
      loop.execute { driver.send(arguments, completion: completion) }
    }
  }

  /// Sends one command and waits for its reply.
  ///
  /// - Throws: `RedisError.server` for an error reply, `.disconnected` if the connection is
  ///   lost or closed before the reply comes.
  public func send(_ arguments: [RedisArgument]) async throws(RedisError) -> RedisValue {
    try await withCheckedContinuation { continuation in
      send(arguments) { continuation.resume(returning: $0) }
    }.get()
  }

  /// Sets what to do when the connection is lost: `handler` runs once, on the loop thread,
  /// after the commands still waiting have failed; at once if the connection is already lost.
  /// It does not run after `close()`. A second handler replaces the first.
  public func onDisconnect(_ handler: @escaping @Sendable (RedisError) -> Void) {
    let driver = driver
    loop.execute { driver.onDisconnect(handler) }
  }

  /// Closes the connection: commands still waiting for replies fail with `.disconnected`,
  /// later ones fail at once.
  public func close() {
    if loop.inEventLoop {
      driver.close()
    } else {
      let driver = driver
      loop.execute { driver.close() }
    }
  }

  /// Whether the connection is open: connected and neither lost nor closed.
  public var isConnected: Bool { driver.connected.withLock { $0 } }
}
