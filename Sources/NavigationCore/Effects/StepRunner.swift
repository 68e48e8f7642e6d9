import Dependencies

/// Runs a reducer on a copy of a state, with every effect it returns run as far as it goes, on
/// the calling thread and without a ``StoreRuntime``: how the flow map explorer takes one step.
///
/// Effects mean here what they mean in a store — the same ``EffectInterpreter`` carries them
/// out — but on a ``DeterministicEffectExecutor``: the interpreter's work and every job of the
/// `.run` bodies go through one FIFO, run in order on the calling thread. Actions are reduced
/// one at a time as the store does (the `.send` actions of an action's effects right after
/// it); actions effects send later are reduced in the order they were sent.
///
/// The step ends when no job is left and no body is running: what is left waits for a
/// cancellation that will never come (the presence of each stack element and presentation).
/// Time is the step's own ``StepClock``: when every job has run and bodies sleep on it, it
/// jumps to the next wake-up, up to `clockLimit` after the step began; a body that would sleep
/// past that (a timer that never ends) makes the step cancel the bodies still running, counted
/// in ``Outcome/effectsCancelled``. While a body waits for another thread instead (a network
/// reply), the step waits for it in real time, until `timeLimit` has passed on `clock`, then
/// cancels likewise. Bodies that only send actions in an order that does not depend on timing
/// — every demo's, and any on the step's clock — give the same outcome every time.
///
/// Reducers run with the caller's dependencies (the explorer binds deterministic ones around
/// each step); a `.run` body with those of the moment it was made, as in the store.
package final class StepRunner<State: Equatable, Action> {
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
    /// Whether they were cancelled because the step waited `timeLimit` in real time for them
    /// (they waited on another thread, a network reply or `Task.sleep`), rather than because
    /// they would have slept past `clockLimit` on the step's clock.
    package var waitedInRealTime = false
  }

  private let reducer: (inout State, Action) -> Effect<Action>
  /// How long a step waits for effects that wait on another thread before cancelling them.
  package let timeLimit: Duration
  /// How far a step's own clock may go before its effects are cancelled.
  package let clockLimit: Duration
  /// The clock `timeLimit` is measured on.
  private let clock: any Clock<Duration>

  /// A runner of `reducer` whose steps give their effects `clockLimit` on the step's clock and
  /// wait at most `timeLimit` on `clock` for effects that wait on another thread.
  package init<R: Reducer<State, Action>>(
    reducer: R, timeLimit: Duration, clockLimit: Duration = .seconds(60),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.reducer = reducer._resolvedReduce()
    self.timeLimit = timeLimit
    self.clockLimit = clockLimit
    self.clock = clock
  }

  /// Sends `action` from `state` and runs everything it starts as far as it goes, with
  /// `stepClock` as the step's time (the clock the caller gave the app's effects).
  package func step(
    from state: State, sending action: Action, stepClock: StepClock = StepClock()
  ) -> Outcome {
    let deadline = Self.deadline(on: clock, after: timeLimit)
    let clockDeadline = stepClock.now.advanced(by: clockLimit)
    let executor = DeterministicEffectExecutor()
    let run = StepRun(state: state, reducer: reducer)
    let interpreter = EffectInterpreter<Action>(
      executor: executor,
      feed: { [unowned run] in run.process($0) },
      report: { [unowned run] diagnostic, _ in run.effectDiagnostics.append(diagnostic) }
    )
    run.interpreter = interpreter
    var effectsCancelled = 0
    var isPastClockLimit = false
    run.process(action)
    executor.drive(
      expectingMore: { interpreter.hasRunningBodies },
      advanceClock: {
        let advance = stepClock.advance(notPast: clockDeadline)
        if case .pastLimit = advance { isPastClockLimit = true }
        return advance
      },
      deadline: deadline,
      whenLate: { effectsCancelled = interpreter.cancelRunningBodies() }
    )
    executor.close()
    return Outcome(
      state: run.state, changed: run.changed, diagnostics: run.allDiagnostics,
      effectsCancelled: effectsCancelled,
      waitedInRealTime: effectsCancelled > 0 && !isPastClockLimit)
  }

  /// Sleeps until `limit` after now on `clock`.
  private static func deadline<C: Clock<Duration>>(
    on clock: C, after limit: Duration
  ) -> @Sendable () async -> Void {
    let deadline = clock.now.advanced(by: limit)
    return { try? await clock.sleep(until: deadline, tolerance: nil) }
  }
}

/// The state of one step, changed on the thread that drives it.
private final class StepRun<State: Equatable, Action> {
  var state: State
  let reducer: (inout State, Action) -> Effect<Action>
  var interpreter: EffectInterpreter<Action>!
  var changed = false
  var effectDiagnostics: [Diagnostic] = []
  private var reducerDiagnostics: [Diagnostic] = []
  private let collected = DiagnosticCollector()
  private lazy var reporter = RuntimeWarnings.Reporter(collected.append)
  private var pending: [Action] = []
  private var isProcessing = false

  init(state: State, reducer: @escaping (inout State, Action) -> Effect<Action>) {
    self.state = state
    self.reducer = reducer
  }

  var allDiagnostics: [Diagnostic] {
    var all = reducerDiagnostics
    for diagnostic in effectDiagnostics where !all.contains(diagnostic) {
      all.append(diagnostic)
    }
    return all
  }

  /// Reduces `action`, then the actions its effects send right away, in order.
  func process(_ action: Action) {
    pending.append(action)
    guard !isProcessing else { return }
    isProcessing = true
    defer { isProcessing = false }
    var next = 0
    while next < pending.count {
      reduce(pending[next])
      next += 1
    }
    pending.removeAll(keepingCapacity: true)
  }

  private func reduce(_ action: Action) {
    let previous = state
    let effect = RuntimeWarnings.reporting(to: reporter) { reducer(&state, action) }
    if !changed, state != previous { changed = true }
    reducerDiagnostics += collected.take()
    interpreter.start(effect, causedBy: action) { pending.append($0) }
  }
}
