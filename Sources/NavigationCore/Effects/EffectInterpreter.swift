import Dependencies
import Synchronization

/// What every ``Effect`` operation means, written once: a state machine of effect nodes (the
/// parts each still has to perform, what each waits for, the cancellation ids each carries)
/// that runs on the serial context of its ``EffectExecutor``. Only a `.run` body is real async
/// code, started through the executor; everything else — sending, merging, concatenating,
/// cancelling, waiting forever, presences — is decided here.
///
/// The rules:
/// - A top-level `.send` goes to `sendNow`, right after the current action; a `.send` part of a
///   node is fed when the node reaches it (right after the current action too, when one is
///   being processed). An action a `.run` body sends is delivered later on the serial context,
///   unless the node was cancelled in the meantime.
/// - A concatenation performs its parts in order, each once the one before ended; a
///   `.cancellable` part is a node of its own, so cancelling its id ends that part alone and the
///   concatenation goes on with the next, as a cancelled publisher completes in TCA. That is
///   what `dismiss` relies on.
/// - A merge inside a node waits for all its parts; cancelling a node cancels the nodes it
///   waits for.
/// - A presence (``Effect/presence(id:dismissAction:)``) at the top level is one entry in a
///   dictionary, without a node or a task: a deep stack costs no task, wake-up or cancellation
///   per element. One nested in the ids of other effects is a node that waits forever.
///
/// `@unchecked Sendable`: every property is read and written only on the executor's serial
/// context (the store's queue, or the thread driving a deterministic executor); bodies reach
/// it only through ``EffectExecutor/schedule(_:)``.
@usableFromInline
final class EffectInterpreter<Action>: @unchecked Sendable {
  let executor: any EffectExecutor
  /// Delivers an action an effect sent, on the serial context.
  let feed: (Action) -> Void
  /// Receives a runtime warning an effect raised, with its cause.
  let report: (Diagnostic, String) -> Void
  /// The nodes with keys that have not ended, by key.
  private(set) var running: [Int: EffectNode<Action>] = [:]
  /// The keys of the nodes in flight by cancellation id, so that cancelling an id does not
  /// look at every node in flight.
  private var keysByID: [EffectID: [Int]] = [:]
  /// The presence of each stack element and presentation, by presence id.
  private var presences: [EffectID: Presence] = [:]
  var observers: [(EffectEvent) -> Void] = []
  private var lastKey = 0
  /// The nodes whose body is running and not cancelled, by the order their bodies started.
  private var runningBodies: [Int: EffectNode<Action>] = [:]
  private var lastBody = 0
  /// The tree that the visible top-level nodes started now join: the one
  /// ``recordLaunches(_:)`` records, or the one of the node whose sent action is being fed.
  private var joinedTree: EffectTree<Action>?

  init(
    executor: any EffectExecutor,
    feed: @escaping (Action) -> Void,
    report: @escaping (Diagnostic, String) -> Void = { _, _ in }
  ) {
    self.executor = executor
    self.feed = feed
    self.report = report
  }

  /// Whoever waits for effects of an interpreter that goes away (with its store) stops
  /// waiting: they will never end otherwise.
  deinit {
    for node in running.values {
      for action in node.onEnd { action() }
    }
  }

  /// The nodes in flight that a test must see finish: everything but navigation bookkeeping.
  var visible: [EffectNode<Action>] { running.values.filter { !$0.isHidden } }

  /// Whether some visible effect is running or some presence is on its way to sending its
  /// dismiss action: whether an action may still arrive without anyone sending one.
  var hasWorkInFlight: Bool {
    running.values.contains { !$0.isHidden } || presences.values.contains { $0.isDismissing }
  }

  // MARK: Starting

  /// Starts `effect`, returned for `action`'s reducer; actions it sends synchronously go to
  /// `sendNow`.
  ///
  /// A bookkeeping effect on its own (a presentation's top-level presence, a pop's
  /// cancellation) is handled at once: it keeps no record of its cause, so none is made.
  @usableFromInline
  func start(_ effect: Effect<Action>, causedBy action: Action, sendNow: (Action) -> Void) {
    #if DEBUG
      executor.assertOnSerialContext()
    #endif
    switch effect.operation {
    case .none:
      return
    case .presence(let id, let dismissAction):
      startPresence(id: id, dismissAction: dismissAction, cause: EffectCause(describing: action))
    case .cancel(let id):
      cancel(id)
    default:
      start(effect, cause: EffectCause(describing: action), sendNow: sendNow)
    }
  }

  /// Starts `effect`, returned for `cause`, as a top-level effect carrying `ids`.
  private func start(
    _ effect: Effect<Action>, cause: EffectCause<Action>, ids: [ScopedEffectID] = [],
    hidden: Bool = false, sendNow: (Action) -> Void
  ) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      sendNow(action)
    case .run, .concatenate, .never:
      let node = makeNode(tracked: true, ids: ids, hidden: hidden, cause: cause, work: [effect])
      if !hidden, let key = node.key, let joinedTree { joinedTree.join(node, key: key) }
      advance(node)
    case .merge(let effects):
      for effect in effects {
        start(effect, cause: cause, ids: ids, hidden: hidden, sendNow: sendNow)
      }
    case .cancellable(let id, let cancelInFlight, let inner):
      if cancelInFlight { cancel(id) }
      start(inner, cause: cause, ids: ids + [id], hidden: hidden, sendNow: sendNow)
    case .cancel(let id):
      cancel(id)
    case .hidden(let inner):
      start(inner, cause: cause, ids: ids, hidden: true, sendNow: sendNow)
    case .presence(let id, let dismissAction):
      startPresence(id: id, dismissAction: dismissAction, cause: cause, enclosingIDs: ids)
    }
  }

  /// Starts the presence of a stack element or a presentation: what `dismiss` ends, to have
  /// the presenter send `dismissAction`. `id` is its own cancellation id, `enclosingIDs` those
  /// of the effects around it.
  ///
  /// Presences are hidden: never reported to observers. A top-level one (its only
  /// cancellation id is its own) is an entry in ``presences``; one nested in an element or a
  /// presentation is also cancelled with the ids around it, so it takes a node under all of
  /// them. `cause` is made only for a nested presence, the one kind that keeps it. A presence
  /// that is already waiting stays as it is: a stack element starts its presence with each
  /// effect that may call `dismiss`, and a dismissal in flight must not be forgotten.
  private func startPresence(
    id: EffectID, dismissAction: Action, cause: @autoclosure () -> EffectCause<Action>,
    enclosingIDs: [ScopedEffectID] = []
  ) {
    guard presences[id] == nil else { return }
    lastKey += 1
    presences[id] = PresenceOf(key: lastKey, dismissAction: dismissAction)
    guard !enclosingIDs.isEmpty else { return }
    let node = EffectNode<Action>(
      key: lastKey, ids: enclosingIDs + [ScopedEffectID(unscoped: id)], name: nil, isHidden: true,
      cause: cause(),
      work: [])
    node.waitsForever = true
    node.presenceID = id
    insert(node)
  }

  private func makeNode(
    tracked: Bool, ids: [ScopedEffectID], hidden: Bool, cause: EffectCause<Action>,
    work: [Effect<Action>]
  ) -> EffectNode<Action> {
    var key: Int?
    var name: String?
    if tracked {
      lastKey += 1
      key = lastKey
      if work.count == 1, case .run(let body) = work[0].operation { name = body.name }
    }
    let node = EffectNode(
      key: key, ids: ids, name: name, isHidden: hidden, cause: cause, work: work)
    if tracked { insert(node) }
    return node
  }

  /// A node that `parent` waits for.
  private func startChild(
    of parent: EffectNode<Action>, tracked: Bool, id: ScopedEffectID? = nil, hidden: Bool,
    _ effect: Effect<Action>
  ) {
    let child = makeNode(
      tracked: tracked, ids: id.map { parent.ids + [$0] } ?? parent.ids, hidden: hidden,
      cause: parent.cause, work: [effect])
    child.awaiter = parent
    child.tree = parent.tree
    parent.children.append(child)
    parent.waitingFor += 1
    advance(child)
  }

  // MARK: Performing

  /// Performs the parts of `node` until it ends or waits.
  private func advance(_ node: EffectNode<Action>) {
    // A child that ends while its parent performs a part leaves the parent's loop to go on.
    guard !node.isAdvancing else { return }
    node.isAdvancing = true
    defer { node.isAdvancing = false }
    while node.canAdvance {
      guard let next = node.work.popLast() else {
        end(node, .finished)
        return
      }
      perform(next, in: node)
    }
  }

  private func perform(_ effect: Effect<Action>, in node: EffectNode<Action>) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      // Delivered now, as a publisher that emits at once delivers in TCA: while an action is
      // processed, right after it and before anything a body sent in the meantime, so that an
      // action's follow-ups come before its sibling's.
      feed(action, sentBy: node)
    case .run(let body):
      startBody(body, in: node)
    case .merge(let effects):
      for effect in effects { startChild(of: node, tracked: false, hidden: node.isHidden, effect) }
    case .concatenate(let effects):
      node.work.append(contentsOf: effects.reversed())
    case .cancellable(let id, let cancelInFlight, let inner):
      if cancelInFlight { cancel(id) }
      guard node.phase == .running else { return }
      startChild(of: node, tracked: true, id: id, hidden: node.isHidden, inner)
    case .cancel(let id):
      cancel(id)
    case .never:
      node.waitsForever = true
    case .hidden(let inner):
      if node.isHidden {
        perform(inner, in: node)
      } else {
        startChild(of: node, tracked: false, hidden: true, inner)
      }
    case .presence:
      perform(effect.expanded, in: node)
    }
  }

  /// Delivers the next action `node`'s body sent, unless the node was cancelled since.
  private func deliverSent(from node: EffectNode<Action>) {
    guard let action = node.mailbox.take() else { return }
    guard node.phase != .cancelled else { return }
    feed(action, sentBy: node)
  }

  /// Feeds `action`, sent by `node`: the effects it starts join `node`'s tree.
  private func feed(_ action: Action, sentBy node: EffectNode<Action>) {
    guard let tree = node.tree else { return feed(action) }
    let previous = joinedTree
    joinedTree = tree
    defer { joinedTree = previous }
    feed(action)
  }

  /// Starts `body` in a task of the executor, with its dependencies, its presenter's context
  /// and an effect context that leads `dismiss` and runtime warnings back here.
  private func startBody(_ body: EffectBody<Action>, in node: EffectNode<Action>) {
    let executor = executor
    // Effects that outlive their interpreter (their store) send into nothing.
    let interpreter = WeakReference(self)
    let completion = EffectCompletion()
    let send = Send<Action> { action in
      if completion.isCompleted {
        let sent = "\(action)"
        executor.schedule { interpreter.object?.reportSendAfterCompletion(sent, from: node) }
      }
      node.mailbox.put(action)
      executor.schedule { interpreter.object?.deliverSent(from: node) }
    }
    let context = EffectContext(
      dismiss: { id in executor.schedule { interpreter.object?.dismiss(id) } },
      cancel: { id in executor.schedule { interpreter.object?.cancel(id) } },
      report: { diagnostic in
        executor.schedule { interpreter.object?.report(diagnostic, node.cause.value) }
      },
      executor: executor,
      openRegion: { id, cancelInFlight, cancellation, opened in
        executor.schedule {
          guard let interpreter = interpreter.object else {
            cancellation.cancel()
            return opened(nil)
          }
          opened(
            interpreter.openRegion(
              id, cancelInFlight: cancelInFlight, cancellation: cancellation, cause: node.cause))
        }
      },
      closeRegion: { key in executor.schedule { interpreter.object?.closeRegion(key) } }
    )
    let run = body.run
    // The task inherits the values bound around its creation; this avoids the async
    // `withValue`, which optimized builds of Swift 6.3 on Linux miscompile.
    let makeTask = {
      EffectContext.$current.withValue(context) {
        RuntimeWarnings.$current.withValue(RuntimeWarnings.Reporter(context.report)) {
          executor.startTask(priority: body.priority) {
            await run(send)
            completion.complete()
            executor.schedule { interpreter.object?.bodyEnded(node) }
          }
        }
      }
    }
    node.task = DependencyValues.$_current.withValue(body.dependencies) {
      NavigationContext.$current.withValue(body.navigation, operation: makeTask)
    }
    lastBody += 1
    node.body = lastBody
    runningBodies[lastBody] = node
  }

  /// TCA's warning for an action sent through the `send` of a body that has returned: an
  /// escaped `send`, whose actions no test can wait for.
  private func reportSendAfterCompletion(_ action: String, from node: EffectNode<Action>) {
    let cause = node.cause.value
    let diagnostic = Diagnostic(
      code: "effect-send-after-completion",
      message: """
        An action was sent from a completed effect.

          Action:
            \(action)

          Effect returned from:
            \(cause)
        """,
      fix: """
        Avoid sending actions using the 'send' argument from 'Effect.run' after the effect has \
        completed. This can happen if you escape the 'send' argument in an unstructured \
        context. To fix this, make sure that your 'run' closure does not return until you're \
        done calling 'send'.
        """)
    report(diagnostic, cause)
  }

  /// Whether some `.run` body is running: then an action may still come from it.
  var hasRunningBodies: Bool { !runningBodies.isEmpty }

  private func bodyEnded(_ node: EffectNode<Action>) {
    guard node.phase == .running, node.task != nil else { return }
    bodyStopped(node)
    advance(node)
  }

  // MARK: Ending

  /// Ends `node`: it leaves the table, its observers and waiters hear of it, and the node
  /// waiting for it goes on.
  private func end(_ node: EffectNode<Action>, _ kind: EffectEvent.Kind) {
    guard node.phase == .running else { return }
    node.phase = kind == .finished ? .finished : .cancelled
    if let task = node.task {
      task.cancel()
      bodyStopped(node)
    }
    if let id = node.presenceID, presences[id]?.key == node.key {
      presences.removeValue(forKey: id)
    }
    for child in node.children { end(child, .cancelled) }
    node.children = []
    if let key = node.key, running.removeValue(forKey: key) != nil {
      untrack(key, ids: node.ids)
      notify(key, node, kind)
      node.tree?.memberEnded(key: key)
    }
    for action in node.onEnd { action() }
    node.onEnd = []
    guard let awaiter = node.awaiter else { return }
    node.awaiter = nil
    awaiter.waitingFor -= 1
    if awaiter.waitingFor == 0 { advance(awaiter) }
  }

  /// Cancels every effect in flight that carries `id`, one of navigation's own ids.
  func cancel(id: EffectID) {
    cancel(ScopedEffectID(unscoped: id))
  }

  /// Cancels every effect in flight that `target` reaches: marked with its id in its context
  /// or in a context nested inside it.
  func cancel(_ target: ScopedEffectID) {
    let isUnscoped = target.scope.isEmpty
    if isUnscoped, !presences.isEmpty { presences.removeValue(forKey: target.id) }
    // A pop with no node in flight anywhere: nothing more to look up.
    guard !keysByID.isEmpty, let keys = keysByID[target.id] else { return }
    for key in keys {
      guard let node = running[key] else { continue }
      if isUnscoped || node.ids.contains(where: target.reaches) { end(node, .cancelled) }
    }
  }

  /// Opens a `withTaskCancellation(id:)` region of a running body: after cancelling what `id`
  /// reaches when `cancelInFlight`, a hidden node carrying `id` that cancellations reach like any
  /// effect marked with it, and whose end cancels the region's work. Returns the node's key.
  func openRegion(
    _ id: ScopedEffectID, cancelInFlight: Bool, cancellation: RegionCancellation,
    cause: EffectCause<Action>
  ) -> Int {
    if cancelInFlight { cancel(id) }
    lastKey += 1
    let node = EffectNode<Action>(
      key: lastKey, ids: [id], name: nil, isHidden: true, cause: cause, work: [])
    node.waitsForever = true
    node.onEnd.append { cancellation.cancel() }
    insert(node)
    return lastKey
  }

  /// Closes the region with this key, once its work is over: it is no longer cancelled by id.
  func closeRegion(_ key: Int) {
    guard let node = running[key] else { return }
    node.onEnd = []
    end(node, .finished)
  }

  /// What `dismiss` does: ends the wait of the presence `id` names, which then sends its
  /// dismiss action from the serial context, unless the presence is gone by then.
  func dismiss(_ id: DismissID) {
    #if DEBUG
      executor.assertOnSerialContext()
    #endif
    guard let presence = presences[id.presence] else {
      // A presence performed inside a node waits as the nodes it stands for.
      cancel(id: EffectID(id))
      return
    }
    guard !presence.isDismissing else { return }
    presence.isDismissing = true
    let key = presence.key
    // Delivered only if the presence was not cancelled in the meantime (popped by someone
    // else first): then it has finished.
    let interpreter = WeakReference(self)
    executor.schedule { interpreter.object?.deliverDismissal(of: id.presence, key: key) }
  }

  /// Ends the presence `id` dismissed, and sends its dismiss action, unless it was cancelled
  /// (or replaced) since.
  private func deliverDismissal(of id: EffectID, key: Int) {
    guard let presence = presences[id], presence.key == key else { return }
    presences.removeValue(forKey: id)
    if let node = running[key] { end(node, .finished) }
    feed((presence as! PresenceOf<Action>).dismissAction)
  }

  /// Runs `body` and returns the tree of the visible effects it started, which the effects of
  /// the actions they send will join; `nil` when it started none.
  func recordLaunches(_ body: () -> Void) -> EffectTree<Action>? {
    let tree = EffectTree<Action>()
    let previous = joinedTree
    joinedTree = tree
    defer { joinedTree = previous }
    body()
    return tree.isEmpty ? nil : tree
  }

  /// Returns once no effect of `tree` is running; cancelling the calling task cancels them
  /// all. Static, so that waiting does not keep the interpreter alive: once it is gone, so are
  /// its effects.
  static func waitUntilEnded(
    _ tree: EffectTree<Action>, of interpreter: WeakReference<EffectInterpreter>
  ) async {
    guard let executor = interpreter.object?.executor else { return }
    // Touched only in the work scheduled on the serial context, like every node.
    let tree = Handoff(tree)
    await withTaskCancellationHandler {
      await withCheckedContinuation { (ended: CheckedContinuation<Void, Never>) in
        executor.schedule {
          guard interpreter.object != nil else { return ended.resume() }
          tree.value.whenEnded { ended.resume() }
        }
      }
    } onCancel: {
      executor.schedule { interpreter.object?.cancel(tree.value) }
    }
  }

  /// Cancels every effect of `tree` still running, oldest first, including those started by
  /// actions that cancelled ones sent on their way out.
  func cancel(_ tree: EffectTree<Action>) {
    #if DEBUG
      executor.assertOnSerialContext()
    #endif
    while let key = tree.running.keys.min() {
      guard let node = running[key] else {
        tree.memberEnded(key: key)
        continue
      }
      end(node, .cancelled)
    }
  }

  /// Cancels the effects with these keys that are still in flight.
  func cancel(keys: some Sequence<Int>) {
    #if DEBUG
      executor.assertOnSerialContext()
    #endif
    for key in keys {
      if let node = running[key] { end(node, .cancelled) }
    }
  }

  /// Cancels every effect in flight.
  func cancelAll() {
    presences.removeAll()
    cancel(keys: running.keys.sorted())
  }

  private func bodyStopped(_ node: EffectNode<Action>) {
    node.task = nil
    runningBodies.removeValue(forKey: node.body)
  }

  /// Cancels every node whose body is running, oldest body first; returns how many of them
  /// were visible.
  func cancelRunningBodies() -> Int {
    var visible = 0
    for number in runningBodies.keys.sorted() {
      guard let node = runningBodies[number] else { continue }
      if !node.isHidden { visible += 1 }
      end(node, .cancelled)
    }
    return visible
  }

  private func insert(_ node: EffectNode<Action>) {
    guard let key = node.key else { return }
    running[key] = node
    for id in node.ids { keysByID[id.id, default: []].append(key) }
    notify(key, node, .started)
  }

  private func untrack(_ key: Int, ids: [ScopedEffectID]) {
    for id in ids {
      guard var keys = keysByID.removeValue(forKey: id.id) else { continue }
      if let index = keys.firstIndex(of: key) { keys.remove(at: index) }
      if !keys.isEmpty { keysByID[id.id] = keys }
    }
  }

  private func notify(_ key: Int, _ node: EffectNode<Action>, _ kind: EffectEvent.Kind) {
    guard !observers.isEmpty, !node.isHidden else { return }
    let event = EffectEvent(
      id: key, name: node.name, startedBy: node.cause.casePath,
      tags: node.ids.map(\.id.description), kind: kind)
    for observer in observers { observer(event) }
  }
}

/// A weak reference that closures running elsewhere can share: what an effect body holds of
/// its interpreter.
final class WeakReference<Object: AnyObject & Sendable>: Sendable {
  weak let object: Object?

  init(_ object: Object) { self.object = object }
}

/// Whether a `.run` body has returned, which its `send` checks on every action: set by the
/// body's task, read by whatever task the body escaped its `send` to.
final class EffectCompletion: Sendable {
  private let completed = Atomic(false)

  var isCompleted: Bool { completed.load(ordering: .acquiring) }

  func complete() { completed.store(true, ordering: .releasing) }
}
