import MirrorJSON

/// A driver on one WebSocket connection that sends one action at a time and waits for its
/// answer, for the benchmarks that time the path from an action to its `ack`.
final class AckingDriver {
  /// An action's answer.
  struct Ack {
    /// Milliseconds from sending the action to reading its `ack`.
    let milliseconds: Double
    /// The room's version the `ack` names.
    let version: Int
  }

  private let client: BenchClient
  private var actionID = 0

  /// Joins `path` (`/ws?room=…`) on `port` as a driver.
  init(port: UInt16, path: String) throws {
    client = BenchClient(port: port)
    try client.connect(count: 1, path: path, keepingPayloads: true)
  }

  /// Sends `action` and waits (10 s at most) for its `ack`; an `error` answer throws.
  func act(_ action: JSONValue) throws -> Ack {
    actionID += 1
    let id = JSONValue.int(actionID)
    let message: JSONValue = ["type": "action", "id": id, "action": action]
    let start = nanoseconds()
    client.sendText(message.bytes, on: 0)
    let deadline = start + 10_000_000_000
    while nanoseconds() < deadline {
      var answer: JSONValue?
      client.poll(timeoutMilliseconds: 10) { connection in
        for payload in connection.payloads ?? [] {
          if let reply = try? JSONParser.parse(payload), reply["id"] == id { answer = reply }
        }
        connection.payloads = []
      }
      guard let answer else { continue }
      let elapsed = Double(nanoseconds() - start) / 1e6
      guard answer["type"] == "ack", let version = answer["version"]?.intValue else {
        throw BenchError("action \(actionID) was refused: \(answer.text)")
      }
      return Ack(milliseconds: elapsed, version: version)
    }
    throw BenchError("action \(actionID) was not acknowledged within 10 s")
  }
}
