/// The effects one ``TestStore/send(_:assert:file:line:)`` started, as TCA's `TestStoreTask`:
/// a test waits for them with ``finish(timeout:file:line:)`` or stops a long-living one with
/// ``cancel()``.
///
/// ```swift
/// let task = await store.send(.onAppear)
/// await store.receive(\.tick) { $0.ticks = 1 }
/// await task.cancel()
/// ```
public struct TestStoreTask: Hashable, Sendable {
  /// Ends when the effects have; cancelling it cancels them. `nil` when there were none.
  let rawValue: Task<Void, Never>?
  let timeout: Duration
  /// The test store's replacement for the task's issue reporters, if any.
  let reporters: [any IssueReporter]?

  /// Cancels the effects and waits until they have stopped.
  public func cancel() async {
    rawValue?.cancel()
    await rawValue?.value
  }

  /// Waits until the effects have finished; after `timeout` (the store's by default) it fails
  /// the test and cancels them.
  public func finish(
    timeout duration: Duration? = nil, fileID: StaticString = #fileID,
    file: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let rawValue else { return }
    let duration = duration ?? timeout
    let finished = await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        await withTaskCancellationHandler {
          await rawValue.value
        } onCancel: {
          rawValue.cancel()
        }
        return true
      }
      group.addTask {
        try? await Task.sleep(for: duration, clock: .continuous)
        return false
      }
      let first = await group.next() ?? true
      group.cancelAll()
      return first
    }
    guard !finished else { return }
    let timeoutAdvice =
      duration != timeout
      ? #"try increasing the duration of this assertion's "timeout""#
      : #"configure this assertion with an explicit "timeout""#
    TestLocation(
      fileID: fileID, filePath: file, line: line, column: column, reporters: reporters
    ).fail(
      """
      Expected task to finish, but it is still in-flight after \(duration).

      If this task delivers its action using a clock/scheduler (via "sleep(for:)", \
      "timer(interval:)", etc.), make sure that you wait enough time for it to perform its \
      work. If you are using a test clock/scheduler, advance the scheduler so that the effects \
      may complete, or consider using an immediate clock/scheduler to immediately perform the \
      effect instead.

      If you are not yet using a clock/scheduler, or cannot use a clock/scheduler, \
      \(timeoutAdvice).
      """)
  }

  /// Whether the effects were cancelled (also `true` when the action started none).
  public var isCancelled: Bool { rawValue?.isCancelled ?? true }

  /// Equal when they stand for the same effects.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue == rhs.rawValue && lhs.timeout == rhs.timeout
  }

  /// Hashes the task the effects run under.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rawValue)
    hasher.combine(timeout)
  }
}
