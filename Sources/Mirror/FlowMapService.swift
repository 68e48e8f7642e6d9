import Dispatch
import FlowMap
import MirrorJSON
import MirrorUI
import Synchronization

/// The flow maps `GET /api/rooms/NAME/map` answers with, computed where they cannot hold up
/// anyone else: on one queue of their own, one map at a time, never on a thread that serves
/// pages or sockets.
///
/// A map depends only on its app (it is explored from the app's initial state, whatever a room
/// did), so each app's map is computed once, by the first request, shared with every request
/// that came meanwhile, and kept. Its cost is bounded: at most `mapMaxScreens` screens explored
/// within `mapTimeLimitMilliseconds`, laid out by Graphviz only up to `mapGraphvizMaxEdges`
/// edges (in columns beyond, in linear time). Requests that wait are bounded too, per address
/// and in all.
final class FlowMapService: Sendable {
  /// Why a map request is not answered with a map.
  enum Refusal: Error, Equatable {
    /// The address already has `maxMapRequestsPerAddress` requests waiting.
    case tooManyFromAddress
    /// `maxMapRequests` requests are waiting.
    case tooMany
    /// The map was not ready within ``waitLimit``.
    case stillComputing
  }

  private struct State {
    var maps: [String: [UInt8]] = [:]
    var computing: [String: SharedComputation<[UInt8]>] = [:]
    var waitingPerAddress: [String: Int] = [:]
    var waiting = 0
  }

  /// How long a request waits for its map before it is answered 503.
  static let waitLimit = DispatchTimeInterval.seconds(30)

  private let limits: MirrorLimits
  private let state = Mutex(State())
  private let queue = DispatchQueue(label: "FlowMapService", qos: .utility)

  init(limits: MirrorLimits) {
    self.limits = limits
  }

  /// The map of `app` as JSON, for a request from `address`: at once when it was computed,
  /// else once it is (computing it if no request is already).
  func map(of app: MirrorApp, for address: String) throws(Refusal) -> [UInt8] {
    let (computation, isNew) = try state.withLock {
      state throws(Refusal) -> (SharedComputation<[UInt8]>?, Bool) in
      if state.maps[app.name] != nil { return (nil, false) }
      guard state.waitingPerAddress[address, default: 0] < limits.maxMapRequestsPerAddress
      else { throw .tooManyFromAddress }
      guard state.waiting < limits.maxMapRequests else { throw .tooMany }
      state.waitingPerAddress[address, default: 0] += 1
      state.waiting += 1
      if let computation = state.computing[app.name] { return (computation, false) }
      let computation = SharedComputation<[UInt8]>()
      state.computing[app.name] = computation
      return (computation, true)
    }
    guard let computation else {
      return state.withLock { state in state.maps[app.name] ?? [] }
    }
    if isNew {
      queue.async { [self, limits] in
        let bytes = Self.compute(app, limits: limits)
        self.state.withLock { state in
          state.maps[app.name] = bytes
          state.computing[app.name] = nil
        }
        computation.finish(with: bytes)
      }
    }
    let bytes = computation.wait(timeout: Self.waitLimit)
    state.withLock { state in
      state.waiting -= 1
      state.waitingPerAddress[address, default: 1] -= 1
      if state.waitingPerAddress[address] == 0 { state.waitingPerAddress[address] = nil }
    }
    guard let bytes else { throw .stillComputing }
    return bytes
  }

  /// The map of `app` within `limits`, as JSON with its layout under `layout` (or why
  /// Graphviz failed under `layoutError`).
  static func compute(_ app: MirrorApp, limits: MirrorLimits) -> [UInt8] {
    let options = ExplorationOptions(
      maxStates: limits.mapMaxScreens,
      timeLimit: Double(limits.mapTimeLimitMilliseconds) / 1000)
    let map = Explorer(options: options).explore(app)
    var json = map.json.objectValue ?? JSONObject()
    do {
      json["layout"] = try FlowMapLayout(map, graphvizMaxEdges: limits.mapGraphvizMaxEdges)
        .json(for: map)
    } catch {
      json["layoutError"] = .string("\(error)")
    }
    return JSONValue.object(json).bytes
  }
}
