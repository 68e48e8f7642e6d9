import Dispatch
import PosixIO
import RedisClient
import Synchronization

/// A connection of the test's own to its Redis, to read what the nodes wrote and to put there
/// what no node writes. Each command blocks the test until Redis answers.
final class RedisProbe {
  private let loop: EventLoop
  private let connection: RedisConnection

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  init(url: String) throws {
    loop = try EventLoop()
    try loop.start()
    let address = try RedisAddress(url: url)
    connection = try Self.wait { [loop] in try await RedisConnection.connect(to: address, on: loop)
    }
  }

  deinit {
    connection.close()
    loop.stop()
    loop.join()
  }

  /// Sends one command and returns its reply.
  @discardableResult
  func send(_ arguments: [RedisArgument]) throws -> RedisValue {
    try Self.wait { [connection] in try await connection.send(arguments) }
  }

  private static func wait<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws
    -> T
  {
    let outcome = Mutex<Result<T, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
      let result: Result<T, any Error>
      do {
        result = .success(try await body())
      } catch {
        result = .failure(error)
      }
      outcome.withLock { $0 = result }
      done.signal()
    }
    guard done.wait(timeout: .now() + .seconds(10)) == .success,
      let result = outcome.withLock({ $0 })
    else { throw Failure(description: "Redis did not answer within 10 s") }
    return try result.get()
  }
}
