import CasePaths
import CustomDump
import Dependencies
import Foundation
import NavigationCore
import Sharing

/// A store for tests that asserts, step by step, how a feature's state changes and which
/// actions its effects send, as TCA's `TestStore` does.
///
/// ```swift
/// let store = TestStore(initialState: Feature.State()) { Feature() }
/// await store.send(.tab1(.moveDetailViewButtonTapped)) {
///   $0.path[id: 0] = .firstDetail(FirstDetailFeature.State())
/// }
/// await store.receive(\.path.popFrom) { $0.path[id: 0] = nil }
/// await store.finish()
/// ```
///
/// With ``exhaustivity`` `.on` (the default), every state change must be described, every
/// action an effect sends must be received, and every effect must finish before the end of the
/// test. Failures (with a diff of the state) are recorded through IssueReporting, as TCA's are:
/// XCTest and Swift Testing see them alike, `withKnownIssue` catches them, and the test target
/// must link `IssueReportingTestSupport` (the store stops the run when it does not).
///
/// Every method takes `fileID:`, `file:`, `line:` and `column:` as TCA's do, so that helpers
/// written for TCA pass their location through unchanged; failures are recorded there.
///
/// `@unchecked Sendable`: the state the store's queue shares with the test lives in
/// Mutex-guarded objects (``RecordQueue``, ``TestDependencies``, ``ProgressSignal``); the rest
/// (the asserted state, the settings) belongs to the one test that drives the store, step by
/// step, as TCA's main-actor test store belongs to the main actor. `State` must not have an
/// isolated `Equatable` conformance: the store compares states on its queue.
public final class TestStore<State: Equatable & SendableMetatype, Action>: @unchecked Sendable {
  /// How strictly the store asserts.
  public var exhaustivity: Exhaustivity = .on
  /// How long `receive` and ``finish(timeout:file:line:)`` wait for effects when they are
  /// given no timeout of their own.
  public var timeout: Duration = .seconds(1)
  /// The store running the feature, its actions marked with where they come from.
  let store: StoreRuntime<State, TestAction<Action>>
  /// The one thread the feature's effect bodies run on, job after job: idle once what was
  /// started ran as far as it can.
  let effectBodies: EffectBodyThread
  /// The dependencies the feature runs with, and whether it dismissed itself.
  let testDependencies: TestDependencies
  /// The actions effects sent that no assertion took yet.
  let records = RecordQueue<State, Action>()
  /// The effects the test must see finish.
  let ledger = EffectLedger<Action>()
  /// Signalled on every action the store runs and every effect that ends.
  let progress = ProgressSignal()
  /// The state as of the last assertion: what the next trailing closure starts from.
  var assertedState: State
  /// Whether a task that wakes one of the feature's effects (advancing a `TestClock`, feeding a
  /// stream) waits until what it woke has run as far as it can, so that tests of timers and
  /// debounces are deterministic on any number of cores: TCA's property of the same name, which
  /// makes effects run serially on the main actor for the same reason. `true` by default; a
  /// test that wants its effects to race the test sets it to `false`.
  public var useMainSerialExecutor = true
  /// Where failures go instead of the task's issue reporters: how the store's own tests read
  /// the failures it reports.
  package var issueReporters: [any IssueReporter]?
  /// How many of the store's runtime warnings were reported already.
  var reportedDiagnostics = 0
  /// Where the test made the store: what the end of the test reports at.
  private let initLocation: TestLocation
  /// The changes the feature made to shared state since the last assertion, which the next
  /// one must describe, as TCA's test store tracks them.
  let sharedChanges: SharedChangeTracker

  /// Creates a test store running the reducer `reducer` builds from `initialState`.
  ///
  /// As in TCA, the initial state and the reducer are made, and the reducer runs, with the
  /// current dependencies changed by `prepareDependencies`: in a test, swift-dependencies' test
  /// values, so that a dependency the test did not override fails the test when used.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Feature.State()) {
  ///   Feature()
  /// } withDependencies: {
  ///   $0.uuid = .incrementing
  ///   $0.continuousClock = clock
  /// }
  /// ```
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let sharedChanges = SharedChangeTracker()
    let (initialState, reducer, dependencies) = Dependencies.withDependencies {
      prepareDependencies(&$0)
      sharedChanges.track(&$0)
    } operation: {
      (initialState(), reducer(), DependencyValues._current)
    }
    let testDependencies = TestDependencies(dependencies)
    let effectBodies = EffectBodyThread()
    let ledger = ledger
    let reduce = testDependencies.running(reducer._resolvedReduce())
    let store = StoreRuntime(
      initialState: initialState,
      reducer: Reduce<State, TestAction<Action>> { state, sent in
        let location = sent.location
        let effect = reduce(&state, sent.action).map {
          TestAction(action: $0, origin: .effect, location: location)
        }
        return effect.cancellable(id: ledger.open(at: location, cause: sent.action))
      },
      effectBodies: effectBodies)
    testDependencies.whenDismissed { _ = ledger.skipAll() }
    self.store = store
    self.effectBodies = effectBodies
    self.testDependencies = testDependencies
    self.assertedState = initialState
    self.sharedChanges = sharedChanges
    self.initLocation = TestLocation(fileID: fileID, filePath: file, line: line, column: column)
    TestFrameworkBridge.requireLinked(at: initLocation)
    observeStore()
    effectBodies.whenWoken { [weak self] in self?.settleAfterWakeUp() }
  }

  deinit {
    if exhaustivity != .off { finishEffectsBlocking() }
    var end = initLocation
    end.reporters = issueReporters
    assertNoReceivedActions(at: end)
    for effect in ledger.inFlight {
      reportIssue(Self.stillRunningMessage, at: effect.location)
    }
    assertNoSharedChanges(at: end)
    store.cancelAllEffects()
    effectBodies.close()
  }

  /// What the end of a test reports, at the `send` it descends from, for each effect still
  /// running: TCA's text, with its ways out (a stream in place of TCA's Combine subject).
  static var stillRunningMessage: String {
    """
    An effect returned for this action is still running. It must complete before the end of \
    the test.

    To fix, inspect any effects the reducer returns for this action and ensure that all of \
    them complete by the end of the test. There are a few reasons why an effect may not have \
    completed:

    If using async/await in your effect, it may need a little bit of time to properly \
    finish. To fix you can simply perform "await store.finish()" at the end of your test.

    If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), \
    make sure that you wait enough time for it to perform the effect. If you are using a test \
    clock/scheduler, advance it so that the effects may complete, or consider using an \
    immediate clock/scheduler to immediately perform the effect instead.

    If you are returning a long-living effect (timers, notifications, subjects, etc.), then \
    make sure those effects are torn down by marking the effect ".cancellable" and returning a \
    corresponding cancellation effect ("Effect.cancel") from another action, or, if your \
    effect reads an async stream, finish the stream.

    If you do not wish to assert on these effects, perform "await \
    store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
    "store.exhaustivity = .off".
    """
  }

  /// The state as of the last assertion (`send`, `receive`, `assert` or a skip); inside a
  /// trailing closure, the state the closure started from.
  public var state: State { assertedState }

  /// The dependencies the feature runs with; change them between steps, as in TCA:
  /// `store.dependencies.apiClient = .failing`.
  public var dependencies: DependencyValues {
    get { testDependencies.current }
    set { testDependencies.current = newValue }
  }

  /// Whether the feature under test dismissed itself with `@Dependency(\.dismiss)`, as in TCA:
  /// its effects in flight are no longer tracked (they need not finish before the end of the
  /// test), and sending it another action fails.
  public var isDismissed: Bool { testDependencies.isDismissed }

  /// Runtime warnings raised so far (each one also fails the test).
  public var diagnostics: [DiagnosticRecord] { store.diagnostics }

  /// Sends `action` and asserts the state change: `update` receives the state before the
  /// action and must turn it into the state after (with ``exhaustivity`` off, it receives the
  /// state after and must leave it as it is).
  ///
  /// - Returns: the effects the action started, to wait for or cancel.
  @discardableResult
  public func send(
    _ action: Action,
    assert update: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = locate(fileID, file, line, column)
    guard !isDismissed else {
      location.fail("Can't send action to dismissed test store.")
      return makeTask(nil)
    }
    let pending = records.all
    if !pending.isEmpty {
      reportIssue(
        """
        Must handle \(pending.count) received action\(pending.count == 1 ? "" : "s") before \
        sending an action.

        Unhandled actions: \(describe(pending.map(\.action)))
        """, at: location)
    }
    switch exhaustivity {
    case .on:
      // The unhandled actions stay, to be received after this one's assertion, as in TCA.
      break
    case .off(showSkippedAssertions: true):
      skipReceived(strict: false, at: location)
    case .off:
      if let last = records.takeAll().last { assertedState = last.state }
    }
    let sent = TestAction(action: action, origin: .test, location: location)
    // The action's state is asserted before the effects it started run, as in TCA.
    let task = effectBodies.holding {
      let task = store.sendReturningEffects(sent)
      if let step = records.popFirstSentByTest() {
        assertStateChange(from: assertedState, to: step.state, update, at: location)
        assertedState = step.state
      }
      return task
    }
    reportNewDiagnostics(at: location)
    await yieldToEffects()
    return makeTask(task)
  }

  /// Sends the action at `casePath`, whose value is `Void`:
  /// `store.send(\.path[id: 0].firstDetail.moveAnotherViewButtonTapped)`.
  @_disfavoredOverload
  @discardableResult
  public func send(
    _ casePath: CaseKeyPath<Action, Void>,
    assert update: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      AnyCasePath(casePath).embed(()), assert: update, fileID: fileID, file: file, line: line,
      column: column)
  }

  /// Sends the action at `casePath` with `value`:
  /// `store.send(\.path[id: 0].detail.titleChanged, "Milk")`.
  @_disfavoredOverload
  @discardableResult
  public func send<Value>(
    _ casePath: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert update: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      AnyCasePath(casePath).embed(value), assert: update, fileID: fileID, file: file,
      line: line, column: column)
  }

  /// Asserts the state without sending anything: `update` receives the state as of the last
  /// assertion and must leave it as it is once it describes it.
  public func assert(
    _ update: @escaping (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    assertStateChange(
      from: assertedState, to: assertedState, update, skipsUnchangedStateFailure: true,
      at: locate(fileID, file, line, column))
  }

  /// Waits until every effect the store tracks has finished: fails when some are still running
  /// after `timeout` (the store's by default), and when received actions were not asserted
  /// (both only with ``exhaustivity`` on). Effects skipped with ``skipInFlightEffects(strict:file:line:)``
  /// or left by a dismissed feature are not waited for.
  public func finish(
    timeout duration: Duration? = nil, fileID: StaticString = #fileID,
    file: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = locate(fileID, file, line, column)
    let duration = duration ?? timeout
    let deadline = ContinuousClock.now.advanced(by: duration)
    while true {
      let seen = progress.generation
      guard !ledger.inFlight.isEmpty else { break }
      guard ContinuousClock.now < deadline else {
        reportIssue(
          """
          Expected effects to finish, but there are still effects in-flight after \(duration).

          \(Self.clockSuggestion(customTimeout: duration != timeout))
          """, at: location)
        break
      }
      await progress.wait(after: seen, until: deadline)
    }
    // What the last effects sent on their way out arrives before it is asserted.
    await yieldToEffects()
    assertNoReceivedActions(at: location)
    reportNewDiagnostics(at: location)
    assertNoSharedChanges(at: location)
  }

  /// What TCA suggests when effects are still in flight after a wait: a clock to advance, or a
  /// longer timeout.
  static func clockSuggestion(customTimeout: Bool) -> String {
    let timeoutAdvice =
      customTimeout
      ? #"try increasing the duration of this assertion's "timeout""#
      : #"configure this assertion with an explicit "timeout""#
    return """
      There are effects in-flight. If the effect that delivers this action uses a \
      clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait \
      enough time for it to perform the effect. If you are using a test clock/scheduler, \
      advance it so that the effects may complete, or consider using an immediate \
      clock/scheduler to immediately perform the effect instead.

      If you are not yet using a clock/scheduler, or can not use a clock/scheduler, \
      \(timeoutAdvice).
      """
  }

  /// Gives the tracked effects in flight the store's timeout to end, as
  /// ``finish(timeout:file:line:)`` would: an effect that sent its last action may not have
  /// returned yet when the test ends.
  private func finishEffectsBlocking() {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while true {
      let seen = progress.generation
      guard !ledger.inFlight.isEmpty, ContinuousClock.now < deadline else { return }
      progress.block(after: seen, until: deadline)
    }
  }

  /// Lets the effects in flight run as far as they can before the test goes on, as TCA's test
  /// store yields to them: until the store's queue has nothing scheduled and every body has
  /// ended or waits for something outside (a clock the test advances, a stream it feeds).
  ///
  /// What a body does without waiting — `await dismiss()`, an action it sends at once — is
  /// then done when `send` returns. Bounded by ``timeout`` for a body that never stops
  /// yielding.
  func yieldToEffects() async {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while ContinuousClock.now < deadline {
      let arrived = effectBodies.arrivedCount
      store.sync {}
      await effectBodies.waitUntilIdle(timeout: ContinuousClock.now.duration(to: deadline))
      store.sync {}
      if effectBodies.arrivedCount == arrived { return }
    }
  }

  /// What a task that woke an effect body (advancing a `TestClock`, feeding a stream) does
  /// before it goes on: waits until the body ran as far as it can, the actions it sent were
  /// reduced and the effects they started ran as far as they can too. Nothing when the store's
  /// own queue starts a body: ``yieldToEffects()`` waits for that.
  ///
  /// Bounded by ``timeout``, for a body that never stops yielding or that waits for the
  /// thread it was woken on.
  private func settleAfterWakeUp() {
    guard useMainSerialExecutor, !store.isOnQueue else { return }
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while ContinuousClock.now < deadline {
      let arrived = effectBodies.arrivedCount
      effectBodies.blockUntilIdle(until: deadline)
      store.sync {}
      if effectBodies.arrivedCount == arrived { return }
    }
  }

  /// The location a method of the store was called from, as its four arguments give it.
  func locate(
    _ fileID: StaticString, _ file: StaticString, _ line: UInt, _ column: UInt
  ) -> TestLocation {
    TestLocation(
      fileID: fileID, filePath: file, line: line, column: column, reporters: issueReporters)
  }

  /// Wraps the task of the effects one `send` started.
  func makeTask(_ task: Task<Void, Never>?) -> TestStoreTask {
    TestStoreTask(rawValue: task, timeout: timeout, reporters: issueReporters)
  }

  private func observeStore() {
    store.observeActions { [records, progress] change in
      records.append(change)
      progress.signal()
    }
    store.observeEffects { [ledger, progress] event in
      ledger.record(event)
      if event.kind != .started { progress.signal() }
    }
  }
}

/// A test store of the feature `R`, as TCA names it.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action>
where R.State: Equatable & SendableMetatype
