import CasePaths
import CustomDump
import Dependencies
import Dispatch
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
public final class TestStore<State: Equatable, Action>: @unchecked Sendable {
  /// How strictly the store asserts.
  public var exhaustivity: Exhaustivity = .on
  /// How long ``receive(_:timeout:assert:file:line:)-1ud2x`` and ``finish(timeout:file:line:)``
  /// wait, in seconds.
  public var timeout: TimeInterval = 1
  /// Where failures go: `XCTFail` by default; replace it to capture failures in a test of the
  /// test store itself.
  public var reportFailure: (_ message: String, _ file: StaticString, _ line: UInt) -> Void =
    defaultFailureReporter

  private let store: Store<State, Action>
  private let testDependencies: TestDependencies
  private let records = RecordQueue<State, Action>()
  private var baseline: State
  private let file: StaticString
  private let line: UInt
  private var isFinished = false

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
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let (initialState, reducer, dependencies) = Dependencies.withDependencies(
      prepareDependencies
    ) {
      (initialState(), reducer(), DependencyValues._current)
    }
    let testDependencies = TestDependencies(dependencies)
    let store = Store(
      initialState: initialState, reducer: testDependencies.running(reducer._resolvedReduce()))
    testDependencies.whenDismissed { [weak store] in store?.cancelAllEffects() }
    self.store = store
    self.testDependencies = testDependencies
    self.baseline = initialState
    self.file = file
    self.line = line
    store.observeActions { [records] change in records.append(change) }
  }

  deinit {
    guard !isFinished else { return }
    if exhaustivity == .on {
      checkUnreceived(file: file, line: line)
      checkEffects(file: file, line: line)
    }
    store.cancelAllEffects()
  }

  /// The current state of the feature.
  public var state: State { store.state }

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
  /// action and must turn it into the state after.
  public func send(
    _ action: Action,
    assert update: ((inout State) throws -> Void)? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
  ) async {
    let pending = records.takeAll()
    if !pending.isEmpty {
      if exhaustivity == .on {
        reportFailure(
          """
          Must handle \(pending.count) received action\(pending.count == 1 ? "" : "s") before \
          sending an action: …

          Unhandled actions: \(pending.map { "\($0.action)" })
          """, file, line)
      }
      baseline = pending.last!.state
    }
    let before = store.diagnostics.count
    store.send(action, origin: TestStore.origin)
    var sent = records.takeAll()
    guard !sent.isEmpty else { return }
    let step = sent.removeFirst()
    records.prepend(sent)
    assertStep(step, update: update, file: file, line: line)
    reportDiagnostics(since: before, file: file, line: line)
  }

  /// Sends the action at `casePath`, whose value is `Void`:
  /// `store.send(\.path[id: 0].firstDetail.moveAnotherViewButtonTapped)`.
  public func send(
    _ casePath: CaseKeyPath<Action, Void>,
    assert update: ((inout State) throws -> Void)? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
  ) async {
    await send(AnyCasePath(casePath).embed(()), assert: update, file: file, line: line)
  }

  /// Waits for an effect to send an action in the case `casePath`, and asserts its state
  /// change.
  ///
  /// With exhaustivity on, the next received action must match; with it off, actions that do
  /// not match are skipped.
  public func receive<Value>(
    _ casePath: CaseKeyPath<Action, Value>,
    timeout: TimeInterval? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
  ) async {
    let path = AnyCasePath(casePath)
    await receive(
      matching: { path.extract(from: $0) != nil }, description: "\(casePath)",
      timeout: timeout, update: update, file: file, line: line)
  }

  /// Waits until every effect in flight has finished; fails when some are still running after
  /// the timeout, and (with exhaustivity on) when received actions were not asserted.
  public func finish(
    timeout: TimeInterval? = nil, file: StaticString = #filePath, line: UInt = #line
  ) async {
    let deadline = Date().addingTimeInterval(timeout ?? self.timeout)
    while store.effectsInFlight > 0, Date() < deadline {
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
    isFinished = true
    if store.effectsInFlight > 0 {
      reportFailure(
        """
        Expected effects to finish, but there are still effects in-flight after \
        \(timeout ?? self.timeout) seconds.

        Effects started by: \(store.effectCauses)
        """, file, line)
      store.cancelAllEffects()
    }
    if exhaustivity == .on { checkUnreceived(file: file, line: line) }
  }

  /// Forgets the actions effects sent that were not asserted yet.
  public func skipReceivedActions() {
    let pending = records.takeAll()
    if let last = pending.last { baseline = last.state }
  }

  /// Cancels every effect in flight, so that none is required to finish.
  public func skipInFlightEffects() {
    store.cancelAllEffects()
  }

  func receive(
    matching matches: (Action) -> Bool, description: String, timeout: TimeInterval?,
    update: ((inout State) throws -> Void)?, file: StaticString, line: UInt
  ) async {
    let deadline = Date().addingTimeInterval(timeout ?? self.timeout)
    let before = store.diagnostics.count
    while true {
      while let record = records.popFirst() {
        if matches(record.action) {
          assertStep(record, update: update, file: file, line: line)
          reportDiagnostics(since: before, file: file, line: line)
          return
        }
        if exhaustivity == .on {
          reportFailure(
            """
            Expected to receive an action matching \(description), but received:

            \(describe(record.action))
            """, file, line)
          baseline = record.state
          return
        }
        baseline = record.state
      }
      if Date() >= deadline { break }
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
    reportFailure(
      """
      Expected to receive an action matching \(description), but didn't get one after \
      \(timeout ?? self.timeout) seconds.
      """, file, line)
  }

  private func assertStep(
    _ step: StoreChange<State, Action>, update: ((inout State) throws -> Void)?,
    file: StaticString, line: UInt
  ) {
    let actual = step.state
    defer { baseline = actual }
    var expected = exhaustivity == .on ? baseline : actual
    do {
      try NavigationCore.TestContext.$isAsserting.withValue(true) { try update?(&expected) }
    } catch {
      reportFailure("Threw error: \(error)", file, line)
      return
    }
    guard expected != actual else {
      if exhaustivity == .on, update != nil, actual == baseline {
        reportFailure(
          """
          Expected state to change, but no change occurred.

          The trailing closure made no observable modifications to state. If no change to \
          state is expected, omit the trailing closure.
          """, file, line)
      }
      return
    }
    let difference =
      diff(expected, actual, format: .proportional).map { "\($0.indent(by: 4))" }
      ?? "    Expected:\n\(String(describing: expected).indent(by: 6))\n"
      + "    Actual:\n\(String(describing: actual).indent(by: 6))"
    let headline =
      update == nil
      ? "State was not expected to change, but a change occurred: …"
      : "A state change does not match expectation: …"
    reportFailure("\(headline)\n\n\(difference)\n\n(Expected: −, Actual: +)", file, line)
  }

  private func reportDiagnostics(since index: Int, file: StaticString, line: UInt) {
    for record in store.diagnostics.dropFirst(index) {
      reportFailure(
        "\(record.diagnostic.message)\n\n\(record.diagnostic.fix)\n\nAction: \(record.action)",
        file, line)
    }
  }

  private func checkUnreceived(file: StaticString, line: UInt) {
    let pending = records.takeAll()
    guard !pending.isEmpty else { return }
    reportFailure(
      """
      The store received \(pending.count) unexpected action\(pending.count == 1 ? "" : "s"): …

      Unhandled actions: \(pending.map { "\($0.action)" })
      """, file, line)
  }

  private func checkEffects(file: StaticString, line: UInt) {
    for cause in store.effectCauses {
      reportFailure(
        """
        An effect returned for this action is still running. It must complete before the end \
        of the test. …

        Action: \(cause)

        To fix, inspect any effect the reducer returns for this action and ensure that all of \
        them complete by the end of the test, for example with "await store.finish()", or \
        cancel long-living effects with ".cancellable(id:)" and ".cancel(id:)".
        """, file, line)
    }
  }

  private func describe(_ action: Action) -> String {
    var output = ""
    customDump(action, to: &output)
    return output.indent(by: 2)
  }

  static var origin: String { "TestStore" }
}

extension TestStore where Action: Equatable {
  /// Waits for an effect to send `action`, and asserts its state change.
  public func receive(
    _ action: Action,
    timeout: TimeInterval? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
  ) async {
    await receive(
      matching: { $0 == action }, description: "\(action)", timeout: timeout, update: update,
      file: file, line: line)
  }
}

/// How strictly a ``TestStore`` asserts.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and effect must be asserted.
  case on
  /// Only what the test asserts is checked: closures describe the fields they care about,
  /// unmatched received actions are skipped, and unfinished effects are allowed.
  case off
}

/// The actions a store processed, waiting for a test to assert them. Filled on the store's
/// queue, read by the test.
final class RecordQueue<State, Action>: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [StoreChange<State, Action>] = []

  func append(_ item: StoreChange<State, Action>) { lock.withLock { items.append(item) } }
  func prepend(_ new: [StoreChange<State, Action>]) {
    lock.withLock { items.insert(contentsOf: new, at: 0) }
  }
  func popFirst() -> StoreChange<State, Action>? {
    lock.withLock { items.isEmpty ? nil : items.removeFirst() }
  }
  func takeAll() -> [StoreChange<State, Action>] {
    lock.withLock {
      defer { items.removeAll() }
      return items
    }
  }
}

extension String {
  func indent(by count: Int) -> String {
    let prefix = String(repeating: " ", count: count)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : prefix + $0 }
      .joined(separator: "\n")
  }
}
