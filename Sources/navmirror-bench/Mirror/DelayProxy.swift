import Foundation
import Glibc
import PosixIO
import Synchronization

/// A TCP proxy on a loopback port in front of another (Redis): what clients send goes on at
/// once, what the server answers reaches them `delay` later, in order — a Redis that answers
/// every command after that long, however many are in flight.
///
/// `@unchecked Sendable`: `listener` is set once in `init`; the connections' threads share only
/// `stopped`, behind its mutex.
final class DelayProxy: @unchecked Sendable {
  let port: UInt16
  private let listener: Int32
  private let stopped = Mutex(false)

  init(upstream: UInt16, delay: Duration) throws {
    let (fd, port) = try Socket.listen(host: "127.0.0.1", port: 0)
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    listener = fd
    self.port = port
    let nanoseconds =
      UInt64(delay.components.attoseconds / 1_000_000_000)
      + UInt64(delay.components.seconds) * 1_000_000_000
    Thread.detachNewThread { [self] in
      while !stopped.withLock({ $0 }) {
        let client = accept(fd, nil, nil)
        guard client >= 0 else { return }
        guard let server = try? connectBlocking(port: upstream) else {
          close(client)
          continue
        }
        _ = fcntl(server, F_SETFL, fcntl(server, F_GETFL) & ~O_NONBLOCK)
        Socket.setNoDelay(client)
        Socket.setNoDelay(server)
        Self.pipe(from: client, to: server, delay: 0)
        Self.pipe(from: server, to: client, delay: nanoseconds)
      }
    }
  }

  /// Stops accepting; connections end when either side closes.
  func stop() {
    stopped.withLock { $0 = true }
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  /// Copies what `source` sends to `destination`, each chunk `delay` nanoseconds after it
  /// arrived, on threads of its own.
  private static func pipe(from source: Int32, to destination: Int32, delay: UInt64) {
    let queue = Mutex<[(due: UInt64, bytes: [UInt8])]>([])
    let ready = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = buffer.withUnsafeMutableBytes { recv(source, $0.baseAddress, $0.count, 0) }
        guard count > 0 else {
          queue.withLock { $0.append((0, [])) }
          ready.signal()
          return
        }
        let chunk = Array(buffer[0..<count])
        queue.withLock { $0.append((nanoseconds() + delay, chunk)) }
        ready.signal()
      }
    }
    Thread.detachNewThread {
      while true {
        ready.wait()
        guard let (due, bytes) = queue.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else {
          continue
        }
        guard !bytes.isEmpty else {
          shutdown(destination, Int32(SHUT_WR))
          close(source)
          return
        }
        let now = nanoseconds()
        if due > now { usleep(useconds_t((due - now) / 1_000)) }
        var offset = 0
        while offset < bytes.count {
          let sent = bytes[offset...].withUnsafeBytes {
            send(destination, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
          }
          guard sent > 0 else { return }
          offset += sent
        }
      }
    }
  }
}
