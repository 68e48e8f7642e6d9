import Foundation
import NavigationCore

extension TestStore {
  /// Forgets the actions effects sent that no assertion took yet, moving the asserted state to
  /// the last one's; with `strict`, fails when there is none. The skipped actions are reported
  /// as skipped assertions.
  ///
  /// The effects in flight first run as far as they can, as TCA's test store yields to them:
  /// what they are about to send is skipped too, while an effect waiting on a clock or a stream
  /// is not waited for.
  public func skipReceivedActions(
    strict: Bool = true, fileID: StaticString = #fileID, file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await yieldToEffects()
    skipReceived(
      strict: strict,
      at: locate(fileID, file, line, column))
  }

  /// Stops tracking the effects in flight, as TCA's test store does: they go on running (and
  /// what they send is still received), but none has to finish before the end of the test.
  /// With `strict`, fails when there is none. The skipped effects are reported as skipped
  /// assertions.
  public func skipInFlightEffects(
    strict: Bool = true, fileID: StaticString = #fileID, file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = locate(fileID, file, line, column)
    await yieldToEffects()
    let skipped = ledger.skipAll()
    guard let first = skipped.first else {
      if strict { location.fail("There were no in-flight effects to skip.") }
      return
    }
    let causes =
      skipped.count == 1 ? describe(first.cause.value) : describe(skipped.map(\.cause.value))
    reportIssue(
      """
      \(skipped.count) in-flight effect\(skipped.count == 1 ? " was" : "s were") cancelled, \
      originating from:

      \(causes)
      """, as: skippedExhaustivity, at: location)
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
  func skipReceived(strict: Bool, at location: TestLocation) {
    let pending = records.takeAll()
    guard let last = pending.last else {
      if strict { location.fail("There were no received actions to skip.") }
      return
    }
    let actions = pending.count == 1 ? describe(last.action) : describe(pending.map(\.action))
    reportIssue(
      """
      \(pending.count) received action\(pending.count == 1 ? " was" : "s were") skipped.

      \(actions)
      """, as: skippedExhaustivity, at: location)
    assertedState = last.state
  }

  /// How a skip is reported: as a skipped assertion when the store is exhaustive (the test
  /// asked for the skip), as the store's exhaustivity otherwise.
  private var skippedExhaustivity: Exhaustivity {
    exhaustivity == .on ? .off(showSkippedAssertions: true) : exhaustivity
  }
}
