import ArgumentParser
import CLinuxShims
import Foundation
import HTTPServer
import Synchronization

/// `navmirror-bench server serve`: the server under test, run as its own process so its CPU
/// time and resident memory can be read from /proc. A text message from any client on `/ws`
/// is broadcast to every client (encoded once); `/echo` echoes.
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve", abstract: "Runs a broadcast + echo server for the benchmarks.")

  @Option(help: "The port to listen on.") var port: UInt16 = 9000
  @Option(help: "Event loops (default: one per core).") var loops: Int?
  @Option(help: "Pin the server to this CPU (its threads inherit the mask).") var cpu: Int?
  @Option(help: "Seconds between keep-alive pings; 0 disables.") var pingInterval: Double = 0

  func run() throws {
    raiseDescriptorLimit()
    if let cpu { _ = navmirror_pin_thread_to_cpu(Int32(cpu)) }
    var configuration = ServerConfiguration(
      port: port, publicDirectory: FileManager.default.currentDirectoryPath)
    configuration.echoPath = "/echo"
    configuration.pingInterval = pingInterval
    configuration.eventLoopCount = loops
    configuration.maxQueuedBytes = 16 << 20
    // Every benchmark client comes from 127.0.0.1, thousands at once.
    configuration.maxConnectionsPerAddress = 0
    configuration.echoMaxConnections = 100_000
    let server = HTTPServer(configuration: configuration)
    server.webSocket("/ws", delegate: BroadcastDelegate())
    try server.start()
    print("listening on \(port)")
    fflush(nil)
    server.waitUntilStopped()
  }
}

/// Broadcasts every text message to every connection, encoded once.
final class BroadcastDelegate: WebSocketDelegate, Sendable {
  private let connections = Mutex<[UInt64: WebSocketConnection]>([:])

  func webSocketDidConnect(_ connection: WebSocketConnection, request: HTTPRequest) {
    connections.withLock { $0[connection.id] = connection }
  }

  func webSocket(_ connection: WebSocketConnection, didReceiveText text: String) {
    let message = OutboundMessage(text: text)
    for target in connections.withLock({ Array($0.values) }) { target.send(message) }
  }

  func webSocketDidDisconnect(_ connection: WebSocketConnection) {
    _ = connections.withLock { $0.removeValue(forKey: connection.id) }
  }
}
