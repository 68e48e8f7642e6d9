import Dispatch

/// Something that happened to an effect, for the page's effects lane.
public struct EffectEvent: Sendable, Equatable {
  /// What happened.
  public enum Kind: String, Sendable, Codable {
    /// The effect started running.
    case started
    /// The effect ran to its end.
    case finished
    /// The effect was cancelled by id, by a pop or a dismissal, or by a reset.
    case cancelled
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
/// by id. Lives on the store's queue: every method but the `perform` family runs there.
///
/// A `.cancellable` effect inside a running effect (in a `concatenate` or a `merge`) runs as its
/// own tracked task, so cancelling its id ends that part alone and a concatenation goes on with
/// the next effect, as a cancelled publisher completes in TCA. That is what `dismiss` relies on.
final class EffectRunner<Action>: @unchecked Sendable {
  struct Running {
    let task: Task<Void, Never>
    let ids: [AnyHashable]
    let name: String?
    /// Navigation bookkeeping: not reported to observers nor counted as in flight.
    let isHidden: Bool
    /// A description of the action whose reducer returned the effect.
    let cause: String
  }

  let queue: DispatchQueue
  let feed: (Action) -> Void
  let report: (Diagnostic, String) -> Void
  var running: [Int: Running] = [:]
  var observers: [(EffectEvent) -> Void] = []
  private var nextID = 0

  init(
    queue: DispatchQueue,
    feed: @escaping (Action) -> Void,
    report: @escaping (Diagnostic, String) -> Void = { _, _ in }
  ) {
    self.queue = queue
    self.feed = feed
    self.report = report
  }

  /// The effects in flight that a test must see finish: everything but navigation bookkeeping.
  var visible: [Running] { running.values.filter { !$0.isHidden } }

  /// Starts `effect`, returned for `cause`; actions it sends synchronously go to `sendNow`.
  func start(
    _ effect: Effect<Action>, cause: String, ids: [AnyHashable] = [], hidden: Bool = false,
    sendNow: (Action) -> Void
  ) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      sendNow(action)
    case .run(let name, let priority, let body):
      launch(name: name, priority: priority, ids: ids, hidden: hidden, cause: cause, body: body)
    case .merge(let effects):
      for effect in effects {
        start(effect, cause: cause, ids: ids, hidden: hidden, sendNow: sendNow)
      }
    case .concatenate(let effects):
      // A cancellable first part is registered now, not when the concatenation's task gets to
      // it, so that a cancellation sent right after this action (a `dismiss`) finds it.
      let first = effects.first.flatMap { startEagerly($0, cause: cause, ids: ids, hidden: hidden) }
      launch(name: nil, priority: nil, ids: ids, hidden: hidden, cause: cause) { [self] send in
        for (index, effect) in effects.enumerated() {
          guard !Task.isCancelled else { return }
          if index == 0, let first {
            await withTaskCancellationHandler {
              await first.value
            } onCancel: {
              first.cancel()
            }
          } else {
            await perform(effect, cause: cause, ids: ids, hidden: hidden, send: send)
          }
        }
      }
    case .never:
      launch(name: nil, priority: nil, ids: ids, hidden: hidden, cause: cause) { [self] send in
        await perform(effect, cause: cause, ids: ids, hidden: hidden, send: send)
      }
    case .cancellable(let id, let cancelInFlight, let inner):
      if cancelInFlight { cancel(id: id) }
      start(inner, cause: cause, ids: ids + [id], hidden: hidden, sendNow: sendNow)
    case .cancel(let id):
      cancel(id: id)
    case .hidden(let inner):
      start(inner, cause: cause, ids: ids, hidden: true, sendNow: sendNow)
    }
  }

  /// Starts the tracked task of a `.cancellable` effect right away; `nil` for other effects.
  private func startEagerly(
    _ effect: Effect<Action>, cause: String, ids: [AnyHashable], hidden: Bool
  ) -> Task<Void, Never>? {
    guard case .cancellable(let id, let cancelInFlight, let inner) = effect.operation else {
      return nil
    }
    if cancelInFlight { cancel(id: id) }
    return launch(name: nil, priority: nil, ids: ids + [id], hidden: hidden, cause: cause) {
      [self] send in
      await perform(inner, cause: cause, ids: ids + [id], hidden: hidden, send: send)
    }
  }

  /// Cancels every effect in flight that carries `id`.
  func cancel(id: AnyHashable) {
    for (key, effect) in running where effect.ids.contains(id) {
      cancel(key: key, effect)
    }
  }

  /// Cancels every effect in flight.
  func cancelAll() {
    for (key, effect) in running { cancel(key: key, effect) }
  }

  private func cancel(key: Int, _ effect: Running) {
    effect.task.cancel()
    running[key] = nil
    notify(key, effect, .cancelled)
  }

  @discardableResult
  private func launch(
    name: String?, priority: TaskPriority?, ids: [AnyHashable], hidden: Bool, cause: String,
    body: @escaping (Send<Action>) async -> Void
  ) -> Task<Void, Never> {
    nextID += 1
    let key = nextID
    let runner = WeakRunner(self)
    // An action is delivered only if its effect was not cancelled in the meantime: a
    // cancellation on the queue wins over an action already on its way.
    let send = Send<Action> { [queue] action in
      queue.async {
        guard let runner = runner.value, runner.running[key] != nil else { return }
        runner.feed(action)
      }
    }
    let context = EffectContext(
      cancel: { [queue] id in queue.async { runner.value?.cancel(id: AnyHashable(id)) } },
      report: { [queue] diagnostic in queue.async { runner.value?.report(diagnostic, cause) } }
    )
    // The task inherits the values bound around its creation; this avoids the async
    // `withValue`, which optimized builds of Swift 6.3 on Linux miscompile.
    let task = EffectContext.$current.withValue(context) {
      IssueReporter.$current.withValue(IssueReporter.Reporter(context.report)) {
        Task(priority: priority) { [queue] in
          await body(send)
          queue.async {
            guard let self = runner.value, let effect = self.running.removeValue(forKey: key)
            else { return }
            self.notify(key, effect, .finished)
          }
        }
      }
    }
    let effect = Running(task: task, ids: ids, name: name, isHidden: hidden, cause: cause)
    running[key] = effect
    notify(key, effect, .started)
    return task
  }

  private func notify(_ key: Int, _ effect: Running, _ kind: EffectEvent.Kind) {
    guard !observers.isEmpty, !effect.isHidden else { return }
    let event = EffectEvent(
      id: key, name: effect.name, tags: effect.ids.map { "\($0.base)" }, kind: kind)
    for observer in observers { observer(event) }
  }

  /// Runs `effect` to its end inside an effect that is already running.
  private func perform(
    _ effect: Effect<Action>, cause: String, ids: [AnyHashable], hidden: Bool, send: Send<Action>
  ) async {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      send(action)
    case .run(_, _, let body):
      await body(send)
    case .merge(let effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask { [self] in
            await perform(effect, cause: cause, ids: ids, hidden: hidden, send: send)
          }
        }
      }
    case .concatenate(let effects):
      for effect in effects {
        guard !Task.isCancelled else { return }
        await perform(effect, cause: cause, ids: ids, hidden: hidden, send: send)
      }
    case .cancellable(let id, let cancelInFlight, let inner):
      let task = queue.sync { () -> Task<Void, Never> in
        if cancelInFlight { cancel(id: id) }
        return launch(
          name: nil, priority: nil, ids: ids + [id], hidden: hidden, cause: cause
        ) { [self] _ in
          await perform(inner, cause: cause, ids: ids + [id], hidden: hidden, send: send)
        }
      }
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        task.cancel()
      }
    case .cancel(let id):
      queue.sync { cancel(id: id) }
    case .never:
      while !Task.isCancelled {
        try? await Task.sleep(nanoseconds: 3_600_000_000_000)
      }
    case .hidden(let inner):
      await perform(inner, cause: cause, ids: ids, hidden: true, send: send)
    }
  }
}

/// A weak reference an effect's closures can share across tasks: effects that outlive their
/// store send into nothing.
private final class WeakRunner<Action>: @unchecked Sendable {
  weak var value: EffectRunner<Action>?
  init(_ value: EffectRunner<Action>) { self.value = value }
}
