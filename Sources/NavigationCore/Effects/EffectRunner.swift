import Dependencies
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
@usableFromInline
final class EffectRunner<Action>: @unchecked Sendable {
  struct Running {
    /// The task; `nil` for a presence (see ``startPresence``), which needs none.
    let task: Task<Void, Never>?
    let ids: [EffectID]
    let name: String?
    /// Navigation bookkeeping: not reported to observers nor counted as in flight.
    let isHidden: Bool
    /// The action whose reducer returned the effect, described when first asked for.
    let lazyCause: Cause
    /// What a presence does when it is cancelled, instead of cancelling a task.
    var onCancel: (() -> Void)? = nil

    /// A description of the action whose reducer returned the effect.
    var cause: String { lazyCause.value }
  }

  /// A description of an action, made only when someone reads it: describing an action
  /// through reflection costs more than running most reducers.
  final class Cause: @unchecked Sendable {
    private var action: Action?
    private var made: String?

    /// The cause `action`, described when first read.
    init(describing action: Action) { self.action = action }

    var value: String {
      if let made { return made }
      let value = action.map { "\($0)" } ?? ""
      made = value
      action = nil
      return value
    }
  }

  let queue: DispatchQueue
  let feed: (Action) -> Void
  let report: (Diagnostic, String) -> Void
  private(set) var running: [Int: Running] = [:]
  /// The keys of the effects in flight by cancellation id, so that cancelling an id does not
  /// look at every effect in flight.
  private var keysByID: [EffectID: [Int]] = [:]
  /// The presence of each top-level stack element and presentation, by presence id: parked,
  /// without a task or an entry in ``running`` (see ``startPresence``).
  private var presences: [EffectID: Presence] = [:]
  var observers: [(EffectEvent) -> Void] = []
  private var nextID = 0
  /// The tasks of the visible effects launched since ``recordLaunches(_:)`` began, by key;
  /// `nil` when nothing records.
  private var launched: [Int: Task<Void, Never>]?

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

  /// Starts `effect`, returned for `action`'s reducer; actions it sends synchronously go to
  /// `sendNow`.
  ///
  /// A bookkeeping effect on its own (a presentation's top-level presence, a pop's
  /// cancellation) is handled at once: it keeps no record of its cause, so none is made.
  @usableFromInline
  func start(_ effect: Effect<Action>, causedBy action: Action, sendNow: (Action) -> Void) {
    switch effect.operation {
    case .none:
      return
    case .presence(let id, let dismissAction):
      startPresence(id: id, dismissAction: dismissAction, cause: Cause(describing: action))
    case .cancel(let id):
      cancel(id: id)
    default:
      start(effect, cause: Cause(describing: action), sendNow: sendNow)
    }
  }

  /// Starts `effect`, returned for `cause` (described only when needed).
  func start(
    _ effect: Effect<Action>, cause: Cause, ids: [EffectID] = [], hidden: Bool = false,
    sendNow: (Action) -> Void
  ) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      sendNow(action)
    case .run(let name, let priority, let dependencies, let body):
      launch(
        name: name, priority: priority, ids: ids, hidden: hidden, cause: cause,
        dependencies: dependencies, body: body)
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
    case .presence(let id, let dismissAction):
      startPresence(id: id, dismissAction: dismissAction, cause: cause, enclosingIDs: ids)
    }
  }

  /// Starts the tracked task of a `.cancellable` effect right away; `nil` for other effects.
  private func startEagerly(
    _ effect: Effect<Action>, cause: Cause, ids: [EffectID], hidden: Bool
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

  /// Starts the presence of a stack element or a presentation (``Effect/presence(id:dismissAction:)``:
  /// a `.never` that `dismiss` cancels, then the dismiss action) without any task. `id` is its
  /// own cancellation id, `enclosingIDs` those of the effects around it.
  ///
  /// Presences are hidden: never reported to observers, so the missing task is not observable,
  /// and a deep stack costs no task, wake-up or cancellation per element. A top-level presence
  /// (its only cancellation id is its own) is one entry in ``presences``; one nested in an
  /// element or a presentation is also cancelled with the ids around it, so it takes an entry in
  /// ``running`` under all of them.
  /// `cause` is made only for a nested presence, the one kind that keeps it. A presence that
  /// is already waiting stays as it is: a stack element starts its presence with each effect
  /// that may call `dismiss`, and a dismissal in flight must not be forgotten.
  private func startPresence(
    id: EffectID, dismissAction: Action, cause: @autoclosure () -> Cause,
    enclosingIDs: [EffectID] = []
  ) {
    guard presences[id] == nil else { return }
    nextID += 1
    let presence = PresenceOf(key: nextID, dismissAction: dismissAction)
    presences[id] = presence
    guard !enclosingIDs.isEmpty else { return }
    let forget = { [unowned self] in
      if presences[id] === presence { presences.removeValue(forKey: id) }
    }
    insert(
      presence.key,
      Running(
        task: nil, ids: enclosingIDs + [id], name: nil, isHidden: true, lazyCause: cause(),
        onCancel: forget))
  }

  /// Cancels every effect in flight that carries `id`.
  func cancel(id: EffectID) {
    if !presences.isEmpty { presences.removeValue(forKey: id) }
    // A pop with no task in flight anywhere: nothing more to look up.
    guard !keysByID.isEmpty, let keys = keysByID[id] else { return }
    for key in keys {
      if let effect = remove(key) { cancelled(key: key, effect) }
    }
  }

  /// What `dismiss` does: ends the wait of the presence `id` names, which then sends its
  /// dismiss action from the queue, unless the presence is gone by then.
  func dismiss(_ id: DismissID) {
    guard let presence = presences[id.presence] else {
      // A presence started inside a running effect runs as the tasks it stands for.
      cancel(id: EffectID(id))
      return
    }
    guard !presence.isDismissing else { return }
    presence.isDismissing = true
    // The presence goes on with its dismiss action, delivered only if the presence was not
    // cancelled in the meantime (popped by someone else first): then it has finished.
    queue.async { [weak self] in
      guard let self, self.presences[id.presence] === presence else { return }
      self.presences.removeValue(forKey: id.presence)
      if let effect = self.remove(presence.key) { self.notify(presence.key, effect, .finished) }
      self.feed((presence as! PresenceOf<Action>).dismissAction)
    }
  }

  /// Whether some visible effect is running or some presence is on its way to sending its
  /// dismiss action: whether an action may still arrive without anyone sending one.
  var hasWorkInFlight: Bool {
    running.values.contains { !$0.isHidden } || presences.values.contains { $0.isDismissing }
  }

  /// Runs `body` and returns the tasks of the visible effects it launched, by key.
  func recordLaunches(_ body: () -> Void) -> [Int: Task<Void, Never>] {
    launched = [:]
    defer { launched = nil }
    body()
    return launched ?? [:]
  }

  /// Cancels the effects with these keys that are still in flight.
  func cancel(keys: some Sequence<Int>) {
    for key in keys {
      if let effect = remove(key) { cancelled(key: key, effect) }
    }
  }

  /// Cancels every effect in flight.
  func cancelAll() {
    presences.removeAll()
    cancel(keys: running.keys.sorted())
  }

  private func cancelled(key: Int, _ effect: Running) {
    effect.task?.cancel()
    effect.onCancel?()
    notify(key, effect, .cancelled)
  }

  private func insert(_ key: Int, _ effect: Running) {
    running[key] = effect
    for id in effect.ids { keysByID[id, default: []].append(key) }
  }

  private func remove(_ key: Int) -> Running? {
    guard let effect = running.removeValue(forKey: key) else { return nil }
    for id in effect.ids {
      guard var keys = keysByID.removeValue(forKey: id) else { continue }
      if let index = keys.firstIndex(of: key) { keys.remove(at: index) }
      if !keys.isEmpty { keysByID[id] = keys }
    }
    return effect
  }

  /// Starts `body` as a tracked task; a `.run` body gets the `dependencies` it was made with,
  /// the bookkeeping around bodies (a concatenation, a `.never`) none.
  @discardableResult
  private func launch(
    name: String?, priority: TaskPriority?, ids: [EffectID], hidden: Bool, cause: Cause,
    dependencies: DependencyValues? = nil, body: @escaping (Send<Action>) async -> Void
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
      cancel: { [queue] id in queue.async { runner.value?.dismiss(id) } },
      report: { [queue] diagnostic in
        queue.async { runner.value?.report(diagnostic, cause.value) }
      }
    )
    // The task inherits the values bound around its creation; this avoids the async
    // `withValue`, which optimized builds of Swift 6.3 on Linux miscompile.
    let makeTask = { [queue] in
      EffectContext.$current.withValue(context) {
        IssueReporter.$current.withValue(IssueReporter.Reporter(context.report)) {
          Task(priority: priority) { [queue] in
            await body(send)
            queue.async {
              guard let self = runner.value, let effect = self.remove(key) else { return }
              self.notify(key, effect, .finished)
            }
          }
        }
      }
    }
    let task =
      dependencies.map { DependencyValues.$_current.withValue($0, operation: makeTask) }
      ?? makeTask()
    let effect = Running(task: task, ids: ids, name: name, isHidden: hidden, lazyCause: cause)
    insert(key, effect)
    if !hidden, launched != nil { launched?[key] = task }
    notify(key, effect, .started)
    return task
  }

  private func notify(_ key: Int, _ effect: Running, _ kind: EffectEvent.Kind) {
    guard !observers.isEmpty, !effect.isHidden else { return }
    let event = EffectEvent(
      id: key, name: effect.name, tags: effect.ids.map(\.description), kind: kind)
    for observer in observers { observer(event) }
  }

  /// Runs `effect` to its end inside an effect that is already running.
  private func perform(
    _ effect: Effect<Action>, cause: Cause, ids: [EffectID], hidden: Bool, send: Send<Action>
  ) async {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      await send(action)
    case .run(_, _, let dependencies, let body):
      await DependencyValues.run(with: dependencies) { await body(send) }
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
    case .presence:
      await perform(effect.expanded, cause: cause, ids: ids, hidden: true, send: send)
    }
  }
}

/// A weak reference an effect's closures can share across tasks: effects that outlive their
/// store send into nothing.
private final class WeakRunner<Action>: @unchecked Sendable {
  weak var value: EffectRunner<Action>?
  init(_ value: EffectRunner<Action>) { self.value = value }
}

/// The presence of a stack element or a presentation, waiting for `dismiss`. Not generic, so
/// that the runner's dictionary of presences runs specialized code: a pop touches it once, when
/// anything is in it. Each is a ``PresenceOf`` the runner's action, which holds its dismiss
/// action inline.
private class Presence {
  /// A number unique within the runner, so that a presence dismissed and then replaced under
  /// the same id is told apart from its successor.
  let key: Int
  /// Whether `dismiss` was called and the dismiss action is on its way.
  var isDismissing = false

  init(key: Int) { self.key = key }
}

/// A presence with what it sends once dismissed: the parent's `popFrom` or `dismiss`.
private final class PresenceOf<Action>: Presence {
  let dismissAction: Action

  init(key: Int, dismissAction: Action) {
    self.dismissAction = dismissAction
    super.init(key: key)
  }
}
