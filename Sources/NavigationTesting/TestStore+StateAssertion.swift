import CustomDump
import NavigationCore

extension TestStore {
  /// Checks that `update` describes the change from `previous` to `actual`, as TCA does.
  ///
  /// With exhaustivity on, `update` turns `previous` into `actual`. With it off, `update` is
  /// applied to `actual` and must not change it; with `showSkippedAssertions`, what the
  /// exhaustive check would have said is reported as skipped.
  ///
  /// Shared state is asserted as TCA asserts it (see `SharedChangeTracker`): in the closure and
  /// the comparison, a share the feature changed reads as its value before the change, so a
  /// change the closure does not describe fails with its diff. The changes are forgotten
  /// after the assertion.
  func assertStateChange(
    from previous: State,
    to actual: State,
    _ update: ((inout State) throws -> Void)?,
    skipsUnchangedStateFailure: Bool = false,
    preamble: String? = nil,
    postamble: String? = nil,
    at location: TestLocation
  ) {
    defer { sharedChanges.reset() }
    sharedChanges.assert {
      if exhaustivity != .on { sharedChanges.reset() }
      assertStateChange(
        from: previous, to: actual, update,
        skipsUnchangedStateFailure: skipsUnchangedStateFailure || sharedChanges.hasChanges,
        message: (preamble, postamble), at: location)
    }
  }

  /// Reports the changes to shared state that no assertion described, at the end of a test
  /// (`finish` or the store going away), as TCA does.
  func assertNoSharedChanges(at location: TestLocation) {
    guard sharedChanges.hasChanges else { return }
    assertStateChange(
      from: assertedState, to: assertedState, nil, skipsUnchangedStateFailure: true,
      preamble: "Test store finished before asserting against changes to shared state",
      postamble: """
        Invoke "TestStore.assert" at the end of this test to assert against changes to shared \
        state.
        """, at: location)
  }

  private func assertStateChange(
    from previous: State,
    to actual: State,
    _ update: ((inout State) throws -> Void)?,
    skipsUnchangedStateFailure: Bool,
    message: (preamble: String?, postamble: String?),
    at location: TestLocation
  ) {
    let reportsUnchangedState = update != nil && !skipsUnchangedStateFailure
    do {
      switch exhaustivity {
      case .on:
        let expected = try applying(update, to: previous)
        if expected != actual {
          reportMismatch(
            expected: expected, actual: actual, hasUpdate: update != nil, message: message,
            at: location)
        } else if reportsUnchangedState, expected == previous {
          reportUnchangedState(at: location)
        }
      case .off(let showsSkippedAssertions):
        let expected = try applying(update, to: actual)
        if expected != actual {
          reportMismatch(
            expected: expected, actual: actual, hasUpdate: update != nil, message: message,
            as: .on, at: location)
          return
        }
        guard showsSkippedAssertions else { return }
        let exhaustiveExpected: State
        do {
          exhaustiveExpected = try applying(update, to: previous)
        } catch {
          reportIssue("Threw error: \(error)", at: location)
          return
        }
        if exhaustiveExpected != actual {
          reportMismatch(
            expected: exhaustiveExpected, actual: actual, hasUpdate: update != nil,
            message: message, at: location)
        } else if reportsUnchangedState, exhaustiveExpected == previous {
          reportUnchangedState(at: location)
        }
      }
    } catch {
      location.fail("Threw error: \(error)")
    }
  }

  /// Reports `message` as the exhaustivity (the store's unless `exhaustivity` is given) wants:
  /// a failure when on, a skipped assertion when off with `showSkippedAssertions`, nothing
  /// when off.
  func reportIssue(
    _ message: String, as exhaustivity: Exhaustivity? = nil, at location: TestLocation
  ) {
    switch exhaustivity ?? self.exhaustivity {
    case .on:
      location.fail(message)
    case .off(showSkippedAssertions: true):
      location.reportSkipped("Skipped assertions.\n\n\(message)")
    case .off:
      break
    }
  }

  /// Reports received actions that no assertion took, and forgets them.
  func assertNoReceivedActions(at location: TestLocation) {
    let pending = records.takeAll()
    guard let last = pending.last else { return }
    assertedState = last.state
    let actions = pending.map { caseOutline(of: $0.action, abbreviated: true) }
      .map { "    \($0)" }
      .joined(separator: "\n")
    reportIssue(
      """
      The store received \(pending.count) unexpected action\(pending.count == 1 ? "" : "s").

        Unhandled actions:
      \(actions)

      To fix, explicitly assert against these actions using "store.receive", skip these actions \
      by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
      store: "store.exhaustivity = .off".
      """, at: location)
  }

  /// Fails the test for each runtime warning the store raised since the last report, with
  /// the warning's text alone, as TCA's test store fails on its runtime warnings.
  func reportNewDiagnostics(at location: TestLocation) {
    let records = store.diagnostics
    defer { reportedDiagnostics = records.count }
    for record in records.dropFirst(reportedDiagnostics) {
      let fix = record.diagnostic.fix
      location.fail(record.diagnostic.message + (fix.isEmpty ? "" : "\n\n\(fix)"))
    }
  }

  /// CustomDump's diff of `expected` and `actual` with its legend, or both written out when
  /// the diff shows nothing (values that differ in what their dump leaves out).
  func describeDifference<T>(_ expected: T, _ actual: T, actualLabel: String) -> String {
    diff(expected, actual, format: .proportional)
      .map { "\($0.indent(by: 4))\n\n(Expected: −, \(actualLabel): +)" }
        ?? """
        Expected:
        \(String(describing: expected).indent(by: 2))

        \(actualLabel):
        \(String(describing: actual).indent(by: 2))
        """
  }

  /// `value` as CustomDump writes it.
  func describe(_ value: Any) -> String {
    var output = ""
    customDump(value, to: &output)
    return output
  }

  private func applying(_ update: ((inout State) throws -> Void)?, to state: State) throws
    -> State
  {
    var state = state
    try NavigationCore.TestContext.$isAsserting.withValue(true) { try update?(&state) }
    return state
  }

  private func reportMismatch(
    expected: State, actual: State, hasUpdate: Bool,
    message: (preamble: String?, postamble: String?), as exhaustivity: Exhaustivity? = nil,
    at location: TestLocation
  ) {
    let difference = describeDifference(expected, actual, actualLabel: "Actual")
    let heading =
      message.preamble
      ?? (hasUpdate
        ? "A state change does not match expectation"
        : "State was not expected to change, but a change occurred")
    let postamble = message.postamble.map { "\n\n\($0)" } ?? ""
    reportIssue("\(heading).\n\n\(difference)\(postamble)", as: exhaustivity, at: location)
  }

  private func reportUnchangedState(at location: TestLocation) {
    reportIssue(
      """
      Expected state to change, but no change occurred.

      The trailing closure made no observable modifications to state. If no change to state is \
      expected, omit the trailing closure.
      """, at: location)
  }
}
