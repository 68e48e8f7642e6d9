import Foundation
import NavigationCore

extension TestStore {
  /// Forgets the actions effects sent that no assertion took yet, moving the asserted state to
  /// the last one's; with `strict`, fails when there is none. The skipped actions are reported
  /// as skipped assertions.
  public func skipReceivedActions(
    strict: Bool = true, fileID: StaticString = #fileID, file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await settle()
    skipReceived(strict: strict, file: file, line: line)
  }

  /// Waits, up to ``timeout`` and without failing, for the effects in flight to end, so that
  /// what they send arrives before it is skipped: TCA's test store yields to its effects on the
  /// main actor for the same reason, while effects here run on other threads. A long-living
  /// effect makes it wait the whole timeout.
  private func settle() async {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while true {
      let seen = progress.generation
      guard store.hasWorkInFlight, ContinuousClock.now < deadline else { break }
      await progress.wait(after: seen, until: deadline)
    }
    // Lets the actions already on their way to the store arrive first.
    store.sync {}
  }

  /// Cancels the effects in flight, so that none is required to finish; with `strict`, fails
  /// when there is none. The cancelled effects are reported as skipped assertions.
  public func skipInFlightEffects(
    strict: Bool = true, fileID: StaticString = #fileID, file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let causes = store.effectCauses
    if strict, causes.isEmpty {
      reportFailure("There were no in-flight effects to skip.", file, line)
      return
    }
    guard !causes.isEmpty else { return }
    reportIssue(
      """
      \(causes.count) in-flight effect\(causes.count == 1 ? " was" : "s were") cancelled, \
      originating from:

      \(causes.map { "  \($0)" }.joined(separator: "\n"))
      """, as: skippedExhaustivity, file: file, line: line)
    store.cancelEffectsInFlight()
  }

  /// Runs `operation` with ``exhaustivity`` set to `exhaustivity`, then restores it.
  @discardableResult
  public func withExhaustivity<R>(_ exhaustivity: Exhaustivity, operation: () throws -> R)
    rethrows -> R
  {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try operation()
  }

  /// Runs `operation` with ``exhaustivity`` set to `exhaustivity`, then restores it.
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: () async throws -> R
  ) async rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try await operation()
  }

  /// What ``skipReceivedActions(strict:file:line:)`` does once the queue is drained.
  func skipReceived(strict: Bool, file: StaticString, line: UInt) {
    let pending = records.takeAll()
    guard let last = pending.last else {
      if strict { reportFailure("There were no received actions to skip.", file, line) }
      return
    }
    let actions = pending.count == 1 ? describe(last.action) : describe(pending.map(\.action))
    reportIssue(
      """
      \(pending.count) received action\(pending.count == 1 ? " was" : "s were") skipped.

      \(actions)
      """, as: skippedExhaustivity, file: file, line: line)
    assertedState = last.state
  }

  /// How a skip is reported: as a skipped assertion when the store is exhaustive (the test
  /// asked for the skip), as the store's exhaustivity otherwise.
  private var skippedExhaustivity: Exhaustivity {
    exhaustivity == .on ? .off(showSkippedAssertions: true) : exhaustivity
  }
}
