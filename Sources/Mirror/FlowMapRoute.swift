import FlowMap
import Foundation
import HTTPServer
import MirrorJSON
import MirrorUI

/// `GET /api/rooms/NAME/map`: the flow map of the room's demo, explored from the demo's initial
/// state with the default limits, once per demo (the map depends only on the app).
///
/// The first request for a demo explores it on the loop thread; the demos take milliseconds.
final class FlowMapRoute: @unchecked Sendable {
  private let lock = NSLock()
  private var cache: [String: [UInt8]] = [:]

  func register(on http: HTTPServer, registry: RoomRegistry) {
    http.route("/api/rooms/", prefix: true) { [self] request in
      let parts = request.path.split(separator: "/", omittingEmptySubsequences: false)
      // "", "api", "rooms", NAME, "map"
      guard parts.count == 5, parts[4] == "map",
        let room = registry.all.first(where: { $0.name == parts[3] })
      else {
        return .json(JSONValue.object(["error": "no such room"]).bytes, status: 404)
      }
      return .json(map(of: room.app))
    }
  }

  private func map(of app: MirrorApp) -> [UInt8] {
    if let cached = lock.withLock({ cache[app.name] }) { return cached }
    let bytes = Explorer().explore(app).json.bytes
    lock.withLock { cache[app.name] = bytes }
    return bytes
  }
}
