import FlowMap
import Foundation
import MirrorUI
import Synchronization

/// The flow map of each app, explored once from the app's initial state with the default limits
/// (a map depends only on the app, not on a room's history).
final class FlowMapCache: Sendable {
  private let maps = Mutex<[String: [UInt8]]>([:])

  /// The map of `app` as JSON; the first call explores (the demos take milliseconds).
  func map(of app: MirrorApp) -> [UInt8] {
    if let cached = maps.withLock({ maps in maps[app.name] }) { return cached }
    let bytes = Explorer().explore(app).json.bytes
    maps.withLock { maps in maps[app.name] = bytes }
    return bytes
  }
}
