import CasePaths
import CustomDump
import Foundation
import NavigationCore

extension TestStore where Action: Equatable {
  /// Waits for an effect to send `action`, and asserts its state change.
  public func receive(
    _ action: Action,
    timeout duration: Duration? = nil,
    assert update: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      matching: { $0 == action },
      failureMessage: "Expected to receive the following action, but didn't:\n\n"
        + describe(action).indent(by: 2),
      describeUnexpected: { describeDifference(action, $0, actualLabel: "Received") },
      timeout: duration, update: update,
      at: locate(fileID, file, line, column))
  }
}

extension TestStore {
  /// Waits for an effect to send an action that `isMatching` accepts, and asserts its state
  /// change.
  @_disfavoredOverload
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout duration: Duration? = nil,
    assert update: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      matching: isMatching,
      failureMessage: "Expected to receive an action matching predicate, but didn't get one.",
      describeUnexpected: { describe($0).indent(by: 2) },
      timeout: duration, update: update,
      at: locate(fileID, file, line, column))
  }

  /// Waits for an effect to send an action in the case `casePath`, and asserts its state
  /// change: `store.receive(\.path.popFrom) { $0.path[id: 0] = nil }`.
  @_disfavoredOverload
  public func receive<Value>(
    _ casePath: CaseKeyPath<Action, Value>,
    timeout duration: Duration? = nil,
    assert update: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let path = AnyCasePath(casePath)
    await receive(
      matching: { path.extract(from: $0) != nil },
      failureMessage: "Expected to receive an action matching case path, but didn't get one."
        + Self.naming(casePath),
      describeUnexpected: { describe($0).indent(by: 2) + Self.naming(casePath) },
      timeout: duration, update: update,
      at: locate(fileID, file, line, column))
  }

  /// Waits for an effect to send the action in the case `casePath` carrying `value`, and
  /// asserts its state change: `store.receive(\.loaded, 42) { $0.count = 42 }`.
  @_disfavoredOverload
  public func receive<Value: Equatable>(
    _ casePath: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout duration: Duration? = nil,
    assert update: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let path = AnyCasePath(casePath)
    await receive(
      matching: { path.extract(from: $0) == value },
      awaiting: { path.extract(from: $0) != nil },
      failureMessage: "Expected to receive an action matching case path, but didn't get one."
        + Self.naming(casePath),
      describeUnexpected: { received in
        guard path.extract(from: received) != nil,
          let difference = diff(path.embed(value), received, format: .proportional)
        else { return describe(received).indent(by: 2) + Self.naming(casePath) }
        return "\(difference.indent(by: 2))\n\n(Expected: −, Actual: +)"
      },
      timeout: duration, update: update,
      at: locate(fileID, file, line, column))
  }

  /// The line that names the case path a `receive` expected, `\.child.response`, as it was
  /// written (Swift itself prints `\Case<Action>.<computed 0x…>`); empty when it cannot be named.
  static func naming<Value>(_ casePath: CaseKeyPath<Action, Value>) -> String {
    guard let name = _caseKeyPathName(casePath) else { return "" }
    return "\n\nExpected case path: \(name)"
  }

  /// Waits, when an effect may still send something, until an action arrives (exhaustive)
  /// or one `awaited` accepts arrives (non-exhaustive), then asserts that the next received
  /// action matches and describes its state change; a non-exhaustive store first skips the
  /// actions that do not match.
  func receive(
    matching predicate: (Action) -> Bool,
    awaiting awaited: ((Action) -> Bool)? = nil,
    failureMessage: @autoclosure () -> String,
    describeUnexpected: (Action) -> String,
    timeout duration: Duration?,
    update: ((inout State) throws -> Void)?,
    at location: TestLocation
  ) async {
    if let awaited {
      await awaitAction(matching: awaited, timeout: duration, at: location)
    } else {
      await awaitAction(matching: predicate, timeout: duration, at: location)
    }
    // The effect that sent the action goes on as far as it can before the test does, as in
    // TCA: a timer's next sleep is then on the clock before the test advances it.
    await yieldToEffects()
    defer { reportNewDiagnostics(at: location) }
    guard !records.isEmpty else {
      location.fail(failureMessage())
      return
    }
    if exhaustivity != .on {
      guard records.contains(where: predicate) else {
        location.fail(failureMessage())
        return
      }
      var skipped: [Action] = []
      while let next = records.all.first, !predicate(next.action) {
        _ = records.popFirst()
        skipped.append(next.action)
        assertedState = next.state
      }
      if !skipped.isEmpty {
        reportIssue(
          "\(skipped.count) received action\(skipped.count == 1 ? " was" : "s were") skipped.\n\n"
            + describe(skipped), at: location)
      }
    }
    guard let record = records.popFirst() else { return }
    if predicate(record.action) {
      effectBodies.holding {
        assertStateChange(from: assertedState, to: record.state, update, at: location)
      }
    } else {
      let isLater = records.contains(where: predicate)
      reportIssue(
        """
        Received unexpected action\(isLater ? " before this one" : ""):

        \(describeUnexpected(record.action))
        """, at: location)
    }
    assertedState = record.state
  }

  /// Returns once the awaited action is there or nothing may send it any more; fails when the
  /// timeout passes first.
  private func awaitAction(
    matching predicate: (Action) -> Bool, timeout duration: Duration?, at location: TestLocation
  ) async {
    let duration = duration ?? timeout
    let deadline = ContinuousClock.now.advanced(by: duration)
    while true {
      let seen = progress.generation
      switch exhaustivity {
      case .on: if !records.isEmpty { return }
      case .off: if records.contains(where: predicate) { return }
      }
      // Nothing queued and nothing that could still send: fail at once, as TCA does.
      guard store.hasWorkInFlight else { return }
      guard ContinuousClock.now < deadline else { break }
      await progress.wait(after: seen, until: deadline)
    }
    let suggestion =
      ledger.inFlight.isEmpty
      ? """
      There are no in-flight effects that could deliver this action. Could the effect you \
      expected to deliver this action have been cancelled?
      """
      : Self.clockSuggestion(customTimeout: duration != timeout)
    location.fail(
      """
      Expected to receive \(exhaustivity == .on ? "an action" : "a matching action"), but \
      received none after \(duration).

      \(suggestion)
      """)
  }
}
