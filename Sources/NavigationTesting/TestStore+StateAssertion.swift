import CustomDump
import NavigationCore

extension TestStore {
  /// Checks that `update` describes the change from `previous` to `actual`, as TCA does.
  ///
  /// With exhaustivity on, `update` turns `previous` into `actual`. With it off, `update` is
  /// applied to `actual` and must not change it; with `showSkippedAssertions`, what the
  /// exhaustive check would have said is reported as skipped.
  func assertStateChange(
    from previous: State,
    to actual: State,
    _ update: ((inout State) throws -> Void)?,
    skipsUnchangedStateFailure: Bool = false,
    file: StaticString,
    line: UInt
  ) {
    let reportsUnchangedState = update != nil && !skipsUnchangedStateFailure
    do {
      switch exhaustivity {
      case .on:
        let expected = try applying(update, to: previous)
        if expected != actual {
          reportMismatch(expected: expected, actual: actual, hasUpdate: update != nil, file, line)
        } else if reportsUnchangedState, expected == previous {
          reportUnchangedState(file, line)
        }
      case .off(let showsSkippedAssertions):
        let expected = try applying(update, to: actual)
        if expected != actual {
          reportMismatch(
            expected: expected, actual: actual, hasUpdate: update != nil, as: .on, file, line)
          return
        }
        guard showsSkippedAssertions else { return }
        let exhaustiveExpected: State
        do {
          exhaustiveExpected = try applying(update, to: previous)
        } catch {
          reportIssue("Threw error: \(error)", file: file, line: line)
          return
        }
        if exhaustiveExpected != actual {
          reportMismatch(
            expected: exhaustiveExpected, actual: actual, hasUpdate: update != nil, file, line)
        } else if reportsUnchangedState, exhaustiveExpected == previous {
          reportUnchangedState(file, line)
        }
      }
    } catch {
      reportFailure("Threw error: \(error)", file, line)
    }
  }

  /// Reports `message` as the exhaustivity (the store's unless `exhaustivity` is given) wants:
  /// a failure when on, a skipped assertion when off with `showSkippedAssertions`, nothing
  /// when off.
  func reportIssue(
    _ message: String, as exhaustivity: Exhaustivity? = nil, file: StaticString, line: UInt
  ) {
    switch exhaustivity ?? self.exhaustivity {
    case .on:
      reportFailure(message, file, line)
    case .off(showSkippedAssertions: true):
      reportSkippedAssertion("Skipped assertions.\n\n\(message)", file, line)
    case .off:
      break
    }
  }

  /// Reports received actions that no assertion took, and forgets them.
  func assertNoReceivedActions(file: StaticString, line: UInt) {
    let pending = records.takeAll()
    guard let last = pending.last else { return }
    assertedState = last.state
    let actions = pending.map { "    " + caseOutline(of: $0.action) }.joined(separator: "\n")
    reportIssue(
      """
      The store received \(pending.count) unexpected action\(pending.count == 1 ? "" : "s").

        Unhandled actions:
      \(actions)

      To fix, explicitly assert against these actions using "store.receive", skip these actions \
      by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
      store: "store.exhaustivity = .off".
      """, file: file, line: line)
  }

  /// Fails the test for each runtime warning the store raised since the last report.
  func reportNewDiagnostics(file: StaticString, line: UInt) {
    let records = store.diagnostics
    defer { reportedDiagnostics = records.count }
    for record in records.dropFirst(reportedDiagnostics) {
      reportFailure(
        "\(record.diagnostic.message)\n\n\(record.diagnostic.fix)\n\nAction: \(record.action)",
        file, line)
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
    expected: State, actual: State, hasUpdate: Bool, as exhaustivity: Exhaustivity? = nil,
    _ file: StaticString, _ line: UInt
  ) {
    let difference = describeDifference(expected, actual, actualLabel: "Actual")
    let heading =
      hasUpdate
      ? "A state change does not match expectation"
      : "State was not expected to change, but a change occurred"
    reportIssue("\(heading).\n\n\(difference)", as: exhaustivity, file: file, line: line)
  }

  private func reportUnchangedState(_ file: StaticString, _ line: UInt) {
    reportIssue(
      """
      Expected state to change, but no change occurred.

      The trailing closure made no observable modifications to state. If no change to state is \
      expected, omit the trailing closure.
      """, file: file, line: line)
  }
}

extension String {
  /// The string with every non-empty line indented by `count` spaces.
  func indent(by count: Int) -> String {
    let prefix = String(repeating: " ", count: count)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : prefix + $0 }
      .joined(separator: "\n")
  }
}
