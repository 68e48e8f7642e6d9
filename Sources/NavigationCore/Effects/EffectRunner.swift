import Dispatch

/// Something that happened to an effect, for the page's effects lane.
public struct EffectEvent: Sendable, Equatable {
  /// What happened.
  public enum Kind: String, Sendable, Codable {
    case started, finished, cancelled
  }

  /// A number unique within the store.
  public let id: Int
  /// The effect's name, when it was given one.
  public let name: String?
  /// Descriptions of the cancellation ids it carries, e.g. `path #3`.
  public let tags: [String]
  /// What happened.
  public let kind: Kind
}

/// Runs a store's effects and keeps track of the ones in flight, so that they can be cancelled
/// by id. Lives on the store's queue.
final class EffectRunner<Action> {
  struct Running {
    let task: Task<Void, Never>
    let ids: [AnyHashable]
    let name: String?
  }

  let queue: DispatchQueue
  let feed: (Action) -> Void
  var running: [Int: Running] = [:]
  var observers: [(EffectEvent) -> Void] = []
  private var nextID = 0

  init(queue: DispatchQueue, feed: @escaping (Action) -> Void) {
    self.queue = queue
    self.feed = feed
  }

  /// Starts `effect`; actions it sends synchronously go to `sendNow`, in order.
  func start(_ effect: Effect<Action>, ids: [AnyHashable] = [], sendNow: (Action) -> Void) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      sendNow(action)
    case .run(let name, let priority, let body):
      launch(name: name, priority: priority, ids: ids) { send in await body(send) }
    case .merge(let effects):
      for effect in effects { start(effect, ids: ids, sendNow: sendNow) }
    case .concatenate(let effects):
      launch(name: nil, priority: nil, ids: ids) { send in
        for effect in effects {
          guard !Task.isCancelled else { return }
          await Self.execute(effect, send: send)
        }
      }
    case .cancellable(let id, let cancelInFlight, let inner):
      if cancelInFlight { cancel(id: id) }
      start(inner, ids: ids + [id], sendNow: sendNow)
    case .cancel(let id):
      cancel(id: id)
    }
  }

  func cancel(id: AnyHashable) {
    for (key, effect) in running where effect.ids.contains(id) {
      cancel(key: key, effect)
    }
  }

  func cancelAll() {
    for (key, effect) in running { cancel(key: key, effect) }
  }

  private func cancel(key: Int, _ effect: Running) {
    effect.task.cancel()
    running[key] = nil
    notify(key, effect, .cancelled)
  }

  private func launch(
    name: String?, priority: TaskPriority?, ids: [AnyHashable],
    body: @escaping (Send<Action>) async -> Void
  ) {
    nextID += 1
    let key = nextID
    let send = Send<Action> { [queue, weak self] action in
      queue.async { self?.feed(action) }
    }
    let task = Task(priority: priority) { [queue, weak self] in
      await body(send)
      queue.async {
        guard let self, let effect = self.running.removeValue(forKey: key) else { return }
        self.notify(key, effect, .finished)
      }
    }
    let effect = Running(task: task, ids: ids, name: name)
    running[key] = effect
    notify(key, effect, .started)
  }

  private func notify(_ key: Int, _ effect: Running, _ kind: EffectEvent.Kind) {
    guard !observers.isEmpty else { return }
    let event = EffectEvent(
      id: key, name: effect.name, tags: effect.ids.map { "\($0.base)" }, kind: kind)
    for observer in observers { observer(event) }
  }

  /// Runs `effect` to completion inside an already running task (for `concatenate`).
  private static func execute(_ effect: Effect<Action>, send: Send<Action>) async {
    switch effect.operation {
    case .none, .cancel:
      return
    case .send(let action):
      send(action)
    case .run(_, _, let body):
      await body(send)
    case .merge(let effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects { group.addTask { await execute(effect, send: send) } }
      }
    case .concatenate(let effects):
      for effect in effects {
        guard !Task.isCancelled else { return }
        await execute(effect, send: send)
      }
    case .cancellable(_, _, let inner):
      await execute(inner, send: send)
    }
  }
}
