import FlowMap
import MirrorJSON
import MirrorUI
import Synchronization

/// The flow maps `GET /api/rooms/NAME/map` answers with, computed where they cannot hold up
/// anyone else: on a thread of their own, one map at a time, never on a thread that serves
/// pages, files or sockets, and with no thread waiting for them.
///
/// A map depends only on its app (it is explored from the app's initial state, whatever a room
/// did), so each app's map is computed once, by the first request, handed to every request
/// that came meanwhile, and kept. Its cost is bounded: at most `mapMaxScreens` screens
/// explored within `mapTimeLimitMilliseconds`, laid out by Graphviz only up to
/// `mapGraphvizMaxEdges` edges (in columns beyond, in linear time). Requests that wait are
/// bounded too, per address and in all.
///
/// The explorer types into an app's text fields what the served previews show in the same
/// fields (``FieldSamples``), worked out once, by the first map.
final class FlowMapService: Sendable {
  /// Why a map request is not answered with a map.
  enum Refusal: Error, Equatable {
    /// The address already has `maxMapRequestsPerAddress` requests waiting.
    case tooManyFromAddress
    /// `maxMapRequests` requests are waiting.
    case tooMany
  }

  private struct State {
    var maps: [String: [UInt8]] = [:]
    var computing: [String: SharedComputation<[UInt8]>] = [:]
    var waitingPerAddress: [String: Int] = [:]
    var waiting = 0
    var fieldSamples: FieldSamples?
  }

  private let limits: MirrorLimits
  /// The previews among the served apps.
  private let previews: [MirrorApp]
  private let state = Mutex(State())
  private let worker = WorkerThread(name: "FlowMapService")

  /// A service exploring with `limits`, typing into text fields what the previews among `apps`
  /// show in them.
  init(limits: MirrorLimits, apps: [MirrorApp] = []) {
    self.limits = limits
    self.previews = apps.filter { $0.preview != nil }
  }

  /// Hands `answer` the map of `app` as JSON, for a request from `address`: at once when it
  /// was computed, else once it is (computing it if no request is already), or why not.
  func map(
    of app: MirrorApp, for address: String,
    answer: @escaping @Sendable (Result<[UInt8], Refusal>) -> Void
  ) {
    enum Next {
      case kept([UInt8])
      case wait(SharedComputation<[UInt8]>, isNew: Bool)
      case refuse(Refusal)
    }
    let next = state.withLock { state -> Next in
      if let map = state.maps[app.name] { return .kept(map) }
      guard state.waitingPerAddress[address, default: 0] < limits.maxMapRequestsPerAddress
      else { return .refuse(.tooManyFromAddress) }
      guard state.waiting < limits.maxMapRequests else { return .refuse(.tooMany) }
      state.waitingPerAddress[address, default: 0] += 1
      state.waiting += 1
      if let computation = state.computing[app.name] { return .wait(computation, isNew: false) }
      let computation = SharedComputation<[UInt8]>()
      state.computing[app.name] = computation
      return .wait(computation, isNew: true)
    }
    switch next {
    case .kept(let map):
      answer(.success(map))
    case .refuse(let refusal):
      answer(.failure(refusal))
    case .wait(let computation, let isNew):
      if isNew { start(computation, for: app) }
      computation.whenFinished { [self] map in
        state.withLock { state in
          state.waiting -= 1
          let count = state.waitingPerAddress[address, default: 1]
          state.waitingPerAddress[address] = count > 1 ? count - 1 : nil
        }
        answer(.success(map))
      }
    }
  }

  /// Computes `app`'s map on the worker, keeps it, and hands it to the requests waiting.
  private func start(_ computation: SharedComputation<[UInt8]>, for app: MirrorApp) {
    worker.run { [self, limits] in
      let bytes = Self.compute(app, limits: limits, fieldSamples: fieldSamples())
      state.withLock { state in
        state.maps[app.name] = bytes
        state.computing[app.name] = nil
      }
      computation.finish(with: bytes)
    }
  }

  /// The texts of the previews' fields, worked out by the first map (on the worker).
  private func fieldSamples() -> FieldSamples {
    if let kept = state.withLock({ $0.fieldSamples }) { return kept }
    let samples = FieldSamples(previews: previews)
    state.withLock { $0.fieldSamples = samples }
    return samples
  }

  /// The map of `app` within `limits`, typing `fieldSamples` into the fields they fit, as JSON
  /// with its layout under `layout` (or why Graphviz failed under `layoutError`).
  static func compute(
    _ app: MirrorApp, limits: MirrorLimits, fieldSamples: FieldSamples = FieldSamples()
  ) -> [UInt8] {
    let options = ExplorationOptions(
      maxStates: limits.mapMaxScreens,
      timeLimit: Double(limits.mapTimeLimitMilliseconds) / 1000, fieldSamples: fieldSamples)
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
