import Foundation
import Hummingbird
import HummingbirdWebSocket

/// Every connected client's outbound stream. A text message from any client on `/ws` is
/// broadcast to all of them; `/echo` echoes. Same protocol as `navmirror-bench server serve`.
final class Clients: @unchecked Sendable {
  private let lock = NSLock()
  private var streams: [UInt64: AsyncStream<WebSocketMessage>.Continuation] = [:]
  private var nextID: UInt64 = 0

  func add(_ continuation: AsyncStream<WebSocketMessage>.Continuation) -> UInt64 {
    lock.withLock {
      nextID += 1
      streams[nextID] = continuation
      return nextID
    }
  }

  func remove(_ id: UInt64) { _ = lock.withLock { streams.removeValue(forKey: id) } }

  func broadcast(_ message: WebSocketMessage) {
    for continuation in lock.withLock({ Array(streams.values) }) { continuation.yield(message) }
  }
}

let arguments = CommandLine.arguments
let port = arguments.firstIndex(of: "--port").map { Int(arguments[$0 + 1])! } ?? 9100
let clients = Clients()
let router = Router(context: BasicWebSocketRequestContext.self)
router.ws("/ws") { _, _ in
  .upgrade([:])
} onUpgrade: { inbound, outbound, _ in
  let (stream, continuation) = AsyncStream<WebSocketMessage>.makeStream()
  let id = clients.add(continuation)
  defer {
    clients.remove(id)
    continuation.finish()
  }
  try await withThrowingTaskGroup(of: Void.self) { group in
    group.addTask {
      for await message in stream {
        switch message {
        case .text(let text): try await outbound.write(.text(text))
        case .binary(let bytes): try await outbound.write(.binary(bytes))
        }
      }
    }
    for try await message in inbound.messages(maxSize: 1 << 20) { clients.broadcast(message) }
    continuation.finish()
    group.cancelAll()
  }
}
router.ws("/echo") { _, _ in
  .upgrade([:])
} onUpgrade: { inbound, outbound, _ in
  for try await message in inbound.messages(maxSize: 1 << 26) {
    switch message {
    case .text(let text): try await outbound.write(.text(text))
    case .binary(let bytes): try await outbound.write(.binary(bytes))
    }
  }
}
let app = Application(
  router: Router(),
  server: .http1WebSocketUpgrade(webSocketRouter: router),
  configuration: .init(address: .hostname("127.0.0.1", port: port))
)
try await app.runService()
