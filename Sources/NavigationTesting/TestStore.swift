import CasePaths
import CustomDump
import Dependencies
import Foundation
import NavigationCore

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
/// test. Failures (with a diff of the state) go to ``reportFailure``, `XCTFail` by default.
///
/// Every method takes `fileID:`, `file:`, `line:` and `column:` as TCA's do, so that helpers
/// written for TCA pass their location through unchanged; failures are reported at `file` and
/// `line`, the location XCTest shows.
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
  /// Where failures go: `XCTFail` by default; replace it to capture failures in a test of the
  /// test store itself.
  public var reportFailure: (_ message: String, _ file: StaticString, _ line: UInt) -> Void =
    defaultFailureReporter
  /// Where a non-exhaustive store with `showSkippedAssertions` reports what an exhaustive one
  /// would have failed on, each message starting with "Skipped assertions.": printed by
  /// default, since XCTest on Linux has no expected failures.
  public var reportSkippedAssertion:
    (_ message: String, _ file: StaticString, _ line: UInt) -> Void =
      defaultSkippedAssertionReporter

  let store: Store<State, Action>
  /// The one thread the feature's effect bodies run on, job after job: idle once what was
  /// started ran as far as it can.
  let effectBodies: EffectBodyThread
  /// The dependencies the feature runs with, and whether it dismissed itself.
  let testDependencies: TestDependencies
  /// The actions effects sent that no assertion took yet.
  let records = RecordQueue<State, Action>()
  /// Signalled on every action the store runs and every effect that ends.
  let progress = ProgressSignal()
  /// The state as of the last assertion: what the next trailing closure starts from.
  var assertedState: State
  /// How many of the store's runtime warnings were reported already.
  var reportedDiagnostics = 0
  private let file: StaticString
  private let line: UInt

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
    let (initialState, reducer, dependencies) = Dependencies.withDependencies(
      prepareDependencies
    ) {
      (initialState(), reducer(), DependencyValues._current)
    }
    let testDependencies = TestDependencies(dependencies)
    let effectBodies = EffectBodyThread()
    let store = Store(
      initialState: initialState, reducer: testDependencies.running(reducer._resolvedReduce()),
      effectBodies: effectBodies)
    testDependencies.whenDismissed { [weak store] in store?.cancelAllEffects() }
    self.store = store
    self.effectBodies = effectBodies
    self.testDependencies = testDependencies
    self.assertedState = initialState
    self.file = file
    self.line = line
    observeStore()
  }

  deinit {
    if exhaustivity != .off { waitForEffectsBlocking() }
    assertNoReceivedActions(file: file, line: line)
    for cause in store.effectCauses {
      reportIssue(
        """
        An effect returned for this action is still running. It must complete before the end \
        of the test.

        Action: \(cause)

        Make every effect this action started finish before the test ends: await \
        "store.finish()", advance the test clock the effect waits on, or cancel a long-living \
        effect (".cancellable(id:)" then ".cancel(id:)", or "await task.cancel()" on the task \
        "send" returned). To leave it running, use "await store.skipInFlightEffects()" or \
        "store.exhaustivity = .off".
        """, file: file, line: line)
    }
    store.cancelAllEffects()
    effectBodies.close()
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

  /// Whether the feature under test dismissed itself with `@Dependency(\.dismiss)`. Its effects
  /// are cancelled then, as TCA's test store does.
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
    switch exhaustivity {
    case .on:
      let pending = records.takeAll()
      if !pending.isEmpty {
        var actions = ""
        customDump(pending.map(\.action), to: &actions)
        reportFailure(
          """
          Must handle \(pending.count) received action\(pending.count == 1 ? "" : "s") before \
          sending an action.

          Unhandled actions: \(actions)
          """, file, line)
        assertedState = pending[pending.count - 1].state
      }
    case .off(showSkippedAssertions: true):
      skipReceived(strict: false, file: file, line: line)
    case .off:
      if let last = records.takeAll().last { assertedState = last.state }
    }
    let task = store.sendReturningEffects(action, origin: Self.origin)
    var processed = records.takeAll()
    if let index = processed.firstIndex(where: { $0.origin == Self.origin }) {
      let step = processed.remove(at: index)
      records.prepend(processed)
      assertStateChange(from: assertedState, to: step.state, update, file: file, line: line)
      assertedState = step.state
    }
    reportNewDiagnostics(file: file, line: line)
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
    await send(AnyCasePath(casePath).embed(()), assert: update, file: file, line: line)
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
    await send(AnyCasePath(casePath).embed(value), assert: update, file: file, line: line)
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
      file: file, line: line)
  }

  /// Waits until every effect in flight has finished: fails when some are still running after
  /// `timeout` (the store's by default), and when received actions were not asserted (both only
  /// with ``exhaustivity`` on).
  public func finish(
    timeout duration: Duration? = nil, fileID: StaticString = #fileID,
    file: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let duration = duration ?? timeout
    let deadline = ContinuousClock.now.advanced(by: duration)
    while true {
      let seen = progress.generation
      guard store.hasWorkInFlight else { break }
      guard ContinuousClock.now < deadline else {
        reportIssue(
          """
          Expected effects to finish, but there are still effects in-flight after \(duration).

          Effects started by: \(store.effectCauses)

          If they wait on a clock, advance the test clock far enough for them to finish; \
          otherwise pass a longer "timeout".
          """, file: file, line: line)
        return
      }
      await progress.wait(after: seen, until: deadline)
    }
    assertNoReceivedActions(file: file, line: line)
    reportNewDiagnostics(file: file, line: line)
  }

  /// Gives the effects in flight the store's timeout to end, as ``finish(timeout:file:line:)``
  /// would: an effect that sent its last action may not have returned yet when the test ends.
  private func waitForEffectsBlocking() {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while true {
      let seen = progress.generation
      guard store.hasWorkInFlight, ContinuousClock.now < deadline else { return }
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

  /// Wraps the task of the effects one `send` started.
  func makeTask(_ task: Task<Void, Never>?) -> TestStoreTask {
    TestStoreTask(rawValue: task, timeout: timeout) { [weak self] message, file, line in
      guard let self else { return defaultFailureReporter(message, file: file, line: line) }
      self.reportFailure(message, file, line)
    }
  }

  private func observeStore() {
    store.observeActions { [records, progress] change in
      records.append(change)
      progress.signal()
    }
    store.observeEffects { [progress] event in
      if event.kind != .started { progress.signal() }
    }
  }

  static var origin: String { "TestStore" }
}
