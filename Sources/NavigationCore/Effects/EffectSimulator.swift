import Dependencies
import Dispatch

/// Runs a reducer on a copy of a state, with every effect it returns run to completion, on the
/// calling thread and without a ``Store``: how the flow map explorer takes one step.
///
/// Package-level tooling hook; the store keeps running effects concurrently.
///
/// It follows the store's rules (``Store/send(_:origin:)`` and `EffectRunner`), in one fixed
/// order instead of concurrently:
///
/// 1. The action is reduced; the `.send` actions of its effects are reduced right after it, in
///    order, before anything else, as the store does. `.cancel` cancels at once.
/// 2. Every `.run`, `.never` and concatenation becomes a *task*. Tasks run one at a time, in
///    the order they were started, each until it finishes or waits (on `.never`, or on a
///    `.cancellable` part of itself). A `.run` body starts on this thread and runs there up
///    to its first suspension — a body that never suspends, such as `await dismiss()`, ends
///    there — then on the cooperative pool while this thread waits, alone: nothing else runs
///    meanwhile.
/// 3. What a task does that the store would get through its queue — actions it sends,
///    `dismiss()` — is applied in the order it happened once the task stopped, each action
///    reduced (with its own `.send` follow-ups) before the next. An action from a task that was
///    cancelled in the meantime is dropped, as the store drops it.
/// 4. The step ends when no task can go on: what is left waits for a cancellation that will
///    never come (the presence of each stack element and presentation).
///
/// Reducers run with the caller's dependencies (the explorer binds deterministic ones around
/// each step); a `.run` body with those of the moment it was made, as in the store.
///
/// A body still running at the step's deadline is cancelled and counted in
/// ``Outcome/effectsCancelled``. Bodies that only send actions in an order that does not depend
/// on timing — every demo's — give the same outcome every time.
package final class EffectSimulator<State: Equatable, Action> {
  /// What one step did.
  package struct Outcome {
    /// The state once the action and its effects ran.
    package var state: State
    /// Whether any action changed the state.
    package var changed: Bool
    /// Warnings raised by the reducers (in order, repeats kept), then those raised by effects
    /// that were not already there.
    package var diagnostics: [Diagnostic]
    /// How many `.run` bodies were cancelled at the deadline.
    package var effectsCancelled: Int
  }

  private let reducer: (inout State, Action) -> Effect<Action>
  /// How long, in seconds, a step's effects may run before they are cancelled.
  package var timeLimit: Double

  /// A simulator running `reducer`.
  package init<R: Reducer<State, Action>>(reducer: R, timeLimit: Double) {
    self.reducer = reducer._resolvedReduce()
    self.timeLimit = timeLimit
  }

  /// Sends `action` from `state` and runs everything it starts to completion.
  package func step(from state: State, sending action: Action) -> Outcome {
    var run = SimulatedStep(state: state, reducer: reducer, timeLimit: timeLimit)
    run.perform(action)
    return Outcome(
      state: run.state, changed: run.changed, diagnostics: run.allDiagnostics,
      effectsCancelled: run.effectsCancelled)
  }
}

/// A task of a simulated step: a `.run`, a concatenation, a `.never`, or a part of one.
private final class SimulatedTask<Action> {
  enum Work {
    /// Perform an effect inside the task; its actions are sent as `sender`.
    case perform(Effect<Action>, ids: [EffectID], sender: SimulatedTask)
    /// Wait for these tasks to end.
    case await([SimulatedTask])
  }

  /// The cancellation ids it carries; empty for the parts of a merge, which are not tracked.
  let ids: [EffectID]
  let isVisible: Bool
  var work: [Work]
  var isCancelled = false
  var isFinished = false
  /// Waiting for `.never`: only a cancellation ends it.
  var waitsForever = false
  /// The tasks it waits for that are still going.
  var waitingFor = 0
  /// Who waits for it.
  var awaiters: [SimulatedTask] = []
  /// Tasks it started and waits for: cancelling it cancels them.
  var children: [SimulatedTask] = []

  init(ids: [EffectID], isVisible: Bool, work: [Work]) {
    self.ids = ids
    self.isVisible = isVisible
    self.work = work
  }

  var isDone: Bool { isCancelled || isFinished }
}

/// What a task did that reaches the store through its queue.
private enum QueuedEvent<Action> {
  case deliver(Action, from: SimulatedTask<Action>?)
  case cancel(EffectID)
}

/// A thread-safe log of what a `.run` body did, in order.
private final class BodyLog<Action>: @unchecked Sendable {
  enum Entry {
    case send(Action)
    case cancel(DismissID)
    case report(Diagnostic)
  }

  private let lock = DispatchSemaphore(value: 1)
  private var entries: [Entry] = []
  private var closed = false

  func append(_ entry: Entry) {
    lock.wait()
    if !closed { entries.append(entry) }
    lock.signal()
  }

  func close() -> [Entry] {
    lock.wait()
    closed = true
    let result = entries
    lock.signal()
    return result
  }
}

/// A box the reducers' reporter writes into.
private final class DiagnosticSink: @unchecked Sendable {
  var items: [Diagnostic] = []
}

private struct SimulatedStep<State: Equatable, Action> {
  typealias Task = SimulatedTask<Action>

  var state: State
  let reducer: (inout State, Action) -> Effect<Action>
  let deadline: DispatchTime
  var changed = false
  var effectsCancelled = 0
  var reducerDiagnostics: [Diagnostic] = []
  var effectDiagnostics: [Diagnostic] = []
  private var pending: [Action] = []
  private var pendingStart = 0
  private var events: [QueuedEvent<Action>] = []
  private var eventStart = 0
  private var runnable: [Task] = []
  private var runnableStart = 0
  /// Tasks that carry cancellation ids and have not ended.
  private var tracked: [Task] = []
  /// The ids of the presences started and not cancelled.
  private var presences: Set<EffectID> = []
  private let sink = DiagnosticSink()

  init(state: State, reducer: @escaping (inout State, Action) -> Effect<Action>, timeLimit: Double)
  {
    self.state = state
    self.reducer = reducer
    self.deadline = .now() + max(0, timeLimit)
  }

  var allDiagnostics: [Diagnostic] {
    var all = reducerDiagnostics
    for diagnostic in effectDiagnostics where !all.contains(diagnostic) {
      all.append(diagnostic)
    }
    return all
  }

  mutating func perform(_ action: Action) {
    let sink = self.sink
    IssueReporter.$current.withValue(IssueReporter.Reporter { sink.items.append($0) }) {
      pending.append(action)
      drainPending()
      while true {
        if eventStart < events.count {
          let event = events[eventStart]
          eventStart += 1
          apply(event)
          drainPending()
        } else if runnableStart < runnable.count {
          let task = runnable[runnableStart]
          runnableStart += 1
          advance(task)
        } else {
          break
        }
      }
    }
  }

  // MARK: Actions

  private mutating func drainPending() {
    while pendingStart < pending.count {
      let action = pending[pendingStart]
      pendingStart += 1
      reduce(action)
    }
    pending.removeAll(keepingCapacity: true)
    pendingStart = 0
  }

  private mutating func reduce(_ action: Action) {
    let previous = state
    let effect = reducer(&state, action)
    if !changed, state != previous { changed = true }
    if !sink.items.isEmpty {
      reducerDiagnostics += sink.items
      sink.items.removeAll(keepingCapacity: true)
    }
    start(effect, ids: [], visible: true)
  }

  private mutating func apply(_ event: QueuedEvent<Action>) {
    switch event {
    case .deliver(let action, let source):
      if let source, source.isCancelled { return }
      pending.append(action)
    case .cancel(let id):
      cancel(id: id)
    }
  }

  // MARK: Starting effects (what `EffectRunner.start` does)

  private mutating func start(_ effect: Effect<Action>, ids: [EffectID], visible: Bool) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      pending.append(action)
    case .run:
      let task = Task(ids: ids, isVisible: visible, work: [])
      task.work = [.perform(effect, ids: ids, sender: task)]
      launch(task)
    case .merge(let effects):
      for effect in effects { start(effect, ids: ids, visible: visible) }
    case .concatenate(let effects):
      var work: [Task.Work] = []
      let concatenation = Task(ids: ids, isVisible: visible, work: [])
      var rest = effects[...]
      if case .cancellable(let id, let cancelInFlight, let inner)? = effects.first?.operation {
        if cancelInFlight { cancel(id: id) }
        let first = Task(ids: ids + [id], isVisible: visible, work: [])
        first.work = [.perform(inner, ids: ids + [id], sender: first)]
        launch(first)
        concatenation.children.append(first)
        work.append(.await([first]))
        rest = rest.dropFirst()
      }
      for effect in rest { work.append(.perform(effect, ids: ids, sender: concatenation)) }
      concatenation.work = work
      launch(concatenation)
    case .never:
      let task = Task(ids: ids, isVisible: visible, work: [])
      task.work = [.perform(effect, ids: ids, sender: task)]
      launch(task)
    case .cancellable(let id, let cancelInFlight, let inner):
      if cancelInFlight { cancel(id: id) }
      start(inner, ids: ids + [id], visible: visible)
    case .cancel(let id):
      cancel(id: id)
    case .hidden(let inner):
      start(inner, ids: ids, visible: false)
    case .presence(let id, _):
      // One presence per element or presentation: see `EffectRunner.startPresence`.
      guard presences.insert(id).inserted else { return }
      start(effect.expanded, ids: ids, visible: false)
    }
  }

  private mutating func launch(_ task: Task) {
    tracked.append(task)
    runnable.append(task)
  }

  private mutating func cancel(id: EffectID) {
    presences.remove(id)
    var kept: [Task] = []
    kept.reserveCapacity(tracked.count)
    var cancelled: [Task] = []
    for task in tracked {
      if task.isDone { continue }
      if task.ids.contains(id) { cancelled.append(task) } else { kept.append(task) }
    }
    tracked = kept
    for task in cancelled { cancelTask(task) }
  }

  private mutating func cancelTask(_ task: Task) {
    guard !task.isDone else { return }
    task.isCancelled = true
    for child in task.children { cancelTask(child) }
    end(task)
  }

  private mutating func end(_ task: Task) {
    for awaiter in task.awaiters where !awaiter.isDone {
      awaiter.waitingFor -= 1
      if awaiter.waitingFor == 0, !awaiter.waitsForever { runnable.append(awaiter) }
    }
    task.awaiters = []
  }

  // MARK: Running tasks (what `EffectRunner.perform` does)

  /// Runs `task` until it ends or waits.
  private mutating func advance(_ task: Task) {
    while !task.isDone, task.waitingFor == 0, !task.waitsForever {
      guard !task.work.isEmpty else {
        task.isFinished = true
        end(task)
        return
      }
      let item = task.work.removeFirst()
      switch item {
      case .await(let others):
        let going = others.filter { !$0.isDone }
        task.waitingFor = going.count
        for other in going { other.awaiters.append(task) }
      case .perform(let effect, let ids, let sender):
        perform(effect, ids: ids, sender: sender, in: task)
      }
    }
  }

  private mutating func perform(
    _ effect: Effect<Action>, ids: [EffectID], sender: Task, in task: Task
  ) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      events.append(.deliver(action, from: sender))
    case .run(_, _, let dependencies, let body):
      runBody(body, dependencies: dependencies, sender: sender, visible: task.isVisible)
    case .merge(let effects):
      // A task group: every part at once; the task goes on when all have ended.
      var parts: [Task] = []
      for effect in effects {
        let part = Task(ids: [], isVisible: task.isVisible, work: [])
        part.work = [.perform(effect, ids: ids, sender: sender)]
        parts.append(part)
        runnable.append(part)
      }
      task.children += parts
      task.work.insert(.await(parts), at: 0)
    case .concatenate(let effects):
      task.work.insert(
        contentsOf: effects.map { .perform($0, ids: ids, sender: sender) }, at: 0)
    case .cancellable(let id, let cancelInFlight, let inner):
      if cancelInFlight { cancel(id: id) }
      let child = Task(ids: ids + [id], isVisible: task.isVisible, work: [])
      child.work = [.perform(inner, ids: ids + [id], sender: sender)]
      launch(child)
      task.children.append(child)
      task.work.insert(.await([child]), at: 0)
    case .cancel(let id):
      cancel(id: id)
    case .never:
      task.waitsForever = true
    case .hidden(let inner):
      perform(inner, ids: ids, sender: sender, in: task)
    case .presence:
      perform(effect.expanded, ids: ids, sender: sender, in: task)
    }
  }

  /// Runs a `.run` body, with the dependencies it was made with, to its end (or the deadline)
  /// while this thread waits, and queues what it did.
  private mutating func runBody(
    _ body: @escaping (Send<Action>) async -> Void, dependencies: DependencyValues,
    sender: Task, visible: Bool
  ) {
    let log = BodyLog<Action>()
    let done = DispatchSemaphore(value: 0)
    let send = Send<Action> { log.append(.send($0)) }
    let context = EffectContext(
      cancel: { log.append(.cancel($0)) }, report: { log.append(.report($0)) })
    let running = DependencyValues.$_current.withValue(dependencies) {
      EffectContext.$current.withValue(context) {
        IssueReporter.$current.withValue(IssueReporter.Reporter(context.report)) {
          _Concurrency.Task.startingHere {
            await body(send)
            done.signal()
          }
        }
      }
    }
    if done.wait(timeout: deadline) == .timedOut {
      running.cancel()
      if visible { effectsCancelled += 1 }
    }
    for entry in log.close() {
      switch entry {
      case .send(let action): events.append(.deliver(action, from: sender))
      case .cancel(let id): events.append(.cancel(EffectID(id)))
      case .report(let diagnostic): effectDiagnostics.append(diagnostic)
      }
    }
  }
}
