import Dispatch
import HTTPServer
import Logging
import MirrorJSON
import MirrorUI

/// One shared session: a running app and the clients that watch and drive it.
///
/// Everything a room does happens on its serial queue, which is also its store's queue, so the
/// clients see one total order of versions.
final class Room: @unchecked Sendable {
  let name: String
  let app: MirrorApp
  let runtime: any AppRuntime
  private let queue: DispatchQueue
  private var clients: [UInt64: Client] = [:]
  private var nextClientNumber = 0
  private let logger: Logger

  struct Client {
    let id: String
    let connection: WebSocketConnection
  }

  init(name: String, app: MirrorApp, logger: Logger) {
    self.name = name
    self.app = app
    self.logger = logger
    self.queue = DispatchQueue(label: "navmirror.room.\(name)")
    self.runtime = app.start(on: queue)
    runtime.observe { [unowned self] change in
      let message = change.changed ? WireMessage.state(change) : WireMessage.warning(change)
      broadcast(message)
    }
  }

  var clientCount: Int { queue.sync { clients.count } }
  var version: Int { runtime.snapshot().version }

  func join(_ connection: WebSocketConnection) {
    queue.async { [self] in
      nextClientNumber += 1
      let client = Client(id: "c\(nextClientNumber)", connection: connection)
      clients[connection.id] = client
      let hello = WireMessage.hello(
        client: client.id, room: name, demo: app.name, snapshot: runtime.snapshot())
      connection.send(text: hello.text)
      logger.info("\(client.id) joined room \(name) (\(clients.count) connected)")
    }
  }

  func leave(_ connection: WebSocketConnection) {
    queue.async { [self] in
      guard let client = clients.removeValue(forKey: connection.id) else { return }
      logger.info("\(client.id) left room \(name) (\(clients.count) connected)")
    }
  }

  func receive(_ text: String, from connection: WebSocketConnection) {
    queue.async { [self] in
      guard let client = clients[connection.id] else { return }
      switch ClientMessage.parse(text) {
      case .failure(let error):
        connection.send(text: error.json.text)
      case .success(.action(let id, let action)):
        do {
          let result = try runtime.send(action, origin: client.id)
          connection.send(text: WireMessage.ack(id: id, version: result.version).text)
        } catch {
          let reply = WireMessage.error(id: id, code: .unknownAction, message: "\(error)")
          connection.send(text: reply.text)
        }
      }
    }
  }

  /// Sends `message` to every client, encoded once.
  private func broadcast(_ message: JSONValue) {
    let outbound = OutboundMessage(textBytes: message.bytes)
    for client in clients.values { client.connection.send(outbound) }
  }
}
