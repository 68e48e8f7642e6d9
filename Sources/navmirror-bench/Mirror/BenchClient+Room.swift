import MirrorJSON

/// A mirror room's state at one version, as a client sees it: the scene and the state.
struct RoomVersion: Equatable {
  let version: Int
  let document: JSONValue
}

extension BenchClient {
  /// Reads until nothing has arrived for `quietMilliseconds`: joins and their presence
  /// messages, or a warm-up, have played out.
  func settle(quietMilliseconds: UInt64 = 300) {
    var quietSince = nanoseconds()
    while nanoseconds() - quietSince < quietMilliseconds * 1_000_000 {
      poll(timeoutMilliseconds: 50) { _ in quietSince = nanoseconds() }
    }
  }

  /// Asks for the whole state on connection `index` (which keeps its payloads) and returns the
  /// version and document of the answer.
  func currentVersion(on index: Int) throws -> RoomVersion {
    let connection = connections[index]
    if connection.payloads == nil { connection.payloads = [] }
    let asked = connection.payloads?.count ?? 0
    sendText((["type": "resync"] as JSONValue).bytes, on: index)
    let deadline = nanoseconds() + 10_000_000_000
    var seen = asked
    while nanoseconds() < deadline {
      poll(timeoutMilliseconds: 100) { _ in }
      let payloads = connection.payloads ?? []
      for payload in payloads[seen...] {
        let message = try JSONParser.parse(String(decoding: payload, as: UTF8.self))
        if message["type"]?.stringValue == "state", let state = RoomVersion(state: message) {
          return state
        }
      }
      seen = payloads.count
    }
    throw BenchError("no answer to resync on connection \(index)")
  }
}

extension RoomVersion {
  /// The room a `state` message carries.
  init?(state message: JSONValue) {
    guard let version = message["version"]?.intValue else { return nil }
    self.init(
      version: version,
      document: ["scene": message["scene"] ?? .null, "state": message["state"] ?? .null])
  }
}
