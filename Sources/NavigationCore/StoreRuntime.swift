import Dependencies
import Dispatch
import Foundation
import MirrorJSON

/// The authoritative runtime of a feature: holds its state, runs every action through the
/// reducer one at a time, runs the effects, and tells observers about each new state.
///
/// `send` may be called from any thread; all work happens on the store's serial `queue`, so
/// actions from many clients are applied in one total order. The version grows by exactly one
/// for each action that changed the state (by its `==`; for each action when the state is not
/// `Equatable`, which TCA's store does not ask of it either).
///
/// The path of an action (`send` down to the observers) is inlinable, so that it is
/// specialized for each feature's state and action: run generically it spends a good part of
/// its time looking up type metadata and copying values through their witnesses. The
/// properties it touches are only touched on the queue, one action at a time.
///
/// Reducers run with the store's dependencies: those current where the store was made, with
/// the changes of ``init(initialState:reducer:withDependencies:)``, as in TCA. Effects made by
/// a reducer keep them (see ``Effect/run(name:priority:operation:catch:)``).
///
/// Views hold a ``Store``, as TCA's do; a store made with `Store(initialState:reducer:)` runs
/// on one of these.
///
/// `@unchecked Sendable`: every mutable property is read and written only on `queue`, the
/// serial queue every public method goes through (``sync(_:)``), and which the store's effect
/// interpreter runs on.
public final class StoreRuntime<State, Action>: @unchecked Sendable {
  /// The serial queue that owns the state.
  public let queue: DispatchQueue
  @usableFromInline let queueKey = DispatchSpecificKey<Void>()
  @usableFromInline let reducer: (inout State, Action) -> Effect<Action>
  /// What the reducer runs with.
  @usableFromInline let dependencies: DependencyValues
  @usableFromInline var currentState: State
  /// The state's `==`, which tells whether an action changed the state; `nil` for a state that
  /// is not `Equatable`, which every action is taken to change (TCA's store asks neither).
  @usableFromInline let isEqual: ((State, State) -> Bool)?
  @usableFromInline var currentVersion = 0
  /// Actions sent while another runs (by its synchronous effects), waiting their turn;
  /// `pendingHead` is the next one (no `removeFirst` per action).
  @usableFromInline var pending: [PendingAction<Action>] = []
  @usableFromInline var pendingHead = 0
  @usableFromInline var isProcessing = false
  @usableFromInline
  var changeObservers: [Int: (StoreChange<State, Action>) -> Void] = [:]
  private var nextObserverID = 0
  @usableFromInline var actionLog: [ActionLogEntry<Action>] = []
  @usableFromInline let keepsLog: Bool
  @usableFromInline let tracesReducers: Bool
  @usableFromInline
  var actionObservers: [(StoreChange<State, Action>) -> Void] = []
  @usableFromInline var diagnosticLog: [DiagnosticRecord] = []
  /// What reducers report to, reused from one action to the next (emptied before each).
  @usableFromInline let collected = DiagnosticCollector()
  @usableFromInline lazy var reporter = RuntimeWarnings.Reporter(collected.append)
  /// What the store reads the time of an action or a warning from.
  @usableFromInline let now: @Sendable () -> Date
  /// Where effect bodies run: the cooperative pool when `nil`.
  let effectBodies: EffectBodyThread?
  @usableFromInline lazy var effects = EffectInterpreter<Action>(
    executor: LiveEffectExecutor(queue: queue, bodies: effectBodies),
    feed: { [unowned self] action in self.enqueue(action, origin: nil) },
    report: { [unowned self] diagnostic, cause in
      self.diagnosticLog.append(
        DiagnosticRecord(
          diagnostic: diagnostic, action: cause, version: self.currentVersion, origin: nil,
          date: self.now()))
    }
  )

  /// Creates a store running `reducer` from `initialState`.
  ///
  /// - Parameters:
  ///   - queue: the serial queue to run on; a new one when `nil`.
  ///   - keepsLog: whether to keep every accepted action in ``log``.
  ///   - tracesReducers: whether to record, for each action, the order in which the navigation
  ///     operators ran (``StoreChange/steps``).
  ///   - now: the time of an action or a warning, for the log; the wall clock by default, a
  ///     fixed or stepping time in tests.
  ///
  /// The reducer runs with the dependencies current here.
  public convenience init<R: Reducer<State, Action>>(
    initialState: State,
    reducer: R,
    queue: DispatchQueue? = nil,
    keepsLog: Bool = true,
    tracesReducers: Bool = false,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.init(
      initialState: initialState, reducer: reducer, dependencies: DependencyValues._current,
      queue: queue, keepsLog: keepsLog, tracesReducers: tracesReducers, now: now)
  }

  /// Creates a store as TCA spells it: the initial state and the reducer are made, and the
  /// reducer runs, with the current dependencies changed by `prepareDependencies`.
  ///
  /// ```swift
  /// let store = StoreRuntime(initialState: Feature.State()) {
  ///   Feature()
  /// } withDependencies: {
  ///   $0.uuid = .incrementing
  /// }
  /// ```
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    let (state, reducer, dependencies) = Dependencies.withDependencies(
      prepareDependencies ?? { _ in }
    ) {
      (initialState(), reducer(), DependencyValues._current)
    }
    self.init(initialState: state, reducer: reducer, dependencies: dependencies)
  }

  /// Creates a store whose effect bodies run, one job at a time, on `effectBodies`: how a test
  /// store can tell when what an action started has run as far as it can.
  package convenience init<R: Reducer<State, Action>>(
    initialState: State, reducer: R, effectBodies: EffectBodyThread
  ) {
    self.init(
      initialState: initialState, reducer: reducer, dependencies: DependencyValues._current,
      effectBodies: effectBodies)
  }

  /// Creates a store whose reducer runs with `dependencies`.
  package init<R: Reducer<State, Action>>(
    initialState: State,
    reducer: R,
    dependencies: DependencyValues,
    queue: DispatchQueue? = nil,
    keepsLog: Bool = true,
    tracesReducers: Bool = false,
    now: @escaping @Sendable () -> Date = { Date() },
    effectBodies: EffectBodyThread? = nil
  ) {
    self.queue = queue ?? DispatchQueue(label: "navmirror.store")
    self.now = now
    self.effectBodies = effectBodies
    self.currentState = initialState
    self.isEqual = ValueEquality.comparator(for: State.self)
    self.reducer = reducer._resolvedReduce()
    var dependencies = dependencies
    // Stacks read their id generator on every append: a dependency that is set is a dictionary
    // lookup, one left to its default is resolved anew on every read, which costs far more.
    dependencies.stackElementID = dependencies.stackElementID
    self.dependencies = dependencies
    self.keepsLog = keepsLog
    self.tracesReducers = tracesReducers
    self.queue.setSpecific(key: queueKey, value: ())
  }

  /// The current state.
  public var state: State {
    onQueue { currentState }
  }

  /// The number of state changes so far.
  public var version: Int { onQueue { currentVersion } }

  /// Every accepted action, oldest first (empty when the store keeps no log).
  public var log: [ActionLogEntry<Action>] { onQueue { actionLog } }

  /// Effects currently running, not counting the invisible bookkeeping effect that waits for
  /// `dismiss` in each stack element and presentation.
  public var effectsInFlight: Int { onQueue { effects.visible.count } }

  /// The actions whose reducers returned the effects still running, one entry per effect.
  public var effectCauses: [String] { onQueue { effects.visible.map(\.cause.value) } }

  /// Every runtime warning raised so far, oldest first, each with the action that caused it:
  /// raised by a reducer, or by an effect (then the action that started the effect).
  public var diagnostics: [DiagnosticRecord] { onQueue { diagnosticLog } }

  /// Runs `action` and every action its synchronous effects send, then returns.
  ///
  /// - Parameter origin: who sent the action (a client id), kept in the log and the change.
  /// - Returns: the version after the action and whether it changed anything.
  @discardableResult
  @inlinable
  public func send(_ action: Action, origin: String? = nil) -> SendResult {
    onQueue {
      if isProcessing { reportReentrantSend(action) }
      let before = currentVersion
      var diagnostics: [Diagnostic] = []
      process(action, origin: origin, diagnostics: &diagnostics)
      return SendResult(
        version: currentVersion, changed: currentVersion != before, diagnostics: diagnostics)
    }
  }

  /// Calls `observer` on the store's queue after every change, with the new version and state.
  ///
  /// Actions that change nothing but raise diagnostics are reported too, with the same version.
  @discardableResult
  public func observe(_ observer: @escaping (StoreChange<State, Action>) -> Void) -> Int {
    onQueue {
      nextObserverID += 1
      changeObservers[nextObserverID] = observer
      return nextObserverID
    }
  }

  /// Calls `observer` on the store's queue after every action, whether it changed the state or
  /// not: what a test store or an inspector needs to see each step.
  public func observeActions(_ observer: @escaping (StoreChange<State, Action>) -> Void) {
    onQueue { actionObservers.append(observer) }
  }

  /// Cancels every effect in flight.
  public func cancelAllEffects() {
    onQueue { effects.cancelAll() }
  }

  /// Stops calling the observer registered under `token`.
  public func removeObserver(_ token: Int) {
    onQueue { _ = changeObservers.removeValue(forKey: token) }
  }

  /// Calls `observer` on the store's queue for every effect that starts, finishes or is
  /// cancelled.
  public func observeEffects(_ observer: @escaping (EffectEvent) -> Void) {
    onQueue { effects.observers.append(observer) }
  }

  /// Replaces the state and version wholesale: how a room is restored or travels in time.
  /// Running effects are cancelled.
  public func reset(state: State, version: Int) {
    onQueue {
      effects.cancelAll()
      currentState = state
      currentVersion = version
    }
  }

  /// Counts a change made outside the reducer as a new version and returns it: the view layer
  /// calls it when a view's own state (`@State`, `@FocusState`) changes, which the app's state
  /// does not hold but its history does.
  package func recordOutsideChange() -> Int {
    onQueue {
      currentVersion += 1
      return currentVersion
    }
  }

  /// TCA's warning for `send` called while the store runs an action (from a reducer or an
  /// observer): the action runs after the current one, which its sender may not expect.
  @usableFromInline
  func reportReentrantSend(_ action: Action) {
    let diagnostic = Diagnostic(
      code: "store-reentrant-send",
      message: "Sent '\(action)' while an action was being processed.",
      fix: """
        Reentrant actions are undefined: return '.send' from the reducer instead, or send from \
        an effect.
        """)
    diagnosticLog.append(
      DiagnosticRecord(
        diagnostic: diagnostic, action: "\(action)", version: currentVersion, origin: nil,
        date: now()))
  }

  private func enqueue(_ action: Action, origin: String?) {
    var diagnostics: [Diagnostic] = []
    process(action, origin: origin, diagnostics: &diagnostics)
  }

  @inlinable
  func process(_ action: Action, origin: String?, diagnostics: inout [Diagnostic]) {
    guard !isProcessing else {
      pending.append(PendingAction(action: action, origin: origin))
      return
    }
    isProcessing = true
    defer { isProcessing = false }
    run(action, origin: origin, diagnostics: &diagnostics)
    // Actions that effects sent synchronously, in order; most actions send none.
    guard !pending.isEmpty else { return }
    while pendingHead < pending.count {
      let next = pending[pendingHead]
      pendingHead += 1
      run(next.action, origin: next.origin, diagnostics: &diagnostics)
    }
    pending.removeAll(keepingCapacity: true)
    pendingHead = 0
  }

  /// Runs one action through the reducer, then tells the log, the observers and the effects.
  @inlinable
  func run(_ action: Action, origin: String?, diagnostics: inout [Diagnostic]) {
    let previous = currentState
    let (effect, steps) = reduce(action)
    let items = collected.items
    collected.items.removeAll(keepingCapacity: true)
    let changed = isEqual.map { !$0(currentState, previous) } ?? true
    if changed { currentVersion += 1 }
    if keepsLog || !items.isEmpty {
      let date = now()
      if keepsLog {
        actionLog.append(
          ActionLogEntry(
            version: currentVersion, action: action, origin: origin, date: date,
            diagnostics: items))
      }
      if !items.isEmpty {
        diagnostics += items
        let described = "\(action)"
        diagnosticLog += items.map {
          DiagnosticRecord(
            diagnostic: $0, action: described, version: currentVersion, origin: origin,
            date: date)
        }
      }
    }
    if (changed || !items.isEmpty) && !changeObservers.isEmpty || !actionObservers.isEmpty {
      let change = StoreChange(
        version: currentVersion, state: currentState, action: action, origin: origin,
        changed: changed, diagnostics: items, steps: steps)
      if changed || !items.isEmpty {
        for observer in changeObservers.values { observer(change) }
      }
      for observer in actionObservers { observer(change) }
    }
    if case .none = effect.operation { return }
    effects.start(effect, causedBy: action) {
      pending.append(PendingAction(action: $0, origin: nil))
    }
  }

  @inlinable
  func reduce(_ action: Action) -> (Effect<Action>, [String]) {
    guard tracesReducers else { return (reduceReporting(action), []) }
    return ReducerTrace.collect { reduceReporting(action) }
  }

  /// Runs the reducer on the current state with this store's reporter and dependencies bound.
  @inlinable
  func reduceReporting(_ action: Action) -> Effect<Action> {
    RuntimeWarnings.reporting(to: reporter) {
      DependencyValues.$_current.withValue(dependencies) { reducer(&currentState, action) }
    }
  }

  /// Runs `work` on the store's queue and returns its result; runs it at once when the caller
  /// is already on that queue (an observer, or code sharing the queue).
  public func sync<T>(_ work: () throws -> T) rethrows -> T {
    try onQueue(work)
  }

  @inlinable
  func onQueue<T>(_ work: () throws -> T) rethrows -> T {
    if DispatchQueue.getSpecific(key: queueKey) != nil {
      return try work()
    }
    return try queue.sync(execute: work)
  }

  /// ``onQueue(_:)`` for work that cannot throw, through Dispatch's plain `sync`: the generic,
  /// rethrowing one wraps the work in several closures, which costs as much as a push.
  @inlinable
  func onQueue<T>(_ work: () -> T) -> T {
    if DispatchQueue.getSpecific(key: queueKey) != nil {
      return work()
    }
    var result: T?
    queue.sync { result = work() }
    return result!
  }
}

/// What a store tells its observers after an action.
public struct StoreChange<State, Action> {
  /// The version after the action.
  public let version: Int
  /// The state after the action.
  public let state: State
  /// The action.
  public let action: Action
  /// Who sent it: a client id, or `nil` for an effect.
  public let origin: String?
  /// Whether the state changed (`false` for an action that only raised diagnostics).
  public let changed: Bool
  /// Runtime warnings the action raised.
  public let diagnostics: [Diagnostic]
  /// The order in which the navigation operators ran, when the store traces reducers.
  public let steps: [String]

  @usableFromInline
  init(
    version: Int, state: State, action: Action, origin: String?, changed: Bool,
    diagnostics: [Diagnostic], steps: [String]
  ) {
    self.version = version
    self.state = state
    self.action = action
    self.origin = origin
    self.changed = changed
    self.diagnostics = diagnostics
    self.steps = steps
  }

  /// The change as one that made `version`: for an action whose change the state's `==` cannot
  /// see (a `@Shared` value changed through a reference the states before and after share), a
  /// version the runtime counted with ``StoreRuntime/recordOutsideChange()``.
  package func counted(as version: Int) -> Self {
    Self(
      version: version, state: state, action: action, origin: origin, changed: true,
      diagnostics: diagnostics, steps: steps)
  }
}

/// The outcome of ``StoreRuntime/send(_:origin:)``.
public struct SendResult: Equatable, Sendable {
  /// The store's version once the action and its synchronous follow-ups ran.
  public let version: Int
  /// Whether anything changed.
  public let changed: Bool
  /// Runtime warnings raised on the way.
  public let diagnostics: [Diagnostic]

  /// Creates a result; the view layer makes one for a change of a view's own state, which the
  /// store's reducer never sees.
  @usableFromInline
  package init(version: Int, changed: Bool, diagnostics: [Diagnostic]) {
    self.version = version
    self.changed = changed
    self.diagnostics = diagnostics
  }
}

/// One accepted action in a store's log.
public struct ActionLogEntry<Action> {
  /// The version the action produced (the previous version when it changed nothing).
  public let version: Int
  /// The action.
  public let action: Action
  /// Who sent it: a client id, or `nil` for an effect.
  public let origin: String?
  /// When it ran.
  public let date: Date
  /// Runtime warnings the action raised.
  public let diagnostics: [Diagnostic]

  @usableFromInline
  init(version: Int, action: Action, origin: String?, date: Date, diagnostics: [Diagnostic]) {
    self.version = version
    self.action = action
    self.origin = origin
    self.date = date
    self.diagnostics = diagnostics
  }
}

/// A runtime warning kept by a store, with what caused it.
public struct DiagnosticRecord: Hashable, Sendable {
  /// The warning.
  public let diagnostic: Diagnostic
  /// The action that raised it, described; for an effect, the action that started the effect.
  public let action: String
  /// The store's version when it was raised.
  public let version: Int
  /// Who sent the action: a client id, or `nil` for an effect.
  public let origin: String?
  /// When it was raised.
  public let date: Date

  @usableFromInline
  init(diagnostic: Diagnostic, action: String, version: Int, origin: String?, date: Date) {
    self.diagnostic = diagnostic
    self.action = action
    self.version = version
    self.origin = origin
    self.date = date
  }
}

/// An action waiting for the one before it to finish.
@usableFromInline
struct PendingAction<Action> {
  @usableFromInline let action: Action
  @usableFromInline let origin: String?

  @usableFromInline
  init(action: Action, origin: String?) {
    self.action = action
    self.origin = origin
  }
}

/// Where a store's reducers report runtime warnings during one action.
///
/// `@unchecked Sendable` so that a reporter can hold it: it is bound to the thread running the
/// store's reducer (``RuntimeWarnings/reporting(to:operation:)``) and read and written only
/// there, on the store's queue (or the thread driving a ``StepRunner``).
@usableFromInline
final class DiagnosticCollector: @unchecked Sendable {
  @usableFromInline var items: [Diagnostic] = []
  @usableFromInline init() {}
  @usableFromInline func append(_ diagnostic: Diagnostic) { items.append(diagnostic) }

  /// The warnings collected so far, which it forgets.
  func take() -> [Diagnostic] {
    defer { items.removeAll(keepingCapacity: true) }
    return items
  }
}
