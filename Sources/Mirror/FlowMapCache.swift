import FlowMap
import Foundation
import MirrorUI

/// The flow map of each app, explored once from the app's initial state with the default limits
/// (a map depends only on the app, not on a room's history).
final class FlowMapCache: @unchecked Sendable {
  private let lock = NSLock()
  private var maps: [String: [UInt8]] = [:]

  /// The map of `app` as JSON; the first call explores (the demos take milliseconds).
  func map(of app: MirrorApp) -> [UInt8] {
    if let cached = lock.withLock({ maps[app.name] }) { return cached }
    let bytes = Explorer().explore(app).json.bytes
    lock.withLock { maps[app.name] = bytes }
    return bytes
  }
}
