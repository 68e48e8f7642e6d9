import FlowMap
import Foundation
import MirrorJSON
import MirrorUI
import Synchronization

/// The flow map of each app, explored once from the app's initial state with the default limits
/// (a map depends only on the app, not on a room's history) and laid out by Graphviz: the map's
/// JSON with its ``FlowMapLayout`` under `layout` (or why Graphviz failed under `layoutError`).
final class FlowMapCache: Sendable {
  private let maps = Mutex<[String: [UInt8]]>([:])

  /// The map of `app` as JSON; the first call explores (the demos take milliseconds).
  func map(of app: MirrorApp) -> [UInt8] {
    if let cached = maps.withLock({ maps in maps[app.name] }) { return cached }
    let map = Explorer().explore(app)
    var json = map.json.objectValue ?? JSONObject()
    do {
      json["layout"] = try FlowMapLayout(map).json(for: map)
    } catch {
      json["layoutError"] = .string("\(error)")
    }
    let bytes = JSONValue.object(json).bytes
    maps.withLock { maps in maps[app.name] = bytes }
    return bytes
  }
}
