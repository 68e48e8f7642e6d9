import RedisClient
import Synchronization

/// A node's one reader of Redis streams: a blocking `XREAD` over the streams of every shared
/// room it has open (and the inboxes of the rooms it owns), on a connection of its own, handing
/// each stream's new entries to whoever subscribed to it.
///
/// A key that is not a stream (Redis refuses the whole `XREAD` then, `WRONGTYPE`) is found,
/// reported to its subscriber and dropped; the other rooms read on. Only a lost connection
/// ends the reader.
final class StreamReader: Sendable {
  /// What a subscriber of one stream gets: the raw entries, oldest first, or why its key
  /// cannot be read (it is then no longer read).
  typealias Handler = @Sendable (Result<RedisValue, RedisError>) -> Void

  private struct Subscription {
    var position: String
    let handler: Handler
  }

  private let subscriptions = Mutex<[String: Subscription]>([:])
  /// What the reader waits on before it reads again after Redis refused a read.
  private let clock: any Clock<Duration>
  private let wakeUp: AsyncStream<Void>.Continuation
  private let wakeUps: AsyncStream<Void>
  /// How long one `XREAD` blocks: a stream subscribed meanwhile is read after it at the latest.
  static let blockMilliseconds = 100

  init(clock: any Clock<Duration>) {
    self.clock = clock
    (wakeUps, wakeUp) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
  }

  /// Reads `key` from after `position` on, handing its entries to `handler`; replaces an
  /// earlier subscription to the same key.
  func subscribe(_ key: String, after position: String, handler: @escaping Handler) {
    subscriptions.withLock { $0[key] = Subscription(position: position, handler: handler) }
    wakeUp.yield()
  }

  func unsubscribe(_ key: String) {
    subscriptions.withLock { _ = $0.removeValue(forKey: key) }
  }

  /// Reads on `connection` until it fails or the task is cancelled; returns the error that
  /// ended it (`nil` when cancelled).
  func run(on connection: RedisConnection) async -> RedisError? {
    var wakeUpIterator = wakeUps.makeAsyncIterator()
    while !Task.isCancelled {
      let positions = subscriptions.withLock { $0.mapValues(\.position) }
      guard !positions.isEmpty else {
        _ = await wakeUpIterator.next()
        continue
      }
      let keys = positions.keys.sorted()
      let arguments: [RedisArgument] =
        ["XREAD", "COUNT", "500", "BLOCK", RedisArgument(Self.blockMilliseconds), "STREAMS"]
        + keys.map { RedisArgument($0) } + keys.map { RedisArgument(positions[$0]!) }
      let reply: RedisValue
      do {
        reply = try await connection.send(arguments)
      } catch .server(let message) {
        if let error = await dropUnreadable(keys, on: connection, because: message) {
          return error
        }
        continue
      } catch {
        return error
      }
      for stream in reply.array ?? [] {
        guard let parts = stream.array, parts.count == 2, let key = parts[0].string,
          let last = parts[1].array?.last?.array?.first?.string
        else { continue }
        let handler = subscriptions.withLock { subscriptions -> Handler? in
          guard subscriptions[key]?.position == positions[key] else { return nil }
          subscriptions[key]?.position = last
          return subscriptions[key]?.handler
        }
        handler?(.success(parts[1]))
      }
    }
    return nil
  }

  /// Redis refused an `XREAD` of `keys` with `message`: finds the keys that are not streams,
  /// tells their subscribers and stops reading them. When none is to blame (Redis is busy or
  /// starting), waits a moment before reading again. Returns an error when the connection
  /// failed meanwhile.
  private func dropUnreadable(
    _ keys: [String], on connection: RedisConnection, because message: String
  )
    async -> RedisError?
  {
    var unreadable: [(String, Handler)] = []
    for key in keys {
      let type: RedisValue
      do {
        type = try await connection.send(["TYPE", RedisArgument(key)])
      } catch .server {
        continue
      } catch {
        return error
      }
      guard let name = type.string, name != "stream", name != "none",
        let handler = subscriptions.withLock({ $0.removeValue(forKey: key)?.handler })
      else { continue }
      unreadable.append((key, handler))
    }
    for (_, handler) in unreadable { handler(.failure(.server(message))) }
    if unreadable.isEmpty { try? await clock.sleep(for: .milliseconds(Self.blockMilliseconds)) }
    return nil
  }
}
